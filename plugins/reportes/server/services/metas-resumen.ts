import type { Knex } from 'knex';
import { type Meta, metaT } from '../models/meta.model.ts';

export type FilaMeta = Pick<Meta, 'aseguradoraId' | 'mes' | 'modelo' | 'primas'>;

const TODAS_LAS_LINEAS = 4;

/**
 * The premium goal of one period for the chosen lines (docs/adr/018-resumen-cartera.md): with all
 * four lines a whole-portfolio goal (modelo 0) stands for them; otherwise the lines' own goals add
 * up. Within a line, a goal for every insurer stands for the per-insurer ones, so nothing is counted
 * twice.
 */
function metaDe(filas: readonly FilaMeta[], ramos: readonly number[]): number {
  const deModelo = (modelo: number) => {
    const propias = filas.filter((f) => f.modelo === modelo);
    const todas = propias.filter((f) => f.aseguradoraId === null);
    return (todas.length ? todas : propias).reduce((s, f) => s + Math.round(f.primas * 100), 0);
  };
  const cartera = new Set(ramos).size === TODAS_LAS_LINEAS && filas.some((f) => f.modelo === 0);
  const centavos = cartera ? deModelo(0) : ramos.reduce((s, r) => s + deModelo(r), 0);
  return centavos / 100;
}

const mt = metaT.de('mt');

/**
 * This year's goals (the annual ones and this month's) as a json array, for the summary to read in
 * its own statement: one round trip fewer. Dates are today's in the session's time zone, as the
 * summary's windows.
 */
export function metasDelAnioComoJson(knex: Knex): Knex.Raw {
  const fila = `json_build_object('aseguradoraId', ${mt.aseguradoraId}, 'mes', ${mt.mes}, 'modelo', ${mt.modelo}, 'primas', ${mt.primas})`;
  return knex.raw(
    `coalesce((select json_agg(${fila}) from ${metaT.as('mt')} where ${mt.anio} = extract(year from current_date) and ${mt.mes} in (0, extract(month from current_date))), '[]') as metas`,
  );
}

/** The month's and the year's premium goal for the chosen lines, from this year's goals (metasDelAnioComoJson). */
export function metasDelPeriodo(filas: readonly FilaMeta[], mes: number, ramos: readonly number[]): { metaMensual: number; metaAnual: number } {
  return {
    metaMensual: metaDe(
      filas.filter((f) => f.mes === mes),
      ramos,
    ),
    metaAnual: metaDe(
      filas.filter((f) => f.mes === 0),
      ramos,
    ),
  };
}
