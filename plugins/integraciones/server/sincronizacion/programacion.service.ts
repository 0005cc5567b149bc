import type { Knex } from 'knex';
import { withSystemScope } from '../../../../core/server/db/tenancy.ts';
import { aseguradoraT } from '../../../catalogos/server/index.ts';
import { planItemT, suscripcionT } from '../../../cuentas/server/index.ts';
import { agenteClaveT } from '../../../polizas/server/index.ts';
import { MENSAJES_SINCRONIZACION as M } from '../../shared/mensajes.ts';
import { rpaLogDetalleT } from '../models/rpa-log-detalle.model.ts';
import { rpaLogT } from '../models/rpa-log.model.ts';
import { rpaProgramacionT } from '../models/rpa-programacion.model.ts';
import { sincronizarClave, type AlAvanzar, type DependenciasSincronizacion, type ResultadoDeSincronizacion } from './sincronizacion.service.ts';

/**
 * When each key syncs (spec 02 §11): polizas sets a key's first run 15 minutes after its portal
 * credentials are saved (agente_claves.proxima_sincronizacion); this plugin's rpa_programaciones
 * takes that as its base and, after each run, sets the next one the plan's Frecuencia days later.
 * A run is claimed by a conditional update of the key's row under `for update skip locked`, so two
 * instances never run one key at once; a claim older than MINUTOS_ABANDONO is a run that died: its
 * log is marked failed and the key, still due, runs again.
 */

export const MINUTOS_ABANDONO = 60;
/** Days between runs when the agent has no plan with a Frecuencia item. */
export const DIAS_SIN_PLAN = 7;

const p = rpaProgramacionT.col;
const k = agenteClaveT.de('k');
const a = aseguradoraT.de('a');

/** The keys that sync in this instance: sync on, portal credentials saved, and a configured connector for their insurer. */
function sincronizables(trx: Knex.Transaction, abreviaciones: readonly string[]): Knex.QueryBuilder {
  return trx(`${agenteClaveT.nombre} as k`)
    .join(`${aseguradoraT.nombre} as a`, a.id, k.aseguradoraId)
    .where(k.sincronizacion, true)
    .whereNotNull(k.portalClave)
    .whereNotNull(k.portalPasswordCifrado)
    .whereNotNull(k.proximaSincronizacion)
    .whereRaw(`upper(??) in (${abreviaciones.map(() => '?').join(', ')})`, [a.abreviacion, ...abreviaciones]);
}

/** Follows the keys: a key whose credentials were saved again (a new base) starts over from its first run. */
async function seguirClaves(trx: Knex.Transaction, abreviaciones: readonly string[]): Promise<void> {
  const claves = sincronizables(trx, abreviaciones).select(k.agenteId, k.id, k.proximaSincronizacion, k.proximaSincronizacion);
  await trx.raw(`insert into ?? (??, ??, ??, ??) ? on conflict (??, ??) do update set ?? = excluded.??, ?? = excluded.?? where ??.?? is distinct from excluded.??`, [
    rpaProgramacionT.nombre,
    p.agenteId,
    p.claveId,
    p.base,
    p.proxima,
    claves,
    p.agenteId,
    p.claveId,
    p.base,
    p.base,
    p.proxima,
    p.base,
    rpaProgramacionT.nombre,
    p.base,
    p.base,
  ]);
}

/** Runs that died: their logs are closed as failed and their claims released. */
async function liberarAbandonadas(trx: Knex.Transaction, ahora: Date): Promise<void> {
  const limite = new Date(ahora.getTime() - MINUTOS_ABANDONO * 60_000);
  const l = rpaLogT.col;
  const d = rpaLogDetalleT.col;
  const muertas = trx(rpaLogT.nombre).where(l.status, 'en_curso').where(l.inicio, '<', limite).select(l.id);
  await trx(rpaLogDetalleT.nombre)
    .whereIn(d.logId, muertas)
    .where(d.status, 'pendiente')
    .update({ [d.status]: 'error', [d.resultado]: M.interrumpida });
  await trx(rpaLogT.nombre)
    .where(l.status, 'en_curso')
    .where(l.inicio, '<', limite)
    .update({ [l.status]: 'error', [l.fin]: ahora, [l.mensaje]: M.interrumpida });
  await trx(rpaProgramacionT.nombre)
    .where(p.enCursoDesde, '<', limite)
    .update({ [p.enCursoDesde]: null });
}

/** Claims one due key that still syncs here; null when none is left. */
async function reclamar(trx: Knex.Transaction, abreviaciones: readonly string[], ahora: Date): Promise<{ agenteId: number; claveId: number } | null> {
  const due = trx(rpaProgramacionT.nombre)
    .where(p.proxima, '<=', ahora)
    .whereNull(p.enCursoDesde)
    .whereIn(p.claveId, sincronizables(trx, abreviaciones).select(k.id))
    .orderBy(p.proxima)
    .limit(1)
    .forUpdate()
    .skipLocked()
    .select(p.id);
  const [fila] = await trx(rpaProgramacionT.nombre)
    .whereIn(p.id, due)
    .update({ [p.enCursoDesde]: ahora })
    .returning([p.agenteId, p.claveId]);
  return fila ? { agenteId: fila[p.agenteId], claveId: fila[p.claveId] } : null;
}

async function frecuenciaDias(trx: Knex.Transaction, agenteId: number): Promise<number> {
  const s = suscripcionT.de('s');
  const i = planItemT.de('i');
  const fila = await trx(`${suscripcionT.nombre} as s`)
    .join(`${planItemT.nombre} as i`, i.planId, s.planId)
    .where(s.agenteId, agenteId)
    .where(i.tipo, 'FRECUENCIA')
    .orderBy(s.createdAt, 'desc')
    .select(`${i.cantidad} as cantidad`)
    .first();
  return fila && Number(fila.cantidad) > 0 ? Number(fila.cantidad) : DIAS_SIN_PLAN;
}

/** The run is over: the next one is the plan's Frecuencia days after `ahora`. */
async function reprogramar(trx: Knex.Transaction, claveId: number, agenteId: number, ahora: Date, logId: number): Promise<void> {
  const dias = await frecuenciaDias(trx, agenteId);
  await trx(rpaProgramacionT.nombre)
    .where(p.claveId, claveId)
    .update({ [p.enCursoDesde]: null, [p.logId]: logId, [p.proxima]: new Date(ahora.getTime() + dias * 86_400_000) });
}

/** Every minute: a key's first run is 15 minutes after its credentials are saved, so a minute's delay at most. */
export const HORARIO_SINCRONIZACION = '* * * * *';

/**
 * One tick of the schedule: runs every due key, one at a time, and answers the runs. Safe from any
 * number of instances at once. `ahora` is the clock (tests move it).
 */
export async function sincronizarPendientes(deps: DependenciasSincronizacion, ahora = new Date()): Promise<ResultadoDeSincronizacion[]> {
  const abreviaciones = [...deps.conectores.values()].filter((c) => c.configurado).map((c) => c.abreviacion);
  await withSystemScope(deps.knex, async (trx) => {
    await liberarAbandonadas(trx, ahora);
    if (abreviaciones.length) await seguirClaves(trx, abreviaciones);
  });
  const hechas: ResultadoDeSincronizacion[] = [];
  // An instance without a configured portal leaves the keys to one that has it.
  if (!abreviaciones.length) return hechas;
  for (;;) {
    const clave = await withSystemScope(deps.knex, (trx) => reclamar(trx, abreviaciones, ahora));
    if (!clave) return hechas;
    const r = await sincronizarClave(deps, clave.agenteId, clave.claveId);
    await withSystemScope(deps.knex, (trx) => reprogramar(trx, clave.claveId, clave.agenteId, ahora, r.logId));
    hechas.push(r);
  }
}

/**
 * `cartera sync`: runs one key now, holding its schedule row like a tick does (a key a tick is
 * running is refused); its next scheduled run then counts from now. A key the schedule does not
 * follow yet runs without a row to hold.
 */
export async function sincronizarAhora(deps: DependenciasSincronizacion, agenteId: number, claveId: number, alAvanzar?: AlAvanzar): Promise<ResultadoDeSincronizacion | null> {
  const ahora = new Date();
  const seguida = await withSystemScope(deps.knex, (trx) => trx(rpaProgramacionT.nombre).where(p.claveId, claveId).first(p.id));
  const tomada = await withSystemScope(deps.knex, (trx) =>
    trx(rpaProgramacionT.nombre)
      .where(p.claveId, claveId)
      .whereNull(p.enCursoDesde)
      .update({ [p.enCursoDesde]: ahora }),
  );
  if (seguida && !tomada) return null;
  const r = await sincronizarClave(deps, agenteId, claveId, alAvanzar);
  if (tomada) await withSystemScope(deps.knex, (trx) => reprogramar(trx, claveId, agenteId, new Date(), r.logId));
  return r;
}
