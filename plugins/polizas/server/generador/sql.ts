import type { Tabla } from '../../../../core/server/db/modelo.ts';

/**
 * SQL pieces of the generator. Numbers the generator computed go into the SQL text as literals (so
 * the planner folds them); each passes through here first, so only a finite number can get there.
 */

export function entero(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`No es un entero: ${n}`);
  return String(n);
}

export function decimal(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`No es un número: ${n}`);
  return String(n);
}

/** 'yyyy-MM-dd' as a date literal. */
export function fecha(texto: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(texto)) throw new RangeError(`No es una fecha: ${texto}`);
  return `date '${texto}'`;
}

/**
 * A pseudo-random float in [0, 1) from an integer expression (a row's number) and a salt: the same
 * seed, row and salt always give the same number, so a run can be repeated, and different salts
 * give independent draws for the same row. hashint8extended is PostgreSQL's (and PGlite's) own.
 */
export function azarSql(semilla: number): (expresion: string, sal: number) => string {
  return (expresion, sal) => `((hashint8extended((${expresion})::int8, ${entero(semilla * 1000 + sal)}) & 2147483647)::float8 / 2147483648)`;
}

/** A table's columns for an insert's list, in the order given: `columnas(polizaT, 'id', 'agenteId')` is 'id, agente_id'. */
export function columnas<P extends string>(tabla: Tabla<P>, ...props: P[]): string {
  return props.map((p) => tabla.col[p]).join(', ');
}
