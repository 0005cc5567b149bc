import type { Knex } from 'knex';
import { indiceUnicoViolado } from '../../../../core/server/db/errores.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { clienteVisible } from '../../../clientes/server/index.ts';
import { Adjunto, adjuntoT, Bitacora, bitacoraT, crearRegistro, Tarea, tareaT, type Escritor } from '../../../crm/server/index.ts';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';
import { nombreProspecto } from '../../shared/prospectos.ts';
import { Prospecto, prospectoT } from '../models/prospecto.model.ts';
import { ENTIDAD_PROSPECTOS, prospectoActivo } from './prospectos.service.ts';

/**
 * Beyond the spec (issue 15): a prospect becomes a client in one step. The screen captures the client
 * with the clients plugin's own form, prefilled from the prospect; this links them: the prospect keeps
 * the client (status convertido), its log, attachments and tasks move to the client, and its cards
 * stay on the board, still naming the prospect (docs/adr/025-prospeccion.md).
 */

/** The entidad the clients plugin registers its clients under with crm (plugins/clientes/server/index.ts). */
const ENTIDAD_CLIENTES = 'clientes';

/** crm's rows of the prospect (log records, attachments, tasks), through the models crm publishes, become the client's. */
async function moverHistoria(trx: Knex.Transaction, prospectoId: number, clienteId: number): Promise<void> {
  const aCliente = { entidad: ENTIDAD_CLIENTES, duenoId: clienteId };
  const b = bitacoraT.col;
  await Bitacora.query(trx).where(b.entidad, ENTIDAD_PROSPECTOS).where(b.duenoId, prospectoId).patch(aCliente);
  const a = adjuntoT.col;
  await Adjunto.query(trx).where(a.entidad, ENTIDAD_PROSPECTOS).where(a.duenoId, prospectoId).patch(aCliente);
  const t = tareaT.col;
  await Tarea.query(trx).where(t.entidad, ENTIDAD_PROSPECTOS).where(t.duenoId, prospectoId).patch(aCliente);
}

/** POST /prospectos/{id}/convertir: links the activo prospect to the agent's client `clienteId`. */
export async function convertirProspecto(trx: Knex.Transaction, escritor: Escritor, id: number, clienteId: number): Promise<void> {
  const prospecto = await prospectoActivo(trx, id, M.yaConvertido);
  if (!(await clienteVisible(trx, clienteId))) throw notFound(M.clienteNoExiste);
  const otro = await Prospecto.query(trx).where(prospectoT.col.clienteId, clienteId).select(prospectoT.col.id).first();
  if (otro) throw badRequest(M.clienteDeOtroProspecto, { errors: { clienteId: M.clienteDeOtroProspecto } });
  try {
    await Prospecto.query(trx).findById(id).patch({ status: 'convertido', clienteId, fechaConversion: trx.fn.now(), updatedAt: trx.fn.now() });
  } catch (err) {
    // Another prospect took the client in the meantime (the unique index on the link).
    if (indiceUnicoViolado(err) === 'prospectos_cliente_uq') throw badRequest(M.clienteDeOtroProspecto, { errors: { clienteId: M.clienteDeOtroProspecto } });
    throw err;
  }
  await moverHistoria(trx, id, clienteId);
  const texto = M.textoConversion(nombreProspecto(prospecto));
  await crearRegistro(trx, escritor, {
    entidad: ENTIDAD_CLIENTES,
    duenoId: clienteId,
    asunto: M.asuntoConversion,
    tipo: 'nota general',
    textos: [{ tipo: 'nota general', texto, adjunto: null }],
  });
}
