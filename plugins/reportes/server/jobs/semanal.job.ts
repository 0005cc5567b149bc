import type { Knex } from 'knex';
import type { SuscripcionesHooks } from '../../../../core/server/auth/hooks.ts';
import type { Database } from '../../../../core/server/db/database.ts';
import { withSystemScope, withTenant } from '../../../../core/server/db/tenancy.ts';
import type { Logger } from '../../../../core/server/log.ts';
import type { Mailer } from '../../../../core/server/mail/mailer.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { lunesDe } from '../../shared/agenda.ts';
import { semanalAjusteT } from '../models/semanal-ajuste.model.ts';
import { semanalEnvioT } from '../models/semanal-envio.model.ts';
import { destinatario } from '../services/semanal-ajuste.service.ts';
import { correoSemanal } from '../services/semanal-correo.ts';
import { reporteSemanal } from '../services/semanal.service.ts';

/** Every Monday at 08:00, Mexico City time. */
export const HORARIO_SEMANAL = '0 8 * * 1';

/** What the Monday job works with; the tests build the same from a test server. */
export interface DependenciasSemanal {
  db: Database;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  /** The subscriptions owner's hooks: an agent whose subscription ended gets no report. */
  suscripciones: SuscripcionesHooks | null;
}

export interface EnvioSemanal {
  semana: string;
  enviados: number[];
}

/**
 * One agent's report of the week starting `semana`, in the agent's transaction: the claim row
 * (agent, week) is inserted first among the writes, so a second instance running the same schedule
 * waits on the key and then finds it taken; the mail is queued in the outbox in the same
 * transaction and delivered by the caller after commit. Null when there is nothing to send.
 */
async function prepararEnvio(trx: Knex.Transaction, deps: DependenciasSemanal, agenteId: number, semana: string, hoy: string): Promise<(() => Promise<void>) | null> {
  const destino = await destinatario(trx);
  if (!destino) return null;
  const suscripcion = await deps.suscripciones?.resumen(trx, agenteId);
  if (suscripcion && !suscripcion.vigente) return null;
  const e = semanalEnvioT.col;
  const reservado = await trx(semanalEnvioT.nombre)
    .insert({ [e.agenteId]: agenteId, [e.semana]: semana, [e.correo]: destino.correo })
    .onConflict([e.agenteId, e.semana])
    .ignore()
    .returning(e.agenteId);
  if (reservado.length === 0) return null;
  const reporte = await reporteSemanal(trx, semana, hoy);
  return deps.mailer.enqueue(trx, correoSemanal(reporte, { ...destino, agenteId }, deps.publicUrl));
}

/**
 * Sends the weekly report of the week of `ahora` to every agent who turned it on and has not got it
 * yet (docs/adr/027-semanal-y-calendario.md). Safe to run from any number of instances at once:
 * each (agent, week) is claimed in the database before its mail is queued. One agent's failure is
 * logged and does not stop the others. Answers the week and the agents mailed by this call.
 */
export async function enviarReportesSemanales(deps: DependenciasSemanal, ahora = new Date()): Promise<EnvioSemanal> {
  const hoy = hoyEnMexico(ahora);
  const semana = lunesDe(hoy);
  const a = semanalAjusteT.col;
  // System scope only to find who asked for it; each report is built under its agent.
  const agentes: number[] = await withSystemScope(deps.db.knex, (trx) => trx(semanalAjusteT.nombre).where(a.activo, true).orderBy(a.agenteId).pluck(a.agenteId));
  const enviados: number[] = [];
  for (const agenteId of agentes) {
    try {
      const entregar = await withTenant(deps.db.knex, agenteId, (trx) => prepararEnvio(trx, deps, agenteId, semana, hoy));
      if (!entregar) continue;
      await entregar();
      enviados.push(agenteId);
    } catch (err) {
      deps.log.error('no se pudo enviar el reporte semanal', { agenteId, semana, error: err as Error });
    }
  }
  return { semana, enviados };
}
