import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from './log.ts';
import { PROJECT_ROOT } from './paths.ts';

export const WEB_DIST = path.join(PROJECT_ROOT, 'web', 'dist');

/** Where a build records the hash of the sources it was made from. */
const SELLO = '.fuentes.sha256';
/** What the web shell and the widget are built from: their folders, every plugin's web and shared code, core's shared code, the locked dependencies. */
const FUENTES = ['web', 'widgets', path.join('core', 'shared'), 'package-lock.json'];
const FUERA = new Set(['dist', 'node_modules']);

function archivosDe(relativo: string, salida: string[]): void {
  const absoluto = path.join(PROJECT_ROOT, relativo);
  if (!existsSync(absoluto)) return;
  if (!statSync(absoluto).isDirectory()) return void salida.push(relativo);
  for (const e of readdirSync(absoluto)) if (!FUERA.has(e)) archivosDe(path.join(relativo, e), salida);
}

/** The hash of every source file's path and content (~600 files, 1.6 MB: a few tens of ms). */
export function huellaDeFuentes(): string {
  const plugins = readdirSync(path.join(PROJECT_ROOT, 'plugins')).flatMap((p) => [path.join('plugins', p, 'web'), path.join('plugins', p, 'shared')]);
  const archivos: string[] = [];
  for (const f of [...FUENTES, ...plugins]) archivosDe(f, archivos);
  const hash = createHash('sha256');
  for (const f of archivos.sort())
    hash
      .update(`${f}\0`)
      .update(readFileSync(path.join(PROJECT_ROOT, f)))
      .update('\0');
  return hash.digest('hex');
}

/**
 * What `npm start` must do with a build: make it (none yet, or its sources changed since the build
 * npm start made), add the missing widget, or nothing. A build without a stamp (`npm run build`)
 * is trusted as before.
 */
export type EstadoDeLaWeb = 'falta' | 'cambió' | 'falta el widget' | 'al día' | 'sin sello';

export function estadoDeLaWeb(outDir = WEB_DIST, huella = huellaDeFuentes()): EstadoDeLaWeb {
  if (!existsSync(path.join(outDir, 'index.html'))) return 'falta';
  const sello = path.join(outDir, SELLO);
  if (existsSync(sello) && readFileSync(sello, 'utf8').trim() !== huella) return 'cambió';
  if (!existsSync(path.join(outDir, 'widgets', 'quote-viewer.js'))) return 'falta el widget';
  return existsSync(sello) ? 'al día' : 'sin sello';
}

/** Builds the web shell with Vite into outDir (emptied first) and returns it. */
export async function buildWeb(log: Logger, outDir = WEB_DIST): Promise<string> {
  log.info('building web shell', { outDir });
  const started = Date.now();
  // Hashed before building: a source edited during the build makes the next start build again.
  const huella = huellaDeFuentes();
  const { build } = await import('vite');
  await build({ configFile: path.join(PROJECT_ROOT, 'web', 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await buildWidgets(log, outDir);
  writeFileSync(path.join(outDir, SELLO), `${huella}\n`);
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

/**
 * Builds the web shell when no build exists (a fresh clone) or its sources changed since npm start
 * built it, so `npm start` is one step; the widget alone when only it is missing. Says what it did.
 */
export async function ensureWebBuild(log: Logger, outDir = WEB_DIST): Promise<{ dir: string; estado: EstadoDeLaWeb }> {
  const estado = estadoDeLaWeb(outDir);
  if (estado === 'falta' || estado === 'cambió') await buildWeb(log, outDir);
  else if (estado === 'falta el widget') await buildWidgets(log, outDir);
  return { dir: outDir, estado };
}
