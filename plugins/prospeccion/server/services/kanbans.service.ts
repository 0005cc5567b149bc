import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import type { Kanban as KanbanApi, KanbanResumen } from '../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../shared/mensajes.ts';
import { totalesDe } from '../../shared/orden.ts';
import { KanbanColumna, kanbanColumnaT } from '../models/kanban-columna.model.ts';
import { Kanban, kanbanT } from '../models/kanban.model.ts';
import { cardsDeColumnas, type FiltroCards } from './cards-consulta.service.ts';

/** The agent's board (one per agent, spec 03 §3 Funnel) under row-level security. */

/** The columns a new board starts with; the agent renames, reorders or deletes them at will. */
export const COLUMNAS_INICIALES = ['Contacto', 'Cotización', 'Negociación'] as const;

const k = kanbanT.col;

/** GET /prospectos/kanbans: the agent's board, or none before its first use. */
export async function tableros(trx: Knex.Transaction): Promise<KanbanResumen[]> {
  return Kanban.query(trx).orderBy(k.id).select(k.id, k.nombre);
}

/**
 * POST /prospectos/kanbans: the agent's board, created with its first columns when it has none. Two
 * users opening the board for the first time at once get the same one (the agent's unique board).
 */
export async function crearTablero(trx: Knex.Transaction, agenteId: number, nombre: string): Promise<KanbanResumen> {
  const creado = await Kanban.query(trx).insert({ agenteId, nombre }).onConflict(k.agenteId).ignore();
  const id = creado.$id() as number | undefined;
  if (id !== undefined) {
    await KanbanColumna.query(trx).insert(COLUMNAS_INICIALES.map((n, orden) => ({ agenteId, kanbanId: id, nombre: n, orden })));
  }
  const tablero = await Kanban.query(trx).where(k.agenteId, agenteId).select(k.id, k.nombre).first();
  if (!tablero) throw notFound(M.tableroNoExiste);
  return { id: tablero.id, nombre: tablero.nombre };
}

/** GET /prospectos/kanbans/{id}: the board, its columns in order with the cards that pass the filter. */
export async function tableroPorId(trx: Knex.Transaction, id: number, filtro: FiltroCards): Promise<KanbanApi> {
  const tablero = await Kanban.query(trx).findById(id).select(k.id, k.nombre);
  if (!tablero) throw notFound(M.tableroNoExiste);
  const c = kanbanColumnaT.col;
  const columnas = await KanbanColumna.query(trx).where(c.kanbanId, id).orderBy(c.orden).select(c.id, c.nombre, c.orden);
  const cards = await cardsDeColumnas(
    trx,
    columnas.map((col) => col.id),
    filtro,
  );
  return {
    id: tablero.id,
    nombre: tablero.nombre,
    columns: columnas.map(({ id: columnaId, nombre, orden }) => {
      const propias = cards.filter((card) => card.columnId === columnaId);
      return { id: columnaId, nombre, orden, cards: propias, totales: totalesDe(propias) };
    }),
  };
}
