import type { Knex } from 'knex';
import type { RamoId } from '../../shared/catalogos.ts';
import { PARAMETROS_VENCIMIENTO, TIPO_VALOR_ENTERO, VENCIMIENTO_PREDETERMINADO, type ParametroVencimiento, type ParametroVencimientoDef } from '../../shared/parametros.ts';

/**
 * The agent's eight due-date offsets, ids 1–8 in order; an offset the agent never saved takes the
 * default. Receipts compute their due date with these (spec 02 §9).
 */
export async function parametrosVencimiento(trx: Knex.Transaction): Promise<ParametroVencimiento[]> {
  const rows: { parametroId: number; valor: number }[] = await trx('parametros_vencimiento').select('parametro_id as parametroId', 'valor');
  const guardados = new Map(rows.map((r) => [r.parametroId, r.valor]));
  return PARAMETROS_VENCIMIENTO.map(({ parametroId }) => ({
    parametroId,
    tipoValor: TIPO_VALOR_ENTERO,
    valor: guardados.get(parametroId) ?? VENCIMIENTO_PREDETERMINADO,
  }));
}

/** Saves all eight offsets of the agent (already validated). */
export async function guardarParametrosVencimiento(trx: Knex.Transaction, agenteId: number, parametros: ParametroVencimiento[]): Promise<void> {
  await trx('parametros_vencimiento')
    .insert(parametros.map((p) => ({ agente_id: agenteId, parametro_id: p.parametroId, valor: p.valor })))
    .onConflict(['agente_id', 'parametro_id'])
    .merge({ valor: trx.raw('excluded.valor'), updated_at: trx.fn.now() });
}

/**
 * The agent's two offsets for one line (spec 02 §9): days from a receipt's start to its due date,
 * for the first receipt and for the subsequent ones.
 */
export async function vencimientosDeRamo(trx: Knex.Transaction, ramo: RamoId): Promise<{ primero: number; subsecuente: number }> {
  const valores = new Map((await parametrosVencimiento(trx)).map((p) => [p.parametroId, p.valor]));
  const valor = (recibo: ParametroVencimientoDef['recibo']) => valores.get(PARAMETROS_VENCIMIENTO.find((p) => p.ramo === ramo && p.recibo === recibo)!.parametroId)!;
  return { primero: valor('primero'), subsecuente: valor('subsecuente') };
}
