import type { ParsedUrlQuery } from 'node:querystring';
import { badRequest, notFound } from './errors.ts';

/** Ids are PostgreSQL integer columns: a larger number would make the query fail. */
const MAX_ID = 2_147_483_647;

/** A path id: a positive integer; anything else names no record, so it is a 404 like an unknown id. */
export function idDeRuta(raw: string | undefined, mensaje: string): number {
  const id = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!(id > 0 && id <= MAX_ID)) throw notFound(mensaje);
  return id;
}

/** A path segment percent-decoded, or undefined when it is no valid encoding (`%E0%A4%A`): it names no record. */
export function decodificado(raw: string | undefined): string | undefined {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return undefined;
  }
}

/** One optional query parameter as text (trimmed; empty means absent); repeating it is a 400. */
export function textoDeConsulta(query: ParsedUrlQuery, nombre: string): string | undefined {
  const raw = query[nombre];
  if (Array.isArray(raw)) throw badRequest(`El parámetro ${nombre} se envió más de una vez; envíalo una sola vez`);
  const texto = raw?.trim();
  return texto ? texto : undefined;
}

/** One optional whole-number query parameter (e.g. ?ramo=1); anything else is a 400 naming it. */
export function enteroDeConsulta(query: ParsedUrlQuery, nombre: string): number | undefined {
  const texto = textoDeConsulta(query, nombre);
  if (texto === undefined) return undefined;
  if (!/^-?\d{1,9}$/.test(texto)) throw badRequest(`El parámetro ${nombre} debe ser un número entero (por ejemplo ${nombre}=1)`);
  return Number(texto);
}
