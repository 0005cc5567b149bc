import { centavos } from '../../../core/shared/format.ts';
import type { CardEmbudo, ColumnaEmbudo, Kanban, TotalMoneda } from './embudo.ts';

/**
 * The ordering rule of the board (docs/adr/025-prospeccion.md), one for the server and the screen:
 * positions are dense (0…n-1) within their column; a move takes the card out of its column and puts
 * it at index `orden` of the destination (clamped to its length), the others keeping their order.
 * The server applies it to every card of the columns under the board's lock; the screen applies it
 * at once to the cards it shows (optimistic) and the saved board replaces it afterwards.
 */

/** The list with `elemento` moved (or added) to index `posicion`, clamped to the list. */
export function insertarEn<T>(lista: readonly T[], elemento: T, posicion: number): T[] {
  const sin = lista.filter((x) => x !== elemento);
  const i = Math.max(0, Math.min(Math.trunc(posicion), sin.length));
  return [...sin.slice(0, i), elemento, ...sin.slice(i)];
}

/** Column id → its card ids in order. */
export type Disposicion = ReadonlyMap<number, readonly number[]>;

/** The layout after moving `cardId` to index `orden` of column `destino` (which must be in the layout). */
export function moverCard(disposicion: Disposicion, cardId: number, destino: number, orden: number): Map<number, number[]> {
  const nueva = new Map<number, number[]>();
  for (const [columna, ids] of disposicion)
    nueva.set(
      columna,
      ids.filter((id) => id !== cardId),
    );
  nueva.set(destino, insertarEn(nueva.get(destino) ?? [], cardId, orden));
  return nueva;
}

type Posicion = Pick<CardEmbudo, 'id' | 'columnId' | 'orden'>;

/**
 * The `orden` to save for a card dropped at `indice` among the destination's cards on screen (the
 * moving card left out). Closed cards may be hidden, so the index on screen becomes the index among
 * every card: the position of the card it lands before, or just after the last one shown.
 */
export function ordenDeDestino(visibles: readonly Posicion[], moviendo: Posicion, destino: number, indice: number): number {
  const otras = visibles.filter((c) => c.id !== moviendo.id);
  // Once the moving card leaves its column, the ones after it move up one place.
  const sinElla = (c: Posicion) => c.orden - (moviendo.columnId === destino && moviendo.orden < c.orden ? 1 : 0);
  if (indice < otras.length) return sinElla(otras[Math.max(0, indice)]);
  return otras.length ? sinElla(otras[otras.length - 1]) + 1 : 0;
}

/** The sums of the cards' primaTotal, one per currency (pesos first), in integer cents. */
export function totalesDe(cards: readonly Pick<CardEmbudo, 'primaTotal' | 'moneda'>[]): TotalMoneda[] {
  const suma = new Map<string, number>();
  for (const c of cards) suma.set(c.moneda.abreviacion, (suma.get(c.moneda.abreviacion) ?? 0) + centavos(c.primaTotal));
  const clave = (m: string) => (m === 'MXN' ? '' : m);
  return [...suma.entries()].sort(([a], [b]) => clave(a).localeCompare(clave(b))).map(([abreviacion, c]) => ({ abreviacion, centavos: c }));
}

/** A column with its cards in order and their totals. */
function ordenada(columna: ColumnaEmbudo, cards: CardEmbudo[]): ColumnaEmbudo {
  const enOrden = [...cards].sort((a, b) => a.orden - b.orden);
  return { ...columna, cards: enOrden, totales: totalesDe(enOrden) };
}

/**
 * The board as it looks once the move is saved: the card in column `destino` at `orden`, the cards
 * after its old place one up, those from its new place one down (as the server renumbers them).
 */
export function aplicarMovimiento(kanban: Kanban, cardId: number, destino: number, orden: number): Kanban {
  const moviendo = kanban.columns.flatMap((c) => c.cards).find((c) => c.id === cardId);
  if (!moviendo || !kanban.columns.some((c) => c.id === destino)) return kanban;
  const sinElla = (c: CardEmbudo) => c.orden - (c.columnId === moviendo.columnId && c.orden > moviendo.orden ? 1 : 0);
  // Clamped to just after the last card of the destination (those shown: hidden ones keep their places).
  const ultima = Math.max(
    -1,
    ...kanban.columns
      .flatMap((c) => c.cards)
      .filter((c) => c.columnId === destino && c.id !== cardId)
      .map(sinElla),
  );
  const final = Math.max(0, Math.min(Math.trunc(orden), ultima + 1));
  const posicion = (c: CardEmbudo): CardEmbudo => {
    if (c.id === cardId) return { ...c, columnId: destino, orden: final };
    const o = sinElla(c) + (c.columnId === destino && sinElla(c) >= final ? 1 : 0);
    return o === c.orden ? c : { ...c, orden: o };
  };
  const todas = kanban.columns.flatMap((c) => c.cards).map(posicion);
  return {
    ...kanban,
    columns: kanban.columns.map((col) =>
      ordenada(
        col,
        todas.filter((c) => c.columnId === col.id),
      ),
    ),
  };
}

/** The board with a card changed in place (edited, closed or reopened) or, when `quitar`, gone. */
export function reemplazarCard(kanban: Kanban, card: CardEmbudo, quitar = false): Kanban {
  return {
    ...kanban,
    columns: kanban.columns.map((col) => {
      const otras = col.cards.filter((c) => c.id !== card.id);
      return ordenada(col, quitar || col.id !== card.columnId ? otras : [...otras, card]);
    }),
  };
}

/** The board with column `columnaId` at index `posicion` and every column's orden renumbered. */
export function aplicarMovimientoDeColumna(kanban: Kanban, columnaId: number, posicion: number): Kanban {
  const columna = kanban.columns.find((c) => c.id === columnaId);
  if (!columna) return kanban;
  return { ...kanban, columns: insertarEn(kanban.columns, columna, posicion).map((c, orden) => (c.orden === orden ? c : { ...c, orden })) };
}
