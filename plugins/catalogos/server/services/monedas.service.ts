import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import {
  MENSAJES_MONEDAS,
  MONEDA_BASE,
  normalizarTipoCambio,
  type Moneda as MonedaConfigurada,
  type MonedaCatalogo as MonedaDelCatalogo,
  type MonedaDatos,
} from '../../shared/monedas.ts';
import { MonedaCatalogo, monedaCatalogoT } from '../models/moneda-catalogo.model.ts';
import { Moneda, monedaT } from '../models/moneda.model.ts';

/** The agent's currencies (table monedas, under row-level security) and the shared catalogue. */

const m = monedaT.de('m');

/** The agent's currencies with their catalogue names, in the API's shape. */
function configuradas(trx: Knex.Transaction) {
  const c = monedaCatalogoT.de('c');
  return trx(monedaT.as('m'))
    .join(monedaCatalogoT.as('c'), c.id, m.monedaId)
    .select(
      ...monedaT.sel('m', 'id', 'agenteId', 'monedaId'),
      ...monedaCatalogoT.sel('c', 'moneda', 'abreviacion'),
      // numeric(12,2) as text keeps exactly two decimals ('17.50'), the spec's string.
      trx.raw('??::text as ??', [m.tipoCambio, 'tipoCambio']),
      ...monedaT.sel('m', 'formato'),
    );
}

export async function catalogoDeMonedas(trx: Knex.Transaction): Promise<MonedaDelCatalogo[]> {
  return MonedaCatalogo.query(trx).orderBy(monedaCatalogoT.col.id);
}

/** Adds the currency unless the agent has it already; the id of the new configuration, else undefined. */
async function agregar(trx: Knex.Transaction, agenteId: number, monedaId: number, tipoCambio: string, formato: Moneda['formato']): Promise<number | undefined> {
  const agregada = await Moneda.query(trx)
    .insert({ agenteId, monedaId, tipoCambio: Number(tipoCambio), formato })
    .onConflict([monedaT.col.agenteId, monedaT.col.monedaId])
    .ignore();
  // A conflict inserts no row, so the database returns no id.
  return agregada.$id() as number | undefined;
}

/**
 * The agent's currencies, the peso first. The peso is added the first time they are read, so every
 * agent has it without the registration having to know about currencies (docs/adr/010-aseguradoras.md).
 */
export async function monedasDelAgente(trx: Knex.Transaction, agenteId: number): Promise<MonedaConfigurada[]> {
  await agregar(trx, agenteId, MONEDA_BASE.id, MONEDA_BASE.tipoCambio, MONEDA_BASE.formato);
  return configuradas(trx).orderBy(m.monedaId);
}

export async function monedaDelAgente(trx: Knex.Transaction, id: number): Promise<MonedaConfigurada> {
  const row: MonedaConfigurada | undefined = await configuradas(trx).where(m.id, id).first();
  if (!row) throw notFound(MENSAJES_MONEDAS.noExiste);
  return row;
}

function tipoCambioValido(monedaId: number, datos: MonedaDatos): string {
  const tipoCambio = normalizarTipoCambio(datos.tipoCambio);
  if (monedaId === MONEDA_BASE.id && tipoCambio !== MONEDA_BASE.tipoCambio) throw badRequest(MENSAJES_MONEDAS.baseTipoCambio);
  return tipoCambio;
}

export async function crearMoneda(trx: Knex.Transaction, agenteId: number, monedaId: number, datos: MonedaDatos): Promise<number> {
  const catalogo = await MonedaCatalogo.query(trx).findById(monedaId);
  if (!catalogo) throw badRequest(MENSAJES_MONEDAS.noEnCatalogo);
  const id = await agregar(trx, agenteId, monedaId, tipoCambioValido(monedaId, datos), datos.formato);
  if (id === undefined) throw badRequest(MENSAJES_MONEDAS.repetida(catalogo.abreviacion));
  return id;
}

/** Updates rate and format; the currency of a configuration is fixed (the form disables it). */
export async function actualizarMoneda(trx: Knex.Transaction, id: number, monedaId: number | null, datos: MonedaDatos): Promise<void> {
  const actual = await monedaDelAgente(trx, id);
  if (monedaId !== null && monedaId !== actual.monedaId) throw badRequest(MENSAJES_MONEDAS.sinCambio);
  const tipoCambio = Number(tipoCambioValido(actual.monedaId, datos));
  await Moneda.query(trx).findById(id).patch({ tipoCambio, formato: datos.formato, updatedAt: trx.fn.now() });
}

export async function eliminarMoneda(trx: Knex.Transaction, id: number): Promise<void> {
  const actual = await monedaDelAgente(trx, id);
  if (actual.monedaId === MONEDA_BASE.id) throw badRequest(MENSAJES_MONEDAS.baseNoSeElimina);
  await Moneda.query(trx).deleteById(id);
}
