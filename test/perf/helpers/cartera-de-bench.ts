import { createApp } from '../../../core/server/app.ts';
import type { Database } from '../../../core/server/db/database.ts';
import { projectPlugins } from '../../../core/server/runtime.ts';
import { generarCartera } from '../../../plugins/polizas/server/generador/generador.ts';
import { testConfig, testLogger } from '../../helpers/server.ts';
import { agenteDeBench, baseDeBench, type AgenteDeBench } from './base-de-bench.ts';

/** The large portfolio's agent of the policy and summary benchmarks (they share it with BENCH_REUSE=1). */
const CORREO = 'bench.polizas@cartera.local';
const PASSWORD = 'Bench-Polizas-1';

export interface CarteraDeBench {
  db: Database;
  agente: AgenteDeBench;
  /** The API's base URL of the server running in this process. */
  url: string;
  /** The agent's bearer token. */
  headers: Record<string, string>;
  cerrar(): Promise<void>;
}

/**
 * The server (in this process, production pool) over a database holding one agent with `polizas`
 * policies, five receipts each and a client per ten: reused when BENCH_REUSE=1 left one, otherwise
 * generated (seed 1). Signs the agent in.
 */
export async function carteraDeBench(polizas: number): Promise<CarteraDeBench> {
  const base = await baseDeBench();
  const { db } = base;
  const config = testConfig({ LOG_LEVEL: 'warn' });
  const log = testLogger(config);
  const app = await createApp({ config, log, db, plugins: projectPlugins() });
  const server = await app.listen(0, '127.0.0.1');
  const cerrar = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await base.cerrar();
  };
  try {
    const agente = await agenteDeBench(db, app.services, CORREO, PASSWORD);
    if (agente.polizas >= polizas && base.reutilizable) {
      console.log(`Se reutiliza la cartera del agente: ${agente.polizas.toLocaleString('es-MX')} pólizas (BENCH_REUSE=1)`);
    } else {
      const r = await generarCartera(db, log, agente, { polizas, recibos: polizas * 5, clientes: Math.ceil(polizas / 10), semilla: 1 }, (texto) => console.log(`  ${texto}`));
      console.log(
        `Cartera generada en ${r.segundos.toFixed(1)} s: ${r.clientes.toLocaleString('es-MX')} clientes, ${r.polizas.toLocaleString('es-MX')} pólizas, ${r.recibos.toLocaleString('es-MX')} recibos`,
      );
    }
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    const login = await fetch(`${url}/usuarios/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: CORREO, password: PASSWORD }),
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { body: { token: string } }).body.token}` };
    return { db, agente, url, headers, cerrar };
  } catch (err) {
    await cerrar();
    throw err;
  }
}
