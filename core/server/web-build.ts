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
  await buildWidgets(log, outDir);
  log.info('web shell built', { ms: Date.now() - started });
  return outDir;
}

/**
 * Builds the embeddable quotation viewer (ARCHITECTURE §9) into the shell's widgets/ folder, which
 * web-static serves as the only framable files: the frame first (its build empties its folder),
 * then the loader beside it. Each config fails over its size budget (widgets/quote-viewer/presupuesto.ts).
 */
export async function buildWidgets(log: Logger, outDir = WEB_DIST): Promise<void> {
  const { build } = await import('vite');
  const dir = path.join(PROJECT_ROOT, 'widgets', 'quote-viewer');
  await build({ configFile: path.join(dir, 'vite.config.ts'), logLevel: 'warn', build: { outDir: path.join(outDir, 'widgets', 'quote-viewer') } });
  await build({ configFile: path.join(dir, 'vite.loader.config.ts'), logLevel: 'warn', build: { outDir: path.join(outDir, 'widgets') } });
  log.info('quotation viewer widget built', { outDir });
}

/** Builds the web shell when no build exists (a fresh clone), so `npm start` is one step; the widget too when only it is missing. */
export async function ensureWebBuild(log: Logger): Promise<string> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) return buildWeb(log);
  if (!existsSync(path.join(WEB_DIST, 'widgets', 'quote-viewer.js'))) await buildWidgets(log);
  return WEB_DIST;
}
