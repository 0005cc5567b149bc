import type { Knex } from 'knex';
import type { DemoContext } from '../../../../core/server/plugins/contract.ts';
import { crearAzar } from '../../../../core/server/plugins/demo-azar.ts';
import { validate } from '../../../../core/shared/validation.ts';
import { validarTextos, type TipoRegistro } from '../../shared/bitacora.ts';
import { tareaNuevaSchema, type TareaDatos } from '../../shared/tareas.ts';
import { Bitacora, bitacoraT } from '../models/bitacora.model.ts';
import { BitacoraTexto, bitacoraTextoT } from '../models/bitacora-texto.model.ts';
import { Tarea, tareaT } from '../models/tarea.model.ts';
import { crearRegistro } from '../services/bitacora.service.ts';
import { crearTarea } from '../services/tareas.service.ts';
import { momento } from './momentos.ts';
import { TAREAS_DEMO } from './tareas-demo.ts';

/**
 * crm keeps no demo data of its own: its tasks and log entries are about the owners' records (clients),
 * which are seeded after crm (plugin dependency order). The owners' demo seeders call these, in the
 * demo agent's transaction (docs/adr/015-datos-demo.md).
 */

/** A wall-clock 'yyyy-MM-dd HH:mm:ss' (Mexico City, the connection's time zone) as a timestamp. */
const marca = (trx: Knex.Transaction, cuando: string) => trx.raw('?::timestamptz', [cuando]);

/** One demo log record: a subject and its entries, the later ones some days after the first. */
export interface RegistroDemo {
  asunto: string;
  textos: readonly { tipo: TipoRegistro; texto: string; diasDespues: number }[];
}

/** Someone a demo task names: the text its description ends with, and the owner's record it belongs to. */
export interface MencionDemo {
  texto: string;
  entidad: string;
  duenoId: number;
}

/**
 * The fifteen demo tasks, validated as POST /tareas validates, then back-dated (a demo whose tasks
 * were all created today looks staged); none when the agent has tasks. The tasks that name someone
 * end their description with one of `menciones` ('Cliente: Ana López.'), dealt out at random, and
 * belong to that record (issue 18: they show on the client's page).
 * Answers how many it added.
 */
export async function sembrarTareasDemo({ trx, agenteId, hoy }: DemoContext, menciones: readonly MencionDemo[]): Promise<number> {
  if (await Tarea.query(trx).select(tareaT.col.id).first()) return 0;
  const repartidas = crearAzar('crm-tareas').barajar([...menciones]);
  for (const t of TAREAS_DEMO) {
    const mencion = t.conMencion ? repartidas.pop() : undefined;
    const r = validate<TareaDatos>(tareaNuevaSchema, {
      nombre: t.nombre,
      descripcion: mencion ? `${t.descripcion} ${mencion.texto}` : t.descripcion,
      vencimiento: t.vence ? momento(hoy, t.vence.dias, t.vence.hora) : null,
      prioridad: t.prioridad,
      tipo: t.tipo,
      status: t.status,
    });
    if (!r.ok) throw new Error(`Tarea de demostración inválida (${t.nombre}): ${r.message}`);
    const id = await crearTarea(trx, agenteId, r.value, mencion ? { entidad: mencion.entidad, id: mencion.duenoId } : null);
    const cierre = t.status === 'cerrada' && r.value.vencimiento ? marca(trx, r.value.vencimiento) : null;
    await Tarea.query(trx)
      .where(tareaT.col.id, id)
      .patch({ createdAt: marca(trx, momento(hoy, -t.creadaHaceDias, '09:15')), fechaCierre: cierre });
  }
  return TAREAS_DEMO.length;
}

/** Whether the agent's log has records of this kind of owner: a demo seeder adds none then. */
export async function hayBitacoraDe(trx: Knex.Transaction, entidad: string): Promise<boolean> {
  return Boolean(await Bitacora.query(trx).where(bitacoraT.col.entidad, entidad).select(bitacoraT.col.id).first());
}

/**
 * A demo log record on an owner, validated as POST /crm validates, signed by the demo's principal
 * user and dated `dias` from the demo's today at `hora` ('HH:mm'); each later entry some days after.
 */
export async function anotarDemo(ctx: DemoContext, dueno: { entidad: string; duenoId: number }, registro: RegistroDemo, cuando: { dias: number; hora: string }): Promise<number> {
  const { trx, agenteId, usuarioId, hoy } = ctx;
  const textos = validarTextos(registro.textos.map(({ tipo, texto }) => ({ tipo, texto, adjunto: null })));
  if (!textos.ok) throw new Error(`Bitácora de demostración inválida (${registro.asunto}): ${textos.message}`);
  const id = await crearRegistro(trx, { agenteId, usuarioId }, { ...dueno, asunto: registro.asunto, tipo: textos.value[0].tipo, textos: textos.value });
  await Bitacora.query(trx)
    .where(bitacoraT.col.id, id)
    .patch({ createdAt: marca(trx, momento(hoy, cuando.dias, cuando.hora)) });
  const entradas = await BitacoraTexto.query(trx).where(bitacoraTextoT.col.bitacoraId, id).orderBy(bitacoraTextoT.col.id).select(bitacoraTextoT.col.id);
  for (const [n, entrada] of entradas.entries()) {
    await BitacoraTexto.query(trx)
      .where(bitacoraTextoT.col.id, entrada.id)
      .patch({ createdAt: marca(trx, momento(hoy, cuando.dias + registro.textos[n].diasDespues, cuando.hora)) });
  }
  return id;
}
