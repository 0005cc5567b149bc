import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { hoyEnMexico } from '../../shared/fechas.ts';
import type { Database } from '../db/database.ts';
import { withSystemScope, withTenant } from '../db/tenancy.ts';
import type { Logger } from '../log.ts';
import { Agente } from '../models/agente.model.ts';
import type { DemoAgregados, DemoSeederDePlugin } from '../plugins/contract.ts';
import { crearAgente } from './agentes.ts';
import type { SuscripcionesHooks } from './hooks.ts';
import { hashPassword } from './passwords.ts';
import { guardarPassword, usuarioPorCorreo } from './usuario-record.ts';

export const DEMO_CORREO = 'demo@cartera.mx';

export interface OpcionesDemo {
  hooks: SuscripcionesHooks | null;
  /** The plugins' seeders, in dependency order (app.demoSeeders, PluginRuntime.demoSeeders). */
  seeders: DemoSeederDePlugin[];
  log: Logger;
  hashCost?: number;
  /** 'yyyy-MM-dd'; today in Mexico City unless a test fixes it. */
  hoy?: string;
}

export interface SeederEjecutado {
  plugin: string;
  agregados: DemoAgregados;
  ms: number;
  /** Set when the seeder failed: its transaction was rolled back, the others still ran. */
  error?: string;
}

export interface CuentaDemo {
  correo: string;
  password: string;
  /** False when the account existed and only got a new password. */
  creada: boolean;
  seeders: SeederEjecutado[];
}

/** A readable random password: the demo account must not share one across installations. */
function demoPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const pick = () => letters[randomInt(letters.length)];
  return `Demo-${pick()}${pick()}${pick()}${pick()}-${randomInt(1000, 10000)}`;
}

/** The demo agent with a new password; created (with its principal user and trial) when missing. */
async function cuentaDemo(trx: Knex.Transaction, hooks: SuscripcionesHooks | null, passwordHash: string) {
  const existing = await usuarioPorCorreo(trx, DEMO_CORREO);
  if (!existing) {
    const creado = await crearAgente(trx, hooks, { correo: DEMO_CORREO, nombre: 'Daniela', apPaterno: 'Demo', apMaterno: 'Cartera', cedula: null }, passwordHash);
    return { ...creado, creada: true };
  }
  await guardarPassword(trx, existing, passwordHash);
  return { agenteId: existing.agenteId, usuarioId: existing.id, creada: false };
}

/**
 * Creates the demo agent (or gives it a new password), then lets every plugin add its demo data:
 * first each seeder's `preparar` (shared catalogues, as the owner), then each `sembrar` in its own
 * transaction bound to the demo agent. Seeders are idempotent, so a second run fills only what is missing.
 */
export async function sembrarDemo(db: Database, opciones: OpcionesDemo): Promise<CuentaDemo> {
  const { seeders, log } = opciones;
  const password = demoPassword();
  const passwordHash = await hashPassword(password, opciones.hashCost);
  const cuenta = await withSystemScope(db.knex, (trx) => cuentaDemo(trx, opciones.hooks, passwordHash));
  const hoy = opciones.hoy ?? hoyEnMexico();
  for (const { plugin, seeder } of seeders) await seeder.preparar?.(db, log.child({ plugin }));
  const ejecutados: SeederEjecutado[] = [];
  for (const { plugin, seeder } of seeders) {
    const inicio = Date.now();
    const seederLog = log.child({ plugin });
    try {
      const agregados = await withTenant(db.knex, cuenta.agenteId, (trx) => seeder.sembrar({ trx, agenteId: cuenta.agenteId, usuarioId: cuenta.usuarioId, hoy, log: seederLog }));
      ejecutados.push({ plugin, agregados, ms: Date.now() - inicio });
      seederLog.info('datos de demostración', { agregados, ms: Date.now() - inicio });
    } catch (err) {
      // Demo data must never keep Cartera from starting: report it and go on with the next plugin.
      ejecutados.push({ plugin, agregados: {}, ms: Date.now() - inicio, error: err instanceof Error ? err.message : String(err) });
      seederLog.error('los datos de demostración fallaron', { err });
    }
  }
  return { correo: DEMO_CORREO, password, creada: cuenta.creada, seeders: ejecutados };
}

/** What the run added or could not add, in Spanish, for the console of npm start and seed:demo. */
export function resumenDemo(cuenta: CuentaDemo): string[] {
  const agregados = cuenta.seeders.flatMap((s) =>
    Object.entries(s.agregados)
      .filter(([, n]) => n > 0)
      .map(([que, n]) => `${n} ${que}`),
  );
  const fallas = cuenta.seeders.filter((s) => s.error).map((s) => `No se pudieron agregar los datos de demostración de ${s.plugin}: ${s.error}`);
  if (agregados.length) return [`Datos de demostración agregados: ${agregados.join(', ')}.`, ...fallas];
  return fallas.length ? fallas : ['Los datos de demostración ya estaban completos; no se agregó nada.'];
}

/** True when no agent exists yet: a brand-new installation. */
export async function sinAgentes(knex: Knex): Promise<boolean> {
  const n = await withSystemScope(knex, (trx) => Agente.query(trx).resultSize());
  return n === 0;
}
