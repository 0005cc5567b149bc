import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { MonedaCatalogo, monedasDelAgente } from '../../../catalogos/server/index.ts';
import { puedePasar, type CardDatos, type StatusCard } from '../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M, MENSAJES_PROSPECTOS } from '../../shared/mensajes.ts';
import { Oportunidad, oportunidadT } from '../models/oportunidad.model.ts';
import { columnaBloqueada } from './columnas.service.ts';
import { colocarCard, compactarColumna } from './orden.service.ts';
import { prospectoExiste } from './prospectos.service.ts';

/** Opportunity cards (spec 03 §3, §4, §7): create, update (also close, reopen and move), delete. */

/** Who writes: the agent (tenant) and the user signing the card. */
export interface Autor {
  agenteId: number;
  usuarioId: number;
}

/** A refusal of one field: the message, and the field the dialog shows it under. */
const rechazo = (campo: keyof CardDatos, mensaje: string) => badRequest(mensaje, { errors: { [campo]: mensaje } });

/**
 * The catalogue id of the payload's currency: one the agent configured, or the card's own (a card
 * keeps its currency, and can still move, after the agent removes it from its settings).
 */
async function monedaId(trx: Knex.Transaction, agenteId: number, abreviacion: string, actual?: number): Promise<number> {
  const propia = actual === undefined ? undefined : await MonedaCatalogo.query(trx).findById(actual);
  if (propia?.abreviacion === abreviacion) return propia.id;
  const moneda = (await monedasDelAgente(trx, agenteId)).find((m) => m.abreviacion === abreviacion);
  if (!moneda) throw rechazo('moneda', M.monedaNoConfigurada(abreviacion));
  return moneda.monedaId;
}

async function revisarProspecto(trx: Knex.Transaction, id: number): Promise<void> {
  if (!(await prospectoExiste(trx, id))) throw notFound(MENSAJES_PROSPECTOS.noExiste);
}

/** The card's own columns from the payload. */
const campos = (d: CardDatos, monedaIdCatalogo: number) => ({
  prospectoId: d.prospectoId,
  nombre: d.nombre,
  descripcion: d.descripcion,
  ramoId: d.ramoId,
  monedaId: monedaIdCatalogo,
  primaTotal: d.primaTotal as unknown as number,
});

/** POST /prospectos/kanbans/cards: a new card starts abierta (spec 03 §4), last in its column unless orden says where. */
export async function crearCard(trx: Knex.Transaction, autor: Autor, datos: CardDatos): Promise<number> {
  if (datos.status && datos.status !== 'abierta') throw rechazo('status', M.nuevaNoAbierta);
  const columna = await columnaBloqueada(trx, datos.columnId);
  await revisarProspecto(trx, datos.prospectoId);
  const moneda = await monedaId(trx, autor.agenteId, datos.moneda);
  const orden = await Oportunidad.query(trx).where(oportunidadT.col.columnaId, columna.id).resultSize();
  const { id } = await Oportunidad.query(trx).insert({
    ...campos(datos, moneda),
    agenteId: autor.agenteId,
    usuarioId: autor.usuarioId,
    columnaId: columna.id,
    status: 'abierta',
    orden,
  });
  if (datos.orden !== null && datos.orden !== undefined && datos.orden < orden) await colocarCard(trx, id, columna.id, columna.id, datos.orden);
  return id;
}

/** The card, read once its board is locked. */
async function cardBloqueada(trx: Knex.Transaction, id: number): Promise<Oportunidad> {
  const antes = await Oportunidad.query(trx).findById(id);
  if (!antes) throw notFound(M.cardNoExiste);
  await columnaBloqueada(trx, antes.columnaId);
  const card = await Oportunidad.query(trx).findById(id);
  if (!card) throw notFound(M.cardNoExiste);
  return card;
}

/**
 * PUT /prospectos/kanbans/cards/{id}: the whole card as sent. Its status only along spec 03 §4 (a
 * closed card only reopens); a new column or an orden moves it, renumbering both columns.
 */
export async function actualizarCard(trx: Knex.Transaction, autor: Autor, id: number, datos: CardDatos): Promise<void> {
  const card = await cardBloqueada(trx, id);
  const status: StatusCard = datos.status ?? card.status;
  if (!puedePasar(card.status, status)) throw rechazo('status', M.cerradaSoloReabre);
  const destino = datos.columnId === card.columnaId ? card : { columnaId: (await columnaBloqueada(trx, datos.columnId)).id };
  if (datos.prospectoId !== card.prospectoId) await revisarProspecto(trx, datos.prospectoId);
  const moneda = await monedaId(trx, autor.agenteId, datos.moneda, card.monedaId);
  const cierre = status === card.status ? {} : { fechaCierre: status === 'abierta' ? null : trx.fn.now() };
  await Oportunidad.query(trx)
    .findById(id)
    .patch({ ...campos(datos, moneda), status, ...cierre, updatedAt: trx.fn.now() });
  const mueve = destino.columnaId !== card.columnaId || (datos.orden !== null && datos.orden !== undefined && datos.orden !== card.orden);
  if (mueve) await colocarCard(trx, id, card.columnaId, destino.columnaId, datos.orden);
}

/** DELETE /prospectos/kanbans/cards/{id}: the card and its notes; its column closes the gap. */
export async function eliminarCard(trx: Knex.Transaction, id: number): Promise<void> {
  const card = await cardBloqueada(trx, id);
  await Oportunidad.query(trx).deleteById(id);
  await compactarColumna(trx, card.columnaId);
}
