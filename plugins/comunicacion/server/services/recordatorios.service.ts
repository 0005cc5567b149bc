import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { MENSAJES_RECORDATORIOS as M, RECORDATORIO, type Recordatorio, type RecordatorioDatos, type RecordatorioPrevisto } from '../../shared/recordatorios.ts';
import { RecordatorioEnvio, recordatorioEnvioT } from '../models/recordatorio-envio.model.ts';
import { RecordatorioRegla, recordatorioReglaT } from '../models/recordatorio-regla.model.ts';
import { candidatosDe } from './recordatorio-candidatos.service.ts';
import { modeloPorId } from './modelos.service.ts';
import { traducirModelo } from './traduccion.service.ts';

/** The agent's reminder rules under row-level security; every function takes the request's transaction. */

const aApi = (r: RecordatorioRegla): Recordatorio => ({ id: r.id, tipo: r.tipo, dias: r.dias, correoModeloId: r.correoModeloId, activo: r.activo });

export async function recordatoriosDelAgente(trx: Knex.Transaction): Promise<Recordatorio[]> {
  return (await RecordatorioRegla.query(trx).orderBy([recordatorioReglaT.col.tipo, recordatorioReglaT.col.dias])).map(aApi);
}

/** The template must exist (a 404 otherwise) and be of the rule's event; a rule's (type, days) is unique. */
async function revisar(trx: Knex.Transaction, datos: RecordatorioDatos, id: number | null): Promise<void> {
  const modelo = await modeloPorId(trx, datos.correoModeloId);
  if (modelo.correoEventoId !== RECORDATORIO[datos.tipo].eventoId) throw badRequest(M.modeloDeOtroEvento);
  const c = recordatorioReglaT.col;
  const igual = RecordatorioRegla.query(trx).where(c.tipo, datos.tipo).where(c.dias, datos.dias);
  if (id !== null) igual.whereNot(c.id, id);
  if (await igual.first()) throw badRequest(M.repetido);
}

export async function crearRecordatorio(trx: Knex.Transaction, agenteId: number, datos: RecordatorioDatos): Promise<number> {
  await revisar(trx, datos, null);
  return (await RecordatorioRegla.query(trx).insert({ agenteId, ...datos })).id;
}

export async function actualizarRecordatorio(trx: Knex.Transaction, id: number, datos: RecordatorioDatos): Promise<void> {
  if (!(await RecordatorioRegla.query(trx).findById(id))) throw notFound(M.noExiste);
  await revisar(trx, datos, id);
  await RecordatorioRegla.query(trx).findById(id).patch(datos);
}

export async function eliminarRecordatorio(trx: Knex.Transaction, id: number): Promise<void> {
  if ((await RecordatorioRegla.query(trx).deleteById(id)) === 0) throw notFound(M.noExiste);
}

/** Whether the rule already claimed this object (its reminder was sent or is being sent). */
async function reclamado(trx: Knex.Transaction, reglaId: number, clave: string): Promise<boolean> {
  const e = recordatorioEnvioT.col;
  return Boolean(await RecordatorioEnvio.query(trx).where(e.reglaId, reglaId).where(e.clave, clave).first());
}

/** What a run on `dia` would send: each active rule's objects not yet claimed, rendered. */
export async function previstos(trx: Knex.Transaction, dia: string): Promise<RecordatorioPrevisto[]> {
  const reglas = await RecordatorioRegla.query(trx).where(recordatorioReglaT.col.activo, true).orderBy(recordatorioReglaT.col.id);
  const lista: RecordatorioPrevisto[] = [];
  for (const regla of reglas) {
    const modelo = await modeloPorId(trx, regla.correoModeloId);
    for (const c of await candidatosDe(trx, regla.tipo, regla.dias, dia)) {
      if (await reclamado(trx, regla.id, c.clave)) continue;
      const t = await traducirModelo(trx, modelo, c.objetoId);
      if (t) lista.push({ reglaId: regla.id, objeto: c.objeto, objetoId: c.objetoId, para: t.cuentaTo, asunto: t.asunto });
    }
  }
  return lista;
}
