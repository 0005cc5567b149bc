import type { ReactNode } from 'react';
import type { ListPage } from '../../../../core/shared/envelope.ts';
import type { Consulta } from '../consultas.ts';

/** What a screen's list query answers (an RTK Query result). */
export interface ResultadoLista<T> {
  data?: ListPage<T>;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
}

/** What the collections and renewals screens have in common: what they list and how each item shows. */
export interface ListaPorVencer<T extends { id: number }> {
  /** 'Cobranza' or 'Renovaciones'. */
  titulo: string;
  /** 'Recibos' or 'Pólizas': the list's heading, 'Recibos • {total}'. */
  nombreLista: string;
  /** The days selector's every-overdue entry: 'Todos los vencidos' or 'Todas las vencidas'. */
  etiquetaVencidos: string;
  /** The other layout of the same screen: the classic one, or back. */
  otraVista: { ruta: string; texto: string };
  /** The list's query hook, called with the screen's window, search, order and page. */
  useLista: (consulta: Consulta) => ResultadoLista<T>;
  /** An item's card: `compacta` in the carousel (a click opens its detail), with its actions elsewhere. */
  tarjeta: (item: T, opciones: { hoy: string; compacta: boolean }) => ReactNode;
  /** The dialogs the cards' actions open. */
  dialogos: ReactNode;
}
