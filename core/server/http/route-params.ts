import type { ParsedUrlQuery } from 'node:querystring';
import { badRequest, notFound } from './errors.ts';

/** A path id: a positive integer; anything else names no record, so it is a 404 like an unknown id. */
export function idDeRuta(raw: string | undefined, mensaje: string): number {
  const id = /^\d{1,15}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(mensaje);
  return id;
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
