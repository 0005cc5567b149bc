import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import { MENSAJES_EMBUDO as M } from '../../shared/mensajes.ts';
import { insertarEn, moverCard } from '../../shared/orden.ts';
import { kanbanColumnaT } from '../models/kanban-columna.model.ts';
import { kanbanT } from '../models/kanban.model.ts';
import { Oportunidad, oportunidadT } from '../models/oportunidad.model.ts';

/**
 * Positions on the board (docs/adr/025-prospeccion.md). Every write that changes an `orden` first
 * locks the board's row, so two users moving cards at once take turns: each move reads the columns
 * as the previous one left them, and no position is lost or repeated. The new positions of a column
 * are written in one statement; the unique (parent, orden) constraints are deferrable, so they hold
 * at its end rather than row by row.
 */

/** Locks the board for the rest of the request's transaction; a 404 when the agent has no such board. */
export async function bloquearTablero(trx: Knex.Transaction, kanbanId: number): Promise<void> {
  const fila = await trx(kanbanT.nombre).where(kanbanT.col.id, kanbanId).forUpdate().first(kanbanT.col.id);
  if (!fila) throw notFound(M.tableroNoExiste);
}

interface Fila {
  id: number;
  orden: number;
  columnaId?: number;
}

/** Writes the rows whose position changed, in one statement. */
async function escribir(trx: Knex.Transaction, tabla: string, filas: readonly Fila[], conColumna: boolean): Promise<void> {
  if (filas.length === 0) return;
  const valores = filas.map(() => (conColumna ? '(?::int, ?::int, ?::int)' : '(?::int, ?::int)')).join(', ');
  const bindings = filas.flatMap((f) => (conColumna ? [f.id, f.orden, f.columnaId ?? null] : [f.id, f.orden]));
  const columna = conColumna ? `, ${oportunidadT.col.columnaId} = v.columna_id` : '';
  await trx.raw(`update ?? as t set orden = v.orden${columna} from (values ${valores}) as v(id, orden${conColumna ? ', columna_id' : ''}) where t.id = v.id`, [tabla, ...bindings]);
}

/**
 * Puts the card at index `orden` of column `destino` (last when absent), renumbering the column it
 * leaves and the one it enters. Call with the board locked.
 */
export async function colocarCard(trx: Knex.Transaction, cardId: number, origen: number, destino: number, orden: number | null | undefined): Promise<void> {
  const c = oportunidadT.col;
  const filas: Required<Fila>[] = await Oportunidad.query(trx)
    .whereIn(c.columnaId, [...new Set([origen, destino])])
    .orderBy([{ column: c.orden }, { column: c.id }])
    .select(c.id, c.orden, c.columnaId);
  const disposicion = new Map<number, number[]>([
    [origen, []],
    [destino, []],
  ]);
  for (const f of filas) disposicion.get(f.columnaId)?.push(f.id);
  const nueva = moverCard(disposicion, cardId, destino, orden ?? Number.MAX_SAFE_INTEGER);
  const antes = new Map(filas.map((f) => [f.id, f]));
  const cambios = [...nueva].flatMap(([columnaId, ids]) =>
    ids.map((id, i) => ({ id, orden: i, columnaId })).filter((f) => antes.get(f.id)?.orden !== f.orden || antes.get(f.id)?.columnaId !== f.columnaId),
  );
  await escribir(trx, oportunidadT.nombre, cambios, true);
}

/** Closes the gap a card left in its column. Call with the board locked. */
export async function compactarColumna(trx: Knex.Transaction, columnaId: number): Promise<void> {
  const c = oportunidadT.col;
  const filas: Fila[] = await Oportunidad.query(trx)
    .where(c.columnaId, columnaId)
    .orderBy([{ column: c.orden }, { column: c.id }])
    .select(c.id, c.orden);
  await escribir(
    trx,
    oportunidadT.nombre,
    filas.map((f, i) => ({ id: f.id, orden: i, columnaId })).filter((f, i) => filas[i].orden !== f.orden),
    true,
  );
}

/** Puts column `columnaId` at index `posicion` of the board (or only closes gaps when it is absent). Call with the board locked. */
export async function colocarColumna(trx: Knex.Transaction, kanbanId: number, columnaId: number | null, posicion: number | null): Promise<void> {
  const k = kanbanColumnaT.col;
  const filas: Fila[] = await trx(kanbanColumnaT.nombre)
    .where(k.kanbanId, kanbanId)
    .orderBy([{ column: k.orden }, { column: k.id }])
    .select(k.id, k.orden);
  const ids = filas.map((f) => f.id);
  const nuevos = columnaId !== null && posicion !== null ? insertarEn(ids, columnaId, posicion) : ids;
  const antes = new Map(filas.map((f) => [f.id, f.orden]));
  await escribir(
    trx,
    kanbanColumnaT.nombre,
    nuevos.map((id, orden) => ({ id, orden })).filter((f) => antes.get(f.id) !== f.orden),
    false,
  );
}
