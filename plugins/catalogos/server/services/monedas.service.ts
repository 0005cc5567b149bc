import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { MENSAJES_MONEDAS, MONEDA_BASE, normalizarTipoCambio, type Moneda, type MonedaCatalogo, type MonedaDatos } from '../../shared/monedas.ts';

/** The agent's currencies (table monedas, under row-level security) and the shared catalogue. */

/** The agent's currencies with their catalogue names, in the API's shape. */
function configuradas(trx: Knex.Transaction) {
  return trx('monedas as m')
    .join('monedas_catalogo as c', 'c.id', 'm.moneda_id')
    .select(
      'm.id',
      'm.agente_id as agenteId',
      'm.moneda_id as monedaId',
      'c.moneda',
      'c.abreviacion',
      // numeric(12,2) as text keeps exactly two decimals ('17.50'), the spec's string.
      trx.raw('m.tipo_cambio::text as ??', ['tipoCambio']),
      'm.formato',
    );
}

export async function catalogoDeMonedas(trx: Knex.Transaction): Promise<MonedaCatalogo[]> {
  return trx('monedas_catalogo').orderBy('id').select('id', 'abreviacion', 'moneda');
}

/**
 * The agent's currencies, the peso first. The peso is added the first time they are read, so every
 * agent has it without the registration having to know about currencies (docs/adr/010-aseguradoras.md).
 */
export async function monedasDelAgente(trx: Knex.Transaction, agenteId: number): Promise<Moneda[]> {
  await trx('monedas')
    .insert({ agente_id: agenteId, moneda_id: MONEDA_BASE.id, tipo_cambio: MONEDA_BASE.tipoCambio, formato: MONEDA_BASE.formato })
    .onConflict(['agente_id', 'moneda_id'])
    .ignore();
  return configuradas(trx).orderBy('m.moneda_id');
}

export async function monedaDelAgente(trx: Knex.Transaction, id: number): Promise<Moneda> {
  const row: Moneda | undefined = await configuradas(trx).where('m.id', id).first();
  if (!row) throw notFound(MENSAJES_MONEDAS.noExiste);
  return row;
}

function tipoCambioValido(monedaId: number, datos: MonedaDatos): string {
  const tipoCambio = normalizarTipoCambio(datos.tipoCambio);
  if (monedaId === MONEDA_BASE.id && tipoCambio !== MONEDA_BASE.tipoCambio) throw badRequest(MENSAJES_MONEDAS.baseTipoCambio);
  return tipoCambio;
}

export async function crearMoneda(trx: Knex.Transaction, agenteId: number, monedaId: number, datos: MonedaDatos): Promise<number> {
  const catalogo = await trx('monedas_catalogo').where({ id: monedaId }).first('abreviacion');
  if (!catalogo) throw badRequest(MENSAJES_MONEDAS.noEnCatalogo);
  const tipoCambio = tipoCambioValido(monedaId, datos);
  const [row] = await trx('monedas')
    .insert({ agente_id: agenteId, moneda_id: monedaId, tipo_cambio: tipoCambio, formato: datos.formato })
    .onConflict(['agente_id', 'moneda_id'])
    .ignore()
    .returning('id');
  if (!row) throw badRequest(MENSAJES_MONEDAS.repetida(catalogo.abreviacion));
  return row.id;
}

/** Updates rate and format; the currency of a configuration is fixed (the form disables it). */
export async function actualizarMoneda(trx: Knex.Transaction, id: number, monedaId: number | null, datos: MonedaDatos): Promise<void> {
  const actual = await monedaDelAgente(trx, id);
  if (monedaId !== null && monedaId !== actual.monedaId) throw badRequest(MENSAJES_MONEDAS.sinCambio);
  await trx('monedas')
    .where({ id })
    .update({ tipo_cambio: tipoCambioValido(actual.monedaId, datos), formato: datos.formato, updated_at: trx.fn.now() });
}

export async function eliminarMoneda(trx: Knex.Transaction, id: number): Promise<void> {
  const actual = await monedaDelAgente(trx, id);
  if (actual.monedaId === MONEDA_BASE.id) throw badRequest(MENSAJES_MONEDAS.baseNoSeElimina);
  await trx('monedas').where({ id }).del();
}
