import type { Knex } from 'knex';
import { Meta, metaT } from '../models/meta.model.ts';

type FilaMeta = Pick<Meta, 'aseguradoraId' | 'mes' | 'modelo' | 'primas'>;

const TODAS_LAS_LINEAS = 4;

/**
 * The premium goal of one period for the chosen lines (docs/adr/018-resumen-cartera.md): with all
 * four lines a whole-portfolio goal (modelo 0) stands for them; otherwise the lines' own goals add
 * up. Within a line, a goal for every insurer stands for the per-insurer ones, so nothing is counted
 * twice.
 */
function metaDe(filas: FilaMeta[], ramos: readonly number[]): number {
  const deModelo = (modelo: number) => {
    const propias = filas.filter((f) => f.modelo === modelo);
    const todas = propias.filter((f) => f.aseguradoraId === null);
    return (todas.length ? todas : propias).reduce((s, f) => s + Math.round(f.primas * 100), 0);
  };
  const cartera = new Set(ramos).size === TODAS_LAS_LINEAS && filas.some((f) => f.modelo === 0);
  const centavos = cartera ? deModelo(0) : ramos.reduce((s, r) => s + deModelo(r), 0);
  return centavos / 100;
}

export async function metasDelPeriodo(trx: Knex.Transaction, anio: number, mes: number, ramos: readonly number[]): Promise<{ metaMensual: number; metaAnual: number }> {
  const c = metaT.col;
  const filas: FilaMeta[] = await Meta.query(trx).where(c.anio, anio).whereIn(c.mes, [0, mes]).select(c.aseguradoraId, c.mes, c.modelo, c.primas);
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
