import type { RamoId } from '../../catalogos/shared/catalogos.ts';
import type { Fiscal } from './prospectos.ts';

/** The sales funnel board as the API carries it (spec 03 §3 Funnel, §7 Funnel). */

/** abierta; exitosa and no_exitosa are closed (spec 03 §4). */
export const STATUS_CARD = ['abierta', 'exitosa', 'no_exitosa'] as const;
export type StatusCard = (typeof STATUS_CARD)[number];

/** An open card may close either way; a closed card may only reopen (spec 03 §4). */
export function puedePasar(de: StatusCard, a: StatusCard): boolean {
  return de === a || de === 'abierta' || a === 'abierta';
}

/** GET /prospectos/kanbans: the agent's board (one per agent), without its columns. */
export interface KanbanResumen {
  id: number;
  nombre: string;
}

/** A card's prospect, as the card shows it; clienteId once the prospect became a client. */
export interface ProspectoDeCard {
  id: number;
  nombres: string;
  fiscal: Fiscal;
  /** The displayed name (with surnames for a persona física). */
  nombre: string;
  clienteId: number | null;
}

/** An opportunity card (spec 03 §3). Dates are ISO UTC, `yyyy-MM-dd'T'HH:mm:ss.SSS'Z'` (spec 03 §9). */
export interface CardEmbudo {
  id: number;
  nombre: string;
  descripcion: string;
  prospecto: ProspectoDeCard;
  ramo: { id: RamoId };
  /** Pesos with two decimals; totals are summed in integer cents. */
  primaTotal: number;
  moneda: { abreviacion: string };
  status: StatusCard;
  columnId: number;
  /** Position in its column: 0, 1, 2… counting closed cards too. */
  orden: number;
  fecRegistro: string;
  /** Days on the board: from its registration to today (or to its closing). */
  dias: number;
  fechaCierre: string | null;
}

/** The sum of a column's cards in one currency, in integer cents. */
export interface TotalMoneda {
  abreviacion: string;
  centavos: number;
}

export interface ColumnaEmbudo {
  id: number;
  nombre: string;
  /** Position on the board: 0, 1, 2… */
  orden: number;
  cards: CardEmbudo[];
  /** The sums of primaTotal of the cards loaded, one per currency. */
  totales: TotalMoneda[];
}

/** GET /prospectos/kanbans/{id}. */
export interface Kanban {
  id: number;
  nombre: string;
  columns: ColumnaEmbudo[];
}

/** The board call's filter (spec 03 §7): ABIERTA only, or every status when closed cards show; creation dates. */
export interface FiltroTablero {
  id: number;
  cerradas: boolean;
  startDate: string;
  endDate: string;
}

/** POST /prospectos/kanbans/columnas; PUT /prospectos/kanbans/columnas/{id} also sends orden. */
export interface ColumnaDatos {
  kanbanId: number;
  nombre: string;
  orden?: number | null;
}

/** POST /prospectos/kanbans/cards; PUT /prospectos/kanbans/cards/{id} also sends orden (spec 03 §7). */
export interface CardDatos {
  columnId: number;
  prospectoId: number;
  nombre: string;
  descripcion: string;
  ramoId: RamoId;
  /** The currency's abbreviation (MXN, USD…). */
  moneda: string;
  /** Pesos as an exact decimal string with two decimals: '12500.50'. */
  primaTotal: string;
  status?: StatusCard | null;
  /** The card's final index in its (new) column; absent keeps its place or puts it last. */
  orden?: number | null;
}

/** A card note (spec 03 §3). */
export interface NotaCard {
  id: number;
  texto: string;
  cardId: number;
  fecCreacion: string;
  autor: { id: number; nombres: string; apPat: string };
}

/** POST /prospectos/kanbans/cards/notes and PUT …/notes/{id}. */
export interface NotaDatos {
  texto: string;
  cardId: number;
}
