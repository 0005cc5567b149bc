import type { Knex } from 'knex';
import { DIAS_HABILES_BAJA, type EstadoBaja } from '../../shared/auth/baja.ts';
import { sumarDiasHabiles } from '../../shared/fechas-habiles.ts';
import { hoyEnMexico } from '../../shared/fechas.ts';
import type { Database } from '../db/database.ts';
import { withSystemScope } from '../db/tenancy.ts';
import { almacenDe, type ConfigAlmacen } from '../storage/almacen.ts';
import { prefijoDelAgente } from '../storage/storage.service.ts';
import { tablasDelAgente } from './tablas-del-agente.ts';

/** The pending cancellation of the caller's agent (trx bound to it), or null. */
export async function estadoBaja(trx: Knex.Transaction, agenteId: number): Promise<EstadoBaja | null> {
  const fila = await trx('agentes').where({ id: agenteId }).first('baja_el', 'baja_solicitada_at');
  if (!fila?.baja_el) return null;
  return { bajaEl: fila.baja_el, solicitadaAt: new Date(fila.baja_solicitada_at).toISOString() };
}

/** Schedules the deletion DIAS_HABILES_BAJA business days after today (Mexico City). */
export async function solicitarBaja(trx: Knex.Transaction, agenteId: number, ahora = new Date()): Promise<EstadoBaja> {
  const bajaEl = sumarDiasHabiles(hoyEnMexico(ahora), DIAS_HABILES_BAJA);
  await trx('agentes').where({ id: agenteId }).update({ baja_el: bajaEl, baja_solicitada_at: ahora });
  return { bajaEl, solicitadaAt: ahora.toISOString() };
}

export async function deshacerBaja(trx: Knex.Transaction, agenteId: number): Promise<void> {
  await trx('agentes').where({ id: agenteId }).update({ baja_el: null, baja_solicitada_at: null });
}

export interface CuentaEliminada {
  agenteId: number;
  /** Rows deleted per table (only tables that had any), and stored files removed. */
  filas: Record<string, number>;
  archivos: boolean;
}

/**
 * Deletes every agent whose deletion date has come: the rows of every tenant table, its users and
 * sessions, then its stored files (its folder under DATA_DIR/storage, or its objects in S3). One transaction per agent, as the owner in
 * system scope (the app role may delete neither agents nor other agents' rows).
 */
export async function eliminarCuentasVencidas(db: Database, config: ConfigAlmacen, hoy = hoyEnMexico()): Promise<CuentaEliminada[]> {
  const almacen = almacenDe(config);
  const vencidas: number[] = await db.withOwner((owner) => withSystemScope(owner, (trx) => trx('agentes').where('baja_el', '<=', hoy).orderBy('id').pluck('id')));
  const eliminadas: CuentaEliminada[] = [];
  for (const agenteId of vencidas) {
    const filas = await db.withOwner((owner) => withSystemScope(owner, (trx) => eliminarFilas(trx, agenteId, hoy)));
    if (!filas) continue;
    // After the commit: a failed transaction keeps the files its rows point to.
    const archivos = await almacen.vaciar(prefijoDelAgente(agenteId));
    eliminadas.push({ agenteId, filas, archivos });
  }
  return eliminadas;
}

async function eliminarFilas(trx: Knex.Transaction, agenteId: number, hoy: string): Promise<Record<string, number> | null> {
  // Re-read under a row lock: the owner may have undone the cancellation meanwhile, or another instance done the work.
  const agente = await trx('agentes').where({ id: agenteId }).where('baja_el', '<=', hoy).forUpdate().first('id');
  if (!agente) return null;
  const tablas = await tablasDelAgente(trx);
  const filas: Record<string, number> = {};
  for (const { tabla, columna } of tablas) {
    const [{ n }] = await trx(tabla).where(columna, agenteId).count({ n: '*' });
    if (Number(n) > 0) filas[tabla] = Number(n);
  }
  // Tables without a cascading reference to agentes first (set null or none), then the agent: the cascade does the rest.
  for (const { tabla } of tablas.filter((t) => !t.enCascada && t.tabla !== 'agentes')) await trx(tabla).where('agente_id', agenteId).delete();
  await trx('agentes').where({ id: agenteId }).delete();
  return filas;
}
