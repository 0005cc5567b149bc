import { createRequire } from 'node:module';
import { resumir } from './carga.ts';

/**
 * The load generator's process (started by medirHttp in carga.ts): autocannon's clients in a process
 * of their own, so the server's process spends its CPU on serving only. Reads its order as JSON from
 * argv, runs the warm-up and then the counted requests, cycling through the given paths, and prints
 * one Medida as JSON on stdout. Latencies are autocannon's per response; req/s is over wall time.
 */

export interface OrdenDeCarga {
  base: string;
  rutas: string[];
  headers: Record<string, string>;
  clientes: number;
  total: number;
  calentamiento: number;
}

interface Peticion {
  path: string;
}
interface Instancia {
  on(evento: 'response', fn: (cliente: unknown, status: number, bytes: number, ms: number) => void): void;
  then: Promise<{ non2xx: number; errors: number; timeouts: number }>['then'];
}
type Autocannon = (opts: Record<string, unknown>) => Instancia;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function tanda(orden: OrdenDeCarga, total: number, tiempos?: number[]): Promise<number> {
  let siguiente = 0;
  const setupRequest = (req: Peticion) => ({ ...req, path: orden.rutas[siguiente++ % orden.rutas.length] });
  const t0 = performance.now();
  const instancia = autocannon({
    url: orden.base,
    headers: orden.headers,
    connections: orden.clientes,
    amount: Math.max(total, orden.clientes),
    timeout: 30,
    requests: [{ setupRequest }],
  });
  // Wall time ends at the last answer: autocannon itself only stops on its next one-second tick.
  let ultima = t0;
  instancia.on('response', (_c, status, _b, ms) => {
    if (status < 200 || status > 299) throw new Error(`respuesta ${status}`);
    tiempos?.push(ms);
    ultima = performance.now();
  });
  const r = await instancia;
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`autocannon: ${r.non2xx} respuestas no 2xx, ${r.errors} errores, ${r.timeouts} tiempos agotados`);
  return ultima - t0;
}

const orden = JSON.parse(process.argv[2]) as OrdenDeCarga;
await tanda(orden, orden.calentamiento);
const tiempos: number[] = [];
const pared = await tanda(orden, orden.total, tiempos);
process.stdout.write(JSON.stringify(resumir(tiempos, pared)));
