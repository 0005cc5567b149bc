import { Intent } from '@blueprintjs/core';
import type { Ramo } from '../../catalogos/shared/catalogos.ts';
import type { Moneda } from '../../catalogos/shared/monedas.ts';
import { eliminarMutation, guardarMutation } from '../../../web/src/api/crud.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import { listaTag } from '../../../web/src/api/tags.ts';
import { showToast } from '../../../web/src/ui/toaster.ts';
import type { CardDatos, CardEmbudo, ColumnaDatos, FiltroTablero, Kanban, KanbanResumen, NotaCard, NotaDatos } from '../shared/embudo.ts';
import { MENSAJES_EMBUDO } from '../shared/mensajes.ts';
import { aplicarMovimiento, aplicarMovimientoDeColumna } from '../shared/orden.ts';
import { prospectosApi } from './api.ts';

/** The whole card as PUT takes it (spec 03 §7: also to close, reopen and move). */
export function datosDeCard(card: CardEmbudo): CardDatos {
  return {
    columnId: card.columnId,
    prospectoId: card.prospecto.id,
    nombre: card.nombre,
    descripcion: card.descripcion,
    ramoId: card.ramo.id,
    moneda: card.moneda.abreviacion,
    primaTotal: card.primaTotal.toFixed(2),
    status: card.status,
    orden: card.orden,
  };
}

/** A move as the board asks it: the card, where it goes, and the board's query it updates at once. */
export interface MovimientoCard {
  card: CardEmbudo;
  destino: number;
  orden: number;
  filtro: FiltroTablero;
}

export interface MovimientoColumna {
  id: number;
  kanbanId: number;
  nombre: string;
  orden: number;
  filtro: FiltroTablero;
}

/** What the board's query string says (spec 03 §7): ABIERTA, or every status; the creation dates. */
function parametrosTablero({ cerradas, startDate, endDate }: FiltroTablero): Record<string, string> {
  return { status: cerradas ? 'ABIERTA,EXITOSA,NO_EXITOSA' : 'ABIERTA', ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

/** The board's query: every change to it (a card, a column, a move) reads it again. */
const TABLERO = listaTag('Tablero');

/** A move already applied on screen: undone, with a message, when its save fails (issue 15). */
async function deshacerSiFalla(cambio: { undo(): void }, guardado: Promise<unknown>): Promise<void> {
  try {
    await guardado;
  } catch {
    cambio.undo();
    showToast(MENSAJES_EMBUDO.movimientoFallido, Intent.DANGER);
  }
}

/** The funnel board (spec 03 §7 Funnel): moves apply on screen at once and roll back with a message when the save fails. */
export const embudoApi = prospectosApi.injectEndpoints({
  endpoints: (build) => ({
    tableros: build.query<KanbanResumen[], void>({ query: () => '/prospectos/kanbans' }),
    crearTablero: build.mutation<KanbanResumen, void>({
      query: () => ({ url: '/prospectos/kanbans', method: 'POST', body: { nombre: MENSAJES_EMBUDO.nombreTableroPredeterminado } }),
    }),
    tablero: build.query<Kanban, FiltroTablero>({
      query: (filtro) => ({ url: `/prospectos/kanbans/${filtro.id}`, params: parametrosTablero(filtro) }),
      providesTags: TABLERO,
    }),
    guardarCard: build.mutation<WithMessage<unknown>, CardDatos & { id: number | null }>(guardarMutation('Tablero', '/prospectos/kanbans/cards')),
    moverCard: build.mutation<CardEmbudo, MovimientoCard>({
      query: ({ card, destino, orden }) => ({ url: `/prospectos/kanbans/cards/${card.id}`, method: 'PUT', body: { ...datosDeCard(card), columnId: destino, orden } }),
      async onQueryStarted({ card, destino, orden, filtro }, { dispatch, queryFulfilled }) {
        await deshacerSiFalla(dispatch(embudoApi.util.updateQueryData('tablero', filtro, (k) => aplicarMovimiento(k, card.id, destino, orden))), queryFulfilled);
      },
      invalidatesTags: TABLERO,
    }),
    eliminarCard: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Tablero', '/prospectos/kanbans/cards')),
    guardarColumna: build.mutation<WithMessage<{ id: number }>, ColumnaDatos & { id: number | null }>(guardarMutation('Tablero', '/prospectos/kanbans/columnas')),
    moverColumna: build.mutation<unknown, MovimientoColumna>({
      query: ({ id, kanbanId, nombre, orden }) => ({ url: `/prospectos/kanbans/columnas/${id}`, method: 'PUT', body: { kanbanId, nombre, orden } }),
      async onQueryStarted({ id, orden, filtro }, { dispatch, queryFulfilled }) {
        await deshacerSiFalla(dispatch(embudoApi.util.updateQueryData('tablero', filtro, (k) => aplicarMovimientoDeColumna(k, id, orden))), queryFulfilled);
      },
      invalidatesTags: TABLERO,
    }),
    // A column with cards says where they go (spec 03 §2).
    eliminarColumna: build.mutation<WithMessage<unknown>, { id: number; destino: number | null }>({
      query: ({ id, destino }) => ({ url: `/prospectos/kanbans/columnas/${id}`, method: 'DELETE', params: destino ? { destino } : {} }),
      transformResponse: withMessage,
      invalidatesTags: TABLERO,
    }),
    notas: build.query<NotaCard[], number>({ query: (cardId) => `/prospectos/kanbans/cards/${cardId}/notes`, providesTags: listaTag('NotaCard') }),
    guardarNota: build.mutation<WithMessage<{ id: number }>, NotaDatos & { id: number | null }>(guardarMutation('NotaCard', '/prospectos/kanbans/cards/notes')),
    // The card form's catalogues (spec 03 §7): the agent's currencies and the lines.
    monedasDelEmbudo: build.query<Moneda[], void>({ query: () => '/monedas' }),
    ramosDelEmbudo: build.query<Ramo[], void>({ query: () => '/ramos' }),
  }),
});

export const {
  useTablerosQuery,
  useCrearTableroMutation,
  useTableroQuery,
  useGuardarCardMutation,
  useMoverCardMutation,
  useEliminarCardMutation,
  useGuardarColumnaMutation,
  useMoverColumnaMutation,
  useEliminarColumnaMutation,
  useNotasQuery,
  useGuardarNotaMutation,
  useMonedasDelEmbudoQuery,
  useRamosDelEmbudoQuery,
} = embudoApi;
