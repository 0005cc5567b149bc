import type { Knex } from 'knex';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../../../core/server/db/database.ts';
import { withTenant } from '../../../../core/server/db/tenancy.ts';
import type { Logger } from '../../../../core/server/log.ts';
import { crearAzar } from '../../../../core/server/plugins/demo-azar.ts';
import { cargarSepomexSiVacio, monedasDelAgente, razonT, sepomexT, vencimientosDeRamo } from '../../../catalogos/server/index.ts';
import { clienteCelularT, clienteCorreoT, clienteDireccionT, clienteT } from '../../../clientes/server/index.ts';
import { RAMO_IDS, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import { MONEDA_BASE } from '../../../catalogos/shared/monedas.ts';
import type { Vencimientos } from '../../shared/recibos-reglas.ts';
import { agenteClaveT } from '../models/agente-clave.model.ts';
import { polizaAseguradoT } from '../models/poliza-asegurado.model.ts';
import { polizaVehiculoT } from '../models/poliza-vehiculo.model.ts';
import { polizaT } from '../models/poliza.model.ts';
import { reciboT } from '../models/recibo.model.ts';
import { vehiculoCatalogoT } from '../models/vehiculo-catalogo.model.ts';
import { asegurarClaves, clavesPorRamo } from './claves-generadas.ts';
import { clientesGenerados, insertarClientes } from './clientes-generados.ts';
import { mezclaParaPromedio } from './mezcla.ts';
import { ctesDePolizas, type PlanPolizas } from './polizas-lote.ts';
import { sqlDeRecibos } from './recibos-lote.ts';

/**
 * Fills one agent's portfolio with generated clients, agent keys, policies and receipts, fast: the
 * policies, their vehicle or titular and their receipts go in batch by batch with one set-based
 * statement each, inside a transaction bound to the agent (row-level security and the composite
 * references check every row). For benchmarks and trying the screens with a large portfolio.
 */

export interface OpcionesGenerador {
  polizas: number;
  /** Receipts wanted in all; the payment-form mix is chosen so the total comes out close to it. */
  recibos: number;
  clientes: number;
  semilla: number;
  /** 'yyyy-MM-dd'; today in Mexico City unless a test fixes it. */
  hoy?: string;
}

export const OPCIONES_PREDETERMINADAS: OpcionesGenerador = { polizas: 200_000, recibos: 1_000_000, clientes: 20_000, semilla: 1 };

export interface ResultadoGenerador {
  clientes: number;
  claves: number;
  polizas: number;
  recibos: number;
  segundos: number;
}

const LOTE_CLIENTES = 5_000;
/** Multiples of 4, so that no chain of renewals is split between batches. */
const LOTE_POLIZAS = 10_000;
/**
 * The first batch is small and statistics are refreshed after it: triggers that join the new rows
 * with polizas (the summary's, ADR 018) are planned from the statistics, and an empty table's make
 * the planner pick nested loops that turn quadratic on a large batch.
 */
const PRIMER_LOTE = 1_000;

/** The tables a run fills, whose statistics it refreshes. */
const TABLAS = [clienteT, clienteCorreoT, clienteCelularT, clienteDireccionT, agenteClaveT, polizaT, polizaVehiculoT, polizaAseguradoT, reciboT].map((t) => t.nombre);

/** The first rule the options break, or null. */
export function errorDeOpciones(o: OpcionesGenerador): string | null {
  const entero = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (!entero(o.polizas, 1, 5_000_000)) return 'El número de pólizas debe ser un entero de 1 a 5,000,000';
  if (!entero(o.clientes, 1, 1_000_000)) return 'El número de clientes debe ser un entero de 1 a 1,000,000';
  if (!entero(o.recibos, o.polizas, o.polizas * 12)) return 'El número de recibos debe estar entre el de pólizas y 12 veces el de pólizas';
  if (!entero(o.semilla, 0, 1_000_000)) return 'La semilla debe ser un entero de 0 a 1,000,000';
  return null;
}

const miles = (n: number) => n.toLocaleString('es-MX');

async function rango(trx: Knex.Transaction, tabla: { nombre: string; col: { id: string } }): Promise<{ min: number; max: number }> {
  const { rows } = await trx.raw(`select coalesce(min(??), 0)::int as min, coalesce(max(??), 0)::int as max from ??`, [tabla.col.id, tabla.col.id, tabla.nombre]);
  return rows[0];
}

async function vencimientosPorRamo(trx: Knex.Transaction): Promise<Record<RamoId, Vencimientos>> {
  const porRamo: Partial<Record<RamoId, Vencimientos>> = {};
  for (const ramo of RAMO_IDS) porRamo[ramo] = await vencimientosDeRamo(trx, ramo);
  return porRamo as Record<RamoId, Vencimientos>;
}

async function generarClientes(db: Database, agenteId: number, opciones: OpcionesGenerador, avisar: (texto: string) => void): Promise<void> {
  const azar = crearAzar(`generador:clientes:${opciones.semilla}`);
  const { usados, existentes, sepomex } = await withTenant(db.knex, agenteId, async (trx) => {
    const rfcs: string[] = await trx(clienteT.nombre).pluck(clienteT.col.rfc);
    return { usados: new Set(rfcs), existentes: rfcs.length, sepomex: await rango(trx, sepomexT) };
  });
  for (let hechos = 0; hechos < opciones.clientes; hechos += LOTE_CLIENTES) {
    const lote = clientesGenerados(azar, Math.min(LOTE_CLIENTES, opciones.clientes - hechos), existentes + hechos + 1, usados);
    await withTenant(db.knex, agenteId, (trx) => insertarClientes(trx, agenteId, lote, sepomex));
    avisar(`Clientes: ${miles(hechos + lote.length)} de ${miles(opciones.clientes)}`);
  }
}

/** What every batch of policies shares: the agent's clients, keys, currencies and due-date offsets. */
async function planDePolizas(
  db: Database,
  agente: { agenteId: number; usuarioId: number },
  opciones: OpcionesGenerador,
  hoy: string,
): Promise<PlanPolizas & { clavesNuevas: number }> {
  return withTenant(db.knex, agente.agenteId, async (trx) => {
    const clavesNuevas = await asegurarClaves(trx, agente.agenteId, crearAzar(`generador:claves:${opciones.semilla}`));
    const claves = await clavesPorRamo(trx);
    const sinClave = RAMO_IDS.filter((r) => !claves.some((k) => k.ramo === r));
    if (sinClave.length) throw new Error(`El agente no tiene claves de agente para los ramos ${sinClave.join(', ')}`);
    const c = clienteT.col;
    const clientes: { id: number; fiscal: string }[] = await trx(clienteT.nombre).where(c.status, 'activo').orderBy(c.id).select(`${c.id} as id`, `${c.fiscal} as fiscal`);
    const { rows } = await trx.raw(`select pg_get_serial_sequence(?, ?) as secuencia`, [polizaT.nombre, polizaT.col.id]);
    return {
      ...agente,
      clavesNuevas,
      semilla: opciones.semilla,
      hoy,
      clientes: clientes.map((c) => c.id),
      fisicas: clientes.filter((c) => c.fiscal === 'fisica').map((c) => c.id),
      claves,
      mezcla: mezclaParaPromedio(opciones.recibos / opciones.polizas),
      vencimientos: await vencimientosPorRamo(trx),
      monedasExtra: (await monedasDelAgente(trx, agente.agenteId)).map((m) => m.monedaId).filter((id) => id !== MONEDA_BASE.id),
      razones: await trx(razonT.nombre).where(razonT.col.tipo, 0).orderBy(razonT.col.id).pluck(razonT.col.id),
      vehiculos: await rango(trx, vehiculoCatalogoT),
      secuencia: rows[0].secuencia,
    };
  });
}

/** ANALYZE needs the tables' owner. */
function analizar(db: Database): Promise<unknown> {
  return db.withOwner((owner) => owner.raw(`analyze ${TABLAS.join(', ')}`));
}

/** One batch of policies [desde, hasta) with everything that hangs from them; the receipts it added. */
async function loteDePolizas(db: Database, plan: PlanPolizas, desde: number, hasta: number): Promise<number> {
  const polizas = ctesDePolizas(plan, desde, hasta);
  const sql = `with ${polizas.sql}, ${sqlDeRecibos(plan)} select count(*)::int as recibos from ins_recibos`;
  const { rows } = await withTenant(db.knex, plan.agenteId, (trx) => trx.raw(sql, polizas.bindings as Knex.RawBinding[]));
  return rows[0].recibos;
}

export async function generarCartera(
  db: Database,
  log: Logger,
  agente: { agenteId: number; usuarioId: number },
  opciones: OpcionesGenerador,
  avisar: (texto: string) => void,
): Promise<ResultadoGenerador> {
  const error = errorDeOpciones(opciones);
  if (error) throw new RangeError(error);
  const inicio = performance.now();
  const transcurrido = () => `${((performance.now() - inicio) / 1000).toFixed(1)} s`;
  // Addresses come from SEPOMEX, which the CLI path has not loaded when no server ever started.
  await cargarSepomexSiVacio(db, log);
  await generarClientes(db, agente.agenteId, opciones, (texto) => avisar(`${texto} (${transcurrido()})`));
  const plan = await planDePolizas(db, agente, opciones, opciones.hoy ?? hoyEnMexico());
  let recibos = 0;
  for (let desde = 0, hasta = 0; desde < opciones.polizas; desde = hasta) {
    hasta = Math.min(opciones.polizas, desde === 0 ? PRIMER_LOTE : desde + LOTE_POLIZAS);
    recibos += await loteDePolizas(db, plan, desde, hasta);
    avisar(`Pólizas: ${miles(hasta)} de ${miles(opciones.polizas)}, recibos: ${miles(recibos)} (${transcurrido()})`);
    if (desde === 0) await analizar(db);
  }
  // Fresh statistics, or the planner guesses the new rows' shape from a much smaller table.
  await analizar(db);
  avisar(`Estadísticas actualizadas (${transcurrido()})`);
  return { clientes: opciones.clientes, claves: plan.clavesNuevas, polizas: opciones.polizas, recibos, segundos: (performance.now() - inicio) / 1000 };
}
