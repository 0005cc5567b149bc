import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cartera, codigoDeBench, waitFor } from '../helpers/cli.ts';

/**
 * `npm run bench -- arranque`: `cartera serve` twice on one new PGlite data directory, each in its
 * own process as `npm start` runs (the compiled binary; BENCH_CODIGO=fuentes: the sources under
 * tsx), printing each phase's milliseconds (the server's own "fase …" lines) and the total until
 * "listo en". The first start migrates, loads SEPOMEX and creates the
 * demo account; the second must be ready in ≤ 5 s (issue 19). Without the web by default: the web
 * phase only checks the build's stamp unless the sources changed, and a rebuild of the tree's
 * web/dist would race other work in it; BENCH_WEB=1 includes it.
 */

interface Arranque {
  fases: [string, number, string | undefined][];
  total: number;
  pared: number;
}

async function arrancar(env: Record<string, string>): Promise<Arranque> {
  const inicio = Date.now();
  const server = cartera(process.env.BENCH_WEB === '1' ? ['serve'] : ['serve', '--no-web'], env, codigoDeBench());
  try {
    const [, total] = await waitFor(server, /"msg":"listo en (\d+) ms"/, 300_000);
    const pared = Date.now() - inicio;
    const fases = [...server.output().matchAll(/"msg":"fase ([^"(:]+?)(?: \(([^)]*)\))?: (\d+) ms"/g)].map((m): [string, number, string | undefined] => [m[1], Number(m[3]), m[2]]);
    return { fases, total: Number(total), pared };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartera-bench-arranque-'));
const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '' };
try {
  console.log(
    `Carga del equipo al empezar: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} CPU)`,
  );
  const primero = await arrancar(env);
  const segundo = await arrancar(env);
  console.log(`${'fase'.padEnd(24)}${'primero ms'.padStart(12)}${'segundo ms'.padStart(12)}  segundo`);
  for (const [nombre, ms] of primero.fases) {
    const otro = segundo.fases.find((f) => f[0] === nombre);
    console.log(`${nombre.padEnd(24)}${String(ms).padStart(12)}${String(otro?.[1] ?? '-').padStart(12)}  ${otro?.[2] ?? ''}`);
  }
  console.log(`${'listo en (del proceso)'.padEnd(24)}${String(primero.total).padStart(12)}${String(segundo.total).padStart(12)}`);
  console.log(`${'hasta la línea (pared)'.padEnd(24)}${String(primero.pared).padStart(12)}${String(segundo.pared).padStart(12)}`);
  console.log(
    `Segundo arranque ${segundo.total <= 5000 ? 'dentro' : 'fuera'} de la meta de 5 s; carga al terminar: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
