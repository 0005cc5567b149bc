import { openDatabase, type Database } from '../../../core/server/db/database.ts';
import { withSystemScope, withTenant } from '../../../core/server/db/tenancy.ts';
import { crearAgente } from '../../../core/server/auth/agentes.ts';
import { suscripcionesHooks } from '../../../core/server/auth/hooks.ts';
import { hashPassword } from '../../../core/server/auth/passwords.ts';
import { usuarioPorCorreo } from '../../../core/server/auth/usuario-record.ts';
import type { ServiceLookup } from '../../../core/server/plugins/services.ts';
import { openMigratedDatabase } from '../../helpers/db.ts';

/**
 * Where a benchmark with a large portfolio runs:
 * - no DATABASE_URL: PGlite in memory (one connection: concurrency figures only show queueing);
 * - DATABASE_URL and BENCH_REUSE=1: that very database, kept afterwards, so the next run can reuse
 *   the generated portfolio instead of building it again;
 * - DATABASE_URL alone: a scratch database created next to it and dropped at the end.
 */
export interface BaseDeBench {
  db: Database;
  /** True when the data stays for the next run (BENCH_REUSE=1). */
  reutilizable: boolean;
  cerrar(): Promise<void>;
}

export async function baseDeBench(): Promise<BaseDeBench> {
  const url = process.env.DATABASE_URL;
  if (!url || process.env.BENCH_REUSE === '1') {
    const db = await openMigratedDatabase(url);
    return { db, reutilizable: Boolean(url), cerrar: () => db.close() };
  }
  const nombre = `cartera_bench_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ databaseUrl: url, poolMax: 1 });
  await admin.withOwner((k) => k.raw(`create database ${nombre}`));
  const scratch = new URL(url);
  scratch.pathname = `/${nombre}`;
  const db = await openMigratedDatabase(scratch.toString());
  return {
    db,
    reutilizable: false,
    async cerrar() {
      await db.close();
      await admin.withOwner((k) => k.raw(`drop database if exists ${nombre} with (force)`));
      await admin.close();
    },
  };
}

export interface AgenteDeBench {
  agenteId: number;
  usuarioId: number;
  /** Policies the agent already has (a reused portfolio). */
  polizas: number;
}

/** The benchmark's agent, created active (with its trial, so it has every permission) when missing. */
export async function agenteDeBench(db: Database, services: ServiceLookup, correo: string, password: string): Promise<AgenteDeBench> {
  const existente = await withSystemScope(db.knex, (trx) => usuarioPorCorreo(trx, correo));
  const ids = existente
    ? { agenteId: existente.agenteId, usuarioId: existente.id }
    : await withSystemScope(db.knex, async (trx) =>
        crearAgente(trx, suscripcionesHooks(services), { correo, nombre: 'Agente', apPaterno: 'De Pruebas', apMaterno: null, cedula: null }, await hashPassword(password, 12)),
      );
  const polizas = await withTenant(db.knex, ids.agenteId, async (trx) => Number((await trx('polizas').count({ n: '*' }))[0].n));
  return { ...ids, polizas };
}
