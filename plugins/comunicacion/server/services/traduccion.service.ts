import type { Knex } from 'knex';
import { sanitizarHtml } from '../../../catalogos/server/index.ts';
import type { Traduccion } from '../../shared/envio-form.ts';
import { eventoPorId } from '../../shared/eventos.ts';
import type { CorreoModelo } from '../../shared/modelo-form.ts';
import { datosDeObjeto } from './objeto.service.ts';

const CAMPO = /@([a-zA-Z][a-zA-Z0-9]*)/g;

/** Text as HTML text: what a merge field inserts can never become markup. */
export function escaparHtml(texto: string): string {
  return texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** `@campo` → its value, escaped; an unknown name stays as written. The result is sanitised again. */
export function rellenarHtml(html: string, campos: Readonly<Record<string, string>>): string {
  return sanitizarHtml(html.replace(CAMPO, (original, nombre: string) => (Object.hasOwn(campos, nombre) ? escaparHtml(campos[nombre]) : original)));
}

/** The same for plain text (the subject, a WhatsApp message): values as they are. */
export function rellenarTexto(texto: string, campos: Readonly<Record<string, string>>): string {
  return texto.replace(CAMPO, (original, nombre: string) => (Object.hasOwn(campos, nombre) ? campos[nombre] : original));
}

/** The visible text of sanitised HTML, paragraphs on lines of their own (the mail's text part, WhatsApp). */
export function textoPlano(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-4]|li|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The template rendered with the object of its event; null when the agent has no such object. */
export async function traducirModelo(trx: Knex.Transaction, modelo: CorreoModelo, objectId: number): Promise<Traduccion | null> {
  const evento = eventoPorId(modelo.correoEventoId);
  const datos = evento ? await datosDeObjeto(trx, evento.entidad, objectId) : null;
  if (!datos) return null;
  return { cuerpoHTML: rellenarHtml(modelo.cuerpo, datos.campos), asunto: rellenarTexto(modelo.asunto, datos.campos), celular: datos.celular, cuentaTo: datos.correo };
}
