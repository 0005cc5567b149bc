import { createContext, useContext } from 'react';
import type { CardEmbudo, ColumnaEmbudo, FiltroTablero, Kanban } from '../../../shared/embudo.ts';

/** What every part of the board needs: the board as shown, its query, the user's rights and its actions. */
export interface Embudo {
  kanban: Kanban;
  filtro: FiltroTablero;
  /** PROSPECCION_W: create, edit, move, close and reopen cards, add, rename and move columns, write notes (and drag). */
  escribe: boolean;
  /** PROSPECCION_D: delete cards and columns. */
  elimina: boolean;
  /** Opens the card dialog: a card to edit, or null to create one in column `columnId`. */
  abrirCard(card: CardEmbudo | null, columnId: number): void;
  /** Moves the card to index `indice` among the cards shown in column `destino` (the card itself left out). */
  moverCard(card: CardEmbudo, destino: number, indice: number): void;
  /** Moves the column to index `posicion` of the board. */
  moverColumna(columna: ColumnaEmbudo, posicion: number): void;
  renombrarColumna(columna: ColumnaEmbudo): void;
  eliminarColumna(columna: ColumnaEmbudo): void;
}

export const EmbudoContexto = createContext<Embudo | null>(null);

export function useEmbudo(): Embudo {
  const embudo = useContext(EmbudoContexto);
  if (!embudo) throw new Error('useEmbudo fuera del tablero');
  return embudo;
}

/** The drag-and-drop item types of the board (react-dnd). */
export const ARRASTRE = { card: 'oportunidad', columna: 'columna' } as const;

export interface CardArrastrada {
  card: CardEmbudo;
}

export interface ColumnaArrastrada {
  columna: ColumnaEmbudo;
}
