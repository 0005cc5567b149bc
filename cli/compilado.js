// The compiled server (docs/adr/046-servidor-compilado.md). Plain JavaScript: it runs before tsx is
// registered, to decide whether tsx is needed at all. `node cli/compilado.js` (npm run build:server)
// builds dist/ when the sources changed; cli/bin.js runs dist/ when it is current.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(RAIZ, 'dist');
const CONFIGURACION = path.join(RAIZ, 'tsconfig.build.json');
/** What dist/ was built from; a build whose fingerprint differs is not run. */
const ARCHIVO_HUELLA = '.huella';
const CARPETAS = ['cli', 'core', 'plugins', 'migrations'];

/** The fingerprint of everything the build compiles: each TypeScript source's path and content, and the build's settings. */
export function huellaDeFuentes(raiz = RAIZ) {
  const hash = createHash('sha256').update(readFileSync(path.join(raiz, 'tsconfig.build.json')));
  const visitar = (relativo) => {
    for (const e of readdirSync(path.join(raiz, relativo), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const ruta = path.join(relativo, e.name);
      // The web app is Vite's (core/server/web-build.ts), never the server's.
      if (e.isDirectory() && e.name !== 'web' && e.name !== 'node_modules') visitar(ruta);
      else if (e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) hash.update(`${ruta}\0`).update(readFileSync(path.join(raiz, ruta)));
    }
  };
  for (const carpeta of CARPETAS) visitar(carpeta);
  return hash.digest('hex');
}

const huellaDe = (dir) => {
  try {
    return readFileSync(path.join(dir, ARCHIVO_HUELLA), 'utf8');
  } catch {
    return null;
  }
};

/**
 * Builds dist/ from the sources unless it is current. The build goes to a folder of its own and then
 * takes dist/'s place, so instances starting together never run half a build. Answers why it could
 * not build (no compiler installed, a read-only checkout, the compiler's own error), or null.
 */
function compilar() {
  const huella = huellaDeFuentes();
  if (huellaDe(DIST) === huella) return null;
  const tsc = path.join(RAIZ, 'node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(tsc)) return 'no está instalado el compilador de TypeScript (npm install)';
  const destino = `${DIST}-${process.pid}`;
  try {
    const r = spawnSync(process.execPath, [tsc, '-p', CONFIGURACION, '--outDir', destino], { cwd: RAIZ, encoding: 'utf8' });
    if (r.status !== 0) return `el compilador terminó con el código ${r.status}: ${(r.stdout + r.stderr).trim().slice(0, 2000)}`;
    writeFileSync(path.join(destino, ARCHIVO_HUELLA), huella);
    // Another instance built the same meanwhile: its dist/ may already be running, leave it in place.
    if (huellaDe(DIST) === huella) return null;
    rmSync(DIST, { recursive: true, force: true });
    try {
      renameSync(destino, DIST);
    } catch (e) {
      // Another instance put the same build in place first.
      if (huellaDe(DIST) !== huella) throw e;
    }
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    rmSync(destino, { recursive: true, force: true });
  }
}

/**
 * The compiled CLI's entry when dist/ is current (built now if it can be), else null: then the caller
 * runs the sources under tsx, which always works, and says why on stderr.
 */
export function entradaCompilada() {
  const motivo = compilar();
  if (motivo === null) return pathToFileURL(path.join(DIST, 'cli', 'index.js')).href;
  console.error(`Aviso: se ejecutan las fuentes con tsx porque dist/ no está al día y no se pudo compilar (${motivo}). Ejecuta "npm run build:server".`);
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const motivo = compilar();
  if (motivo !== null) {
    console.error(`No se pudo compilar el servidor: ${motivo}`);
    process.exit(1);
  }
  console.log(`Servidor compilado en ${path.relative(process.cwd(), DIST) || DIST}/`);
}
