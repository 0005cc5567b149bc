import os from 'node:os';
import cron from 'node-cron';
import type { Knex } from 'knex';
import { TIME_ZONE, hoyEnMexico } from '../../shared/fechas.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../log.ts';
import { trabajoEjecucionT } from '../models/trabajo-ejecucion.model.ts';

/** A nightly job: its name, its Mexico City time, and the work (which must tolerate a rerun after a crash). */
export interface Trabajo {
  nombre: string;
  hora: number;
  minuto: number;
  correr(): Promise<void>;
}

/** This process, as the claim records it. */
export const INSTANCIA = `${os.hostname()}:${process.pid}`;

const dosDigitos = (n: number) => String(n).padStart(2, '0');

/**
 * The latest occurrence at or before `ahora` of a job due daily at hora:minuto, Mexico City time, as
 * 'yyyy-MM-dd HH:mm': the key every instance computes alike for the same run.
 */
export function ultimaOcurrencia(hora: number, minuto: number, ahora = new Date()): string {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ahora).split(':').map(Number);
  const yaPaso = h * 60 + m >= hora * 60 + minuto;
  const dia = hoyEnMexico(yaPaso ? ahora : new Date(ahora.getTime() - 24 * 60 * 60 * 1000));
  return `${dia} ${dosDigitos(hora)}:${dosDigitos(minuto)}`;
}

/** Claims one occurrence of a job: true for the one instance whose row went in, false for the rest. */
export async function reclamarOcurrencia(knex: Knex, trabajo: string, ocurrencia: string, instancia = INSTANCIA): Promise<boolean> {
  const { nombre, col } = trabajoEjecucionT;
  const filas = await knex(nombre)
    .insert({ [col.trabajo]: trabajo, [col.ocurrencia]: ocurrencia, [col.instancia]: instancia })
    .onConflict([col.trabajo, col.ocurrencia])
    .ignore()
    .returning(col.trabajo);
  return filas.length === 1;
}

async function terminarOcurrencia(knex: Knex, trabajo: string, ocurrencia: string): Promise<void> {
  const { nombre, col } = trabajoEjecucionT;
  await knex(nombre)
    .where({ [col.trabajo]: trabajo, [col.ocurrencia]: ocurrencia })
    .update({ [col.terminadoAt]: knex.fn.now() });
}

/**
 * Runs a job on its daily schedule and once at start for an occurrence no instance has run yet (the
 * server was down at the time, or this is a new installation). However many instances share the
 * database, each occurrence runs once: the first to claim it. `detener` stops the schedule and waits
 * for a run in progress, so the database is not closed under it.
 */
export function programarTrabajo(db: Database, log: Logger, trabajo: Trabajo): { detener(): Promise<void> } {
  let enCurso: Promise<void> = Promise.resolve();
  const ejecutar = async () => {
    const ocurrencia = ultimaOcurrencia(trabajo.hora, trabajo.minuto);
    if (!(await reclamarOcurrencia(db.knex, trabajo.nombre, ocurrencia))) return;
    await trabajo.correr();
    await terminarOcurrencia(db.knex, trabajo.nombre, ocurrencia);
  };
  const correr = () => {
    enCurso = ejecutar().catch((err: unknown) => log.error('un trabajo programado falló', { trabajo: trabajo.nombre, error: err as Error }));
  };
  correr();
  const tarea = cron.schedule(`${trabajo.minuto} ${trabajo.hora} * * *`, correr, { timezone: TIME_ZONE });
  return {
    async detener() {
      await tarea.stop();
      await enCurso;
    },
  };
}
