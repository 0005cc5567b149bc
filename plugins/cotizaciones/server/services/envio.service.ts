import type { Knex } from 'knex';
import { badRequest } from '../../../../core/server/http/errors.ts';
import type { Mailer } from '../../../../core/server/mail/mailer.ts';
import { empresaDelAgente } from '../../../catalogos/server/index.ts';
import type { Escritor } from '../../../crm/server/index.ts';
import { rutaDelVisor, type EnvioCotizacion } from '../../shared/cotizaciones.ts';
import { STATUS_ENVIABLES } from '../../shared/estatus.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { Cotizacion } from '../models/cotizacion.model.ts';
import { cotizacionViva, destinatarioDe } from './cotizacion-consulta.service.ts';
import { correoDeCotizacion } from './correos.service.ts';
import { anotar } from './cotizaciones.service.ts';

export interface Envio {
  envio: EnvioCotizacion;
  /** Delivers the message; to run once the request's transaction committed. */
  entregar: () => Promise<void>;
}

/**
 * POST /cotizaciones/{id}/send: e-mails the viewer link to `correo` through the mailer (its outbox
 * in this transaction), stamps fechaEnvio, moves captura to enviada and writes it in the log. A sent
 * or accepted quotation may be sent again; a closed one may not.
 */
export async function enviarCotizacion(trx: Knex.Transaction, escritor: Escritor, deps: { mailer: Mailer; publicUrl: string }, id: number, correo: string): Promise<Envio> {
  const c = await cotizacionViva(trx, id);
  if (!STATUS_ENVIABLES.includes(c.status)) throw badRequest(M.noEnviable(c.status));
  const liga = `${deps.publicUrl}${rutaDelVisor(c.uuid)}`;
  const { cliente, prospecto } = await destinatarioDe(trx, c);
  const correoDeEnvio = correoDeCotizacion({
    para: correo,
    agenteId: escritor.agenteId,
    noCotizacion: c.noCotizacion,
    fecVencimiento: c.fecVencimiento,
    liga,
    empresa: await empresaDelAgente(trx, escritor.agenteId),
    destinatario: cliente ?? prospecto,
  });
  const entregar = await deps.mailer.enqueue(trx, correoDeEnvio);
  const status = c.status === 'captura' ? 'enviada' : c.status;
  const fechaEnvio = new Date();
  await Cotizacion.query(trx).findById(id).patch({ status, fechaEnvio, updatedAt: trx.fn.now() });
  await anotar(trx, escritor, id, M.bitacoraEnvio(correo, liga), 'correo');
  if (c.status !== status) await anotar(trx, escritor, id, M.cambioDeStatus(c.status, status));
  return { envio: { fechaEnvio: fechaEnvio.toISOString(), status, liga }, entregar };
}
