import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from './log.ts';
import { PROJECT_ROOT } from './paths.ts';

export const WEB_DIST = path.join(PROJECT_ROOT, 'web', 'dist');

/** Builds the web shell with Vite when no build exists (a fresh clone), so `npm start` is one step. */
export async function ensureWebBuild(log: Logger, force = false): Promise<string> {
  if (!force && existsSync(path.join(WEB_DIST, 'index.html'))) return WEB_DIST;
  log.info('building web shell', { outDir: WEB_DIST });
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: path.join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'warn' });
  log.info('web shell built', { ms: Date.now() - started });
  return WEB_DIST;
}
