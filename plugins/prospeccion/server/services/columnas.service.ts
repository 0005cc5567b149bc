import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import type { ColumnaDatos } from '../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../shared/mensajes.ts';
import { KanbanColumna, kanbanColumnaT } from '../models/kanban-columna.model.ts';
import { Oportunidad, oportunidadT } from '../models/oportunidad.model.ts';
import { bloquearTablero, colocarCard, colocarColumna } from './orden.service.ts';

/** The board's columns (spec 03 §2, §7): add, rename, reorder, delete. Every write locks the board first. */

const c = kanbanColumnaT.col;

/** The column, read after the board is locked; a 404 unless it is the agent's. */
async function columna(trx: Knex.Transaction, id: number): Promise<KanbanColumna> {
  const col = await KanbanColumna.query(trx).findById(id);
  if (!col) throw notFound(M.columnaNoExiste);
  return col;
}

/** The board a column sits on, locked; the column as it is once the lock is held. */
export async function columnaBloqueada(trx: Knex.Transaction, id: number): Promise<KanbanColumna> {
  const antes = await columna(trx, id);
  await bloquearTablero(trx, antes.kanbanId);
  return columna(trx, id);
}

/** POST /prospectos/kanbans/columnas: the new column goes last. */
export async function crearColumna(trx: Knex.Transaction, agenteId: number, datos: ColumnaDatos): Promise<number> {
  await bloquearTablero(trx, datos.kanbanId);
  const orden = await KanbanColumna.query(trx).where(c.kanbanId, datos.kanbanId).resultSize();
  const { id } = await KanbanColumna.query(trx).insert({ agenteId, kanbanId: datos.kanbanId, nombre: datos.nombre, orden });
  if (datos.orden !== null && datos.orden !== undefined) await colocarColumna(trx, datos.kanbanId, id, datos.orden);
  return id;
}

/** PUT /prospectos/kanbans/columnas/{id}: renames it and, with orden, moves it to that index. */
export async function actualizarColumna(trx: Knex.Transaction, id: number, datos: ColumnaDatos): Promise<void> {
  const col = await columnaBloqueada(trx, id);
  if (col.kanbanId !== datos.kanbanId) throw badRequest(M.columnaDeOtroTablero, { errors: { kanbanId: M.columnaDeOtroTablero } });
  await KanbanColumna.query(trx).findById(id).patch({ nombre: datos.nombre });
  if (datos.orden !== null && datos.orden !== undefined && datos.orden !== col.orden) await colocarColumna(trx, col.kanbanId, id, datos.orden);
}

/**
 * DELETE /prospectos/kanbans/columnas/{id}[?destino=]: a column with cards says where they go
 * (another column of the board, after its own cards, in their order); without cards it just goes.
 */
export async function eliminarColumna(trx: Knex.Transaction, id: number, destino: number | undefined): Promise<void> {
  const col = await columnaBloqueada(trx, id);
  const o = oportunidadT.col;
  const cards = await Oportunidad.query(trx).where(o.columnaId, id).orderBy(o.orden).select(o.id);
  if (cards.length > 0) {
    if (destino === undefined) throw badRequest(M.columnaConCards(cards.length), { errors: { destino: M.columnaConCards(cards.length) } });
    if (destino === id) throw badRequest(M.destinoEsLaMisma, { errors: { destino: M.destinoEsLaMisma } });
    const otra = destino > 0 ? await KanbanColumna.query(trx).findById(destino) : undefined;
    if (!otra || otra.kanbanId !== col.kanbanId) throw notFound(M.columnaNoExiste);
    for (const card of cards) await colocarCard(trx, card.id, id, destino, null);
  }
  await KanbanColumna.query(trx).deleteById(id);
  await colocarColumna(trx, col.kanbanId, null, null);
}
