import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import type { Mailer } from '../../../../core/server/mail/mailer.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import { sanitizarHtml } from '../../../catalogos/server/index.ts';
import { Adjunto, adjuntoT, crearRegistro } from '../../../crm/server/index.ts';
import { enlaceWhatsapp, type EnvioDatos } from '../../shared/envio-form.ts';
import { ENTIDAD_DE_OBJETO, type TipoObjeto } from '../../shared/eventos.ts';
import { MENSAJES_COMUNICACION as M } from '../../shared/mensajes.ts';
import { modeloPorId } from './modelos.service.ts';
import { datosDeObjeto } from './objeto.service.ts';
import { textoPlano } from './traduccion.service.ts';

export interface DependenciasEnvio {
  mailer: Mailer;
  storage: Storage;
}

/** What crm's log entries hold at most. */
const MAX_TEXTO_BITACORA = 5000;

/** The object a send is about: the most specific id given (a receipt's or a claim's send may also name its policy). */
function objetoDe(datos: EnvioDatos): { tipo: TipoObjeto; id: number } {
  if (datos.siniestroId !== null) return { tipo: 'siniestro', id: datos.siniestroId };
  if (datos.prospectoId !== null) return { tipo: 'prospecto', id: datos.prospectoId };
  if (datos.reciboId !== null) return { tipo: 'recibo', id: datos.reciboId };
  if (datos.polizaId !== null) return { tipo: 'poliza', id: datos.polizaId };
  if (datos.clienteId !== null) return { tipo: 'cliente', id: datos.clienteId };
  throw badRequest(M.objetoObligatorio);
}

/** The files of the owner's attachments (crm) that are still in the agent's storage. */
async function adjuntosDe(trx: Knex.Transaction, storage: Storage, agenteId: number, entidad: string, duenoId: number): Promise<{ archivo: string; contenido: Buffer }[]> {
  const filas = await Adjunto.query(trx).where(adjuntoT.col.entidad, entidad).where(adjuntoT.col.duenoId, duenoId).orderBy(adjuntoT.col.id);
  const adjuntos: { archivo: string; contenido: Buffer }[] = [];
  for (const fila of filas) {
    const guardado = storage.desdeUrl(fila.path);
    // Read now: the message is delivered after commit, from memory, whatever the storage backend.
    const contenido = guardado && guardado.agenteId === agenteId ? await storage.leer(guardado) : null;
    if (contenido) adjuntos.push({ archivo: fila.archivo, contenido });
  }
  return adjuntos;
}

/**
 * POST /email/crm: an e-mail queued in the outbox (delivered over SMTP after commit) or a WhatsApp
 * message to open, and in both cases an entry in the object's log with the subject and recipients.
 * Answers the chat link for WhatsApp, null for e-mail.
 */
export async function enviar(state: TransactionState, deps: DependenciasEnvio, datos: EnvioDatos): Promise<string | null> {
  const { trx, session } = state;
  const objeto = objetoDe(datos);
  await modeloPorId(trx, datos.correoModeloId);
  const del = await datosDeObjeto(trx, objeto.tipo, objeto.id);
  if (!del) throw notFound(M.objetoNoExiste);
  const entidad = ENTIDAD_DE_OBJETO[objeto.tipo];
  const html = sanitizarHtml(datos.body);
  const texto = textoPlano(html);
  const escritor = { agenteId: session.agenteId, usuarioId: session.usuarioId };
  const registro = (asunto: string, detalle: string) =>
    crearRegistro(trx, escritor, { entidad, duenoId: objeto.id, asunto, tipo: 'correo', textos: [{ tipo: 'correo', texto: detalle.slice(0, MAX_TEXTO_BITACORA), adjunto: null }] });

  if (datos.tipo === 'whatsapp' && datos.celular) {
    await registro(`${M.asuntoWhatsapp}: ${datos.subject}`, M.bitacoraWhatsapp(`+${datos.celular}`, texto));
    return enlaceWhatsapp(datos.celular, texto);
  }
  const adjuntos = datos.adjuntos ? await adjuntosDe(trx, deps.storage, session.agenteId, entidad, objeto.id) : [];
  const entregar = await deps.mailer.enqueue(trx, {
    agenteId: session.agenteId,
    para: datos.to.join(', '),
    cc: datos.cc.length ? datos.cc.join(', ') : undefined,
    cco: datos.bcc.length ? datos.bcc.join(', ') : undefined,
    responderA: datos.from ?? undefined,
    asunto: datos.subject,
    texto,
    html,
    adjuntos,
  });
  state.afterCommit.push(entregar);
  await registro(datos.subject, `${M.bitacoraCorreo(datos.to, datos.cc, datos.bcc, adjuntos.length)}\n\n${texto}`);
  return null;
}
