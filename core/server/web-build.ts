import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from './log.ts';
import { PROJECT_ROOT } from './paths.ts';

export const WEB_DIST = path.join(PROJECT_ROOT, 'web', 'dist');

/** Builds the web shell with Vite into outDir (emptied first) and returns it. */
export async function buildWeb(log: Logger, outDir = WEB_DIST): Promise<string> {
  log.info('building web shell', { outDir });
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: path.join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  log.info('web shell built', { ms: Date.now() - started });
  return outDir;
}

/** Builds the web shell when no build exists (a fresh clone), so `npm start` is one step. */
export async function ensureWebBuild(log: Logger): Promise<string> {
  return existsSync(path.join(WEB_DIST, 'index.html')) ? WEB_DIST : buildWeb(log);
}
