import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';
import { DUENO_PROSPECTO, type Prospecto as ProspectoApi, type ProspectoDatos } from '../../shared/prospectos.ts';
import { Oportunidad, oportunidadT } from '../models/oportunidad.model.ts';
import { Prospecto, prospectoT } from '../models/prospecto.model.ts';

/** The agent's prospects under row-level security. Every function takes the request's transaction. */

const col = prospectoT.col;

/** The entidad under which this plugin registers its prospects as crm owners (server/index.ts). */
export const ENTIDAD_PROSPECTOS = DUENO_PROSPECTO.entidad;

/** For crm: whether the id names a prospect of the transaction's agent. */
export async function prospectoExiste(trx: Knex.Transaction, id: number): Promise<boolean> {
  return Boolean(await Prospecto.query(trx).findById(id).select(col.id));
}

export async function prospectoPorId(trx: Knex.Transaction, id: number): Promise<ProspectoApi> {
  const p = await Prospecto.query(trx).findById(id);
  if (!p) throw notFound(M.noExiste);
  const { fiscal, nombres, apPat, apMat, fecNacimiento, sexo, edoCivil, telefono, email, fecRegistro, status, esRobot, clienteId } = p;
  return { id, fiscal, nombres, apPat, apMat, fecNacimiento, sexo, edoCivil, telefono, email, fecRegistro, status, esRobot, clienteId };
}

/** Edit and delete only while activo (spec 03 §4): the prospect, locked for the rest of the request. */
export async function prospectoActivo(trx: Knex.Transaction, id: number, mensaje: string): Promise<Prospecto> {
  const p = await Prospecto.query(trx).findById(id).forUpdate();
  if (!p) throw notFound(M.noExiste);
  if (p.status !== 'activo') throw badRequest(mensaje);
  return p;
}

/** The columns the payload sets; the user saving it completes whatever an automatic process left. */
const campos = (d: ProspectoDatos) => ({
  fiscal: d.fiscal,
  nombres: d.nombres,
  apPat: d.apPat ?? null,
  apMat: d.apMat ?? null,
  fecNacimiento: d.fecNacimiento ?? null,
  sexo: d.sexo ?? null,
  edoCivil: d.edoCivil ?? null,
  fecRegistro: d.fecRegistro ?? null,
  telefono: d.telefono ?? null,
  email: d.email ?? null,
  esRobot: false,
});

/** Creates the prospect, or updates it when datos.id is set; returns its id. */
export async function guardarProspecto(trx: Knex.Transaction, agenteId: number, datos: ProspectoDatos): Promise<number> {
  if (datos.id) {
    await prospectoActivo(trx, datos.id, M.noActivoNoSeEdita);
    await Prospecto.query(trx)
      .findById(datos.id)
      .patch({ ...campos(datos), updatedAt: trx.fn.now() });
    return datos.id;
  }
  const { id } = await Prospecto.query(trx).insert({ ...campos(datos), agenteId });
  return id;
}

/** DELETE /prospectos/{id}: only an activo prospect with no card on the board; the route asks crm to remove its log. */
export async function eliminarProspecto(trx: Knex.Transaction, id: number): Promise<void> {
  await prospectoActivo(trx, id, M.noActivoNoSeElimina);
  const cards = await Oportunidad.query(trx).where(oportunidadT.col.prospectoId, id).resultSize();
  if (cards > 0) throw badRequest(M.conOportunidades(cards));
  await Prospecto.query(trx).deleteById(id);
}
