import { STATUS_COTIZACION, type StatusCotizacion } from './cotizaciones.ts';

/**
 * Which status a quotation may move to by editing it (docs/adr/033-cotizaciones.md; the spec leaves
 * them open, 03 §4). The form offers exactly these and the API refuses anything else. Keeping the
 * status is always allowed. Three moves happen only through their own calls: sending (captura →
 * enviada), the client's acceptance (→ revision) and deleting (→ eliminada, which no edit reaches).
 */
export const TRANSICIONES: Readonly<Record<StatusCotizacion, readonly StatusCotizacion[]>> = {
  captura: ['enviada', 'cancelada'],
  enviada: ['revision', 'ganada', 'perdida', 'cancelada'],
  revision: ['enviada', 'ganada', 'perdida', 'cancelada'],
  // A cancelled quotation may be taken up again from the start.
  cancelada: ['captura'],
  perdida: [],
  ganada: [],
  eliminada: [],
};

/** A new quotation starts in captura (spec 03 §3). */
export const STATUS_INICIAL: StatusCotizacion = 'captura';

/** Where a quotation may be sent (or sent again) to its recipient. */
export const STATUS_ENVIABLES: readonly StatusCotizacion[] = ['captura', 'enviada', 'revision'];

/** Where the client may still accept a proposal from the viewer. */
export const STATUS_ACEPTABLES: readonly StatusCotizacion[] = ['captura', 'enviada', 'revision'];

export function puedePasar(de: StatusCotizacion, a: StatusCotizacion): boolean {
  return de === a || TRANSICIONES[de].includes(a);
}

/** The statuses the form offers: a new quotation's, or the current one and where it may go, in list order. */
export function statusOfrecidos(actual: StatusCotizacion | null): StatusCotizacion[] {
  return STATUS_COTIZACION.filter((s) => (actual === null ? s === STATUS_INICIAL : puedePasar(actual, s)));
}
