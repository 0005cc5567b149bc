import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import { ClienteCorreo, clienteCorreoT, clienteVisible } from '../../../clientes/server/index.ts';
import { Prospecto, prospectoT } from '../../../prospeccion/server/index.ts';
import type { Destinatario } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';

/**
 * The e-mail a quotation for this recipient starts with (spec 03 §7: the form reads the client with
 * its correos): the client's first address, or the prospect's; null when it has none. Another
 * agent's record is not found (row-level security), as a missing one.
 */
export async function correoDeDestinatario(trx: Knex.Transaction, destinatario: Destinatario): Promise<string | null> {
  if ('clienteId' in destinatario) {
    if (!(await clienteVisible(trx, destinatario.clienteId))) throw notFound(M.clienteNoExiste);
    const primero = await ClienteCorreo.query(trx)
      .where(clienteCorreoT.col.clienteId, destinatario.clienteId)
      .orderBy(clienteCorreoT.col.id)
      .select(clienteCorreoT.col.correo)
      .first();
    return primero?.correo ?? null;
  }
  const prospecto = await Prospecto.query(trx).findById(destinatario.prospectoId).select(prospectoT.col.email);
  if (!prospecto) throw notFound(M.prospectoNoExiste);
  return prospecto.email;
}
