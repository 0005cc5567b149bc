import type { Knex } from 'knex';
import type { Database } from '../../../../core/server/db/database.ts';
import { withSystemScope, withTenant } from '../../../../core/server/db/tenancy.ts';
import type { Logger } from '../../../../core/server/log.ts';
import type { Mailer } from '../../../../core/server/mail/mailer.ts';
import { Usuario, usuarioT } from '../../../../core/server/models/index.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { crearRegistro } from '../../../crm/server/index.ts';
import { ENTIDAD_DE_OBJETO } from '../../shared/eventos.ts';
import { MENSAJES_COMUNICACION } from '../../shared/mensajes.ts';
import { MENSAJES_RECORDATORIOS as M } from '../../shared/recordatorios.ts';
import { RecordatorioEnvio, recordatorioEnvioT } from '../models/recordatorio-envio.model.ts';
import { RecordatorioRegla, recordatorioReglaT } from '../models/recordatorio-regla.model.ts';
import { candidatosDe, type Candidato } from '../services/recordatorio-candidatos.service.ts';
import { modeloPorId } from '../services/modelos.service.ts';
import { textoPlano, traducirModelo } from '../services/traduccion.service.ts';

/** Every day at 08:00, Mexico City time. */
export const HORARIO_RECORDATORIOS = '0 8 * * *';

export interface DependenciasRecordatorios {
  db: Database;
  mailer: Mailer;
  log: Logger;
}

type Entrega = () => Promise<void>;

/**
 * Claims (rule, object) first among the writes: a second instance running the same schedule waits
 * on the key and then finds it taken. The mail is queued in the same transaction and the log
 * written; an object without an e-mail is claimed and skipped.
 */
async function recordar(
  trx: Knex.Transaction,
  deps: DependenciasRecordatorios,
  escritor: { agenteId: number; usuarioId: number },
  regla: RecordatorioRegla,
  c: Candidato,
  dia: string,
): Promise<Entrega | null> {
  const e = recordatorioEnvioT.col;
  const reservado = await trx(recordatorioEnvioT.nombre)
    .insert({ [e.agenteId]: escritor.agenteId, [e.reglaId]: regla.id, [e.clave]: c.clave, [e.fecha]: dia })
    .onConflict([e.agenteId, e.reglaId, e.clave])
    .ignore()
    .returning(e.id);
  if (reservado.length === 0) return null;
  const t = await traducirModelo(trx, await modeloPorId(trx, regla.correoModeloId), c.objetoId);
  if (!t?.cuentaTo) return null;
  await RecordatorioEnvio.query(trx).findById(reservado[0].id).patch({ correo: t.cuentaTo });
  const texto = textoPlano(t.cuerpoHTML);
  const entrega = await deps.mailer.enqueue(trx, { agenteId: escritor.agenteId, para: t.cuentaTo, asunto: t.asunto, texto, html: t.cuerpoHTML });
  const detalle = `${MENSAJES_COMUNICACION.bitacoraCorreo([t.cuentaTo], [], [], 0)}\n\n${texto}`.slice(0, 5000);
  await crearRegistro(trx, escritor, {
    entidad: ENTIDAD_DE_OBJETO[c.objeto],
    duenoId: c.objetoId,
    asunto: M.asuntoBitacora(t.asunto).slice(0, 200),
    tipo: 'correo',
    textos: [{ tipo: 'correo', texto: detalle, adjunto: null }],
  });
  return entrega;
}

/** One agent's run, in the agent's transaction; answers the deliveries to make after commit. */
async function recordarDelAgente(trx: Knex.Transaction, deps: DependenciasRecordatorios, agenteId: number, dia: string): Promise<Entrega[]> {
  const principal = await Usuario.query(trx).where(usuarioT.col.principal, true).select(usuarioT.col.id).first();
  if (!principal) return [];
  const escritor = { agenteId, usuarioId: principal.id };
  const reglas = await RecordatorioRegla.query(trx).where(recordatorioReglaT.col.activo, true).orderBy(recordatorioReglaT.col.id);
  const entregas: Entrega[] = [];
  for (const regla of reglas) {
    for (const c of await candidatosDe(trx, regla.tipo, regla.dias, dia)) {
      const entrega = await recordar(trx, deps, escritor, regla, c, dia);
      if (entrega) entregas.push(entrega);
    }
  }
  return entregas;
}

/**
 * Sends the reminders of `ahora`'s day (Mexico City) of every agent with an active rule. Safe to run
 * from any number of instances at once. One agent's failure is logged and does not stop the others.
 * Answers how many mails were queued.
 */
export async function enviarRecordatorios(deps: DependenciasRecordatorios, ahora = new Date()): Promise<number> {
  const dia = hoyEnMexico(ahora);
  const r = recordatorioReglaT.col;
  // System scope only to find who turned a rule on; each run is under its agent.
  const agentes: number[] = await withSystemScope(deps.db.knex, (trx) =>
    trx(recordatorioReglaT.nombre).where(r.activo, true).distinct(r.agenteId).orderBy(r.agenteId).pluck(r.agenteId),
  );
  let enviados = 0;
  for (const agenteId of agentes) {
    try {
      const entregas = await withTenant(deps.db.knex, agenteId, (trx) => recordarDelAgente(trx, deps, agenteId, dia));
      for (const entregar of entregas) await entregar();
      enviados += entregas.length;
    } catch (err) {
      deps.log.error('no se pudieron enviar los recordatorios', { agenteId, dia, error: err as Error });
    }
  }
  return enviados;
}
