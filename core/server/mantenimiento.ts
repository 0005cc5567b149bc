import type { Knex } from 'knex';
import type { Database } from './db/database.ts';
import { withSystemScope } from './db/tenancy.ts';
import type { Logger } from './log.ts';
import { correoSalienteT, intentoAccesoT, sesionT } from './models/index.ts';
import { programarTrabajo } from './trabajos/trabajos.service.ts';

/** Days the outbox keeps a message: long enough to answer "did the e-mail go out?", no longer. */
export const DIAS_BANDEJA = 30;
/** Days an ended session is kept for the record (who signed in, when it was revoked and why). */
export const DIAS_SESIONES = 90;

export interface Purgado {
  correos: number;
  intentos: number;
  sesiones: number;
}

const haceDias = (knex: Knex, dias: number) => knex.raw(`now() - make_interval(days => ?)`, [dias]);

/** Purges old outbox messages, finished attempt windows and long-ended sessions (issue 12 item 9). */
export async function mantenimiento(db: Database): Promise<Purgado> {
  // As the owner in system scope: the app role may not delete mail, and these rows belong to every agent.
  return db.withOwner((owner) =>
    withSystemScope(owner, async (trx) => {
      const correos = await trx(correoSalienteT.nombre).where(correoSalienteT.col.createdAt, '<', haceDias(trx, DIAS_BANDEJA)).delete();
      const intentos = await trx(intentoAccesoT.nombre).where(intentoAccesoT.col.venceAt, '<=', trx.fn.now()).delete();
      const sesiones = await trx(sesionT.nombre)
        .where((q) => q.where(sesionT.col.expiraAt, '<', haceDias(trx, DIAS_SESIONES)).orWhere(sesionT.col.revocadaAt, '<', haceDias(trx, DIAS_SESIONES)))
        .delete();
      return { correos, intentos, sesiones };
    }),
  );
}

/** Runs the maintenance every night at 03:30 Mexico City time, and at start if that run was missed; once per night however many instances run. */
export function programarMantenimiento(db: Database, log: Logger): { detener(): Promise<void> } {
  return programarTrabajo(db, log, {
    nombre: 'mantenimiento',
    hora: 3,
    minuto: 30,
    correr: async () => log.info('mantenimiento', { ...(await mantenimiento(db)) }),
  });
}
