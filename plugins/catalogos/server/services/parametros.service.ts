import type { Knex } from 'knex';
import type { RamoId } from '../../shared/catalogos.ts';
import { PARAMETROS_VENCIMIENTO, TIPO_VALOR_ENTERO, VENCIMIENTO_PREDETERMINADO, type ParametroVencimiento, type ParametroVencimientoDef } from '../../shared/parametros.ts';
import { ParametroVencimiento as ParametroGuardado, parametroVencimientoT } from '../models/parametro-vencimiento.model.ts';

const col = parametroVencimientoT.col;

/** The agent's saved offsets by parametroId. */
async function guardados(trx: Knex.Transaction): Promise<Map<number, number>> {
  const filas = await ParametroGuardado.query(trx).select(col.parametroId, col.valor);
  return new Map(filas.map((p) => [p.parametroId, p.valor]));
}

/**
 * The agent's eight due-date offsets, ids 1–8 in order; an offset the agent never saved takes the
 * default. Receipts compute their due date with these (spec 02 §9).
 */
export async function parametrosVencimiento(trx: Knex.Transaction): Promise<ParametroVencimiento[]> {
  const valores = await guardados(trx);
  return PARAMETROS_VENCIMIENTO.map(({ parametroId }) => ({
    parametroId,
    tipoValor: TIPO_VALOR_ENTERO,
    valor: valores.get(parametroId) ?? VENCIMIENTO_PREDETERMINADO,
  }));
}

/** Saves all eight offsets of the agent (already validated). */
export async function guardarParametrosVencimiento(trx: Knex.Transaction, agenteId: number, parametros: ParametroVencimiento[]): Promise<void> {
  await ParametroGuardado.query(trx)
    .insert(parametros.map((p) => ({ agenteId, parametroId: p.parametroId, valor: p.valor })))
    .onConflict([col.agenteId, col.parametroId])
    .merge({ valor: trx.raw('excluded.??', [col.valor]), updatedAt: trx.fn.now() });
}

/**
 * The agent's two offsets for one line (spec 02 §9): days from a receipt's start to its due date,
 * for the first receipt and for the subsequent ones.
 */
export async function vencimientosDeRamo(trx: Knex.Transaction, ramo: RamoId): Promise<{ primero: number; subsecuente: number }> {
  const valores = await guardados(trx);
  const valor = (recibo: ParametroVencimientoDef['recibo']) => {
    const parametro = PARAMETROS_VENCIMIENTO.find((p) => p.ramo === ramo && p.recibo === recibo);
    return (parametro && valores.get(parametro.parametroId)) ?? VENCIMIENTO_PREDETERMINADO;
  };
  return { primero: valor('primero'), subsecuente: valor('subsecuente') };
}
