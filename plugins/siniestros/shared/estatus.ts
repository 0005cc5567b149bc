import { STATUS_SINIESTRO, type StatusSiniestro } from './siniestros.ts';

/**
 * Which status a claim may move to (docs/adr/024-siniestros.md; the spec leaves them open, 03 §4).
 * The form offers exactly these and the API refuses anything else. Keeping the status is always
 * allowed: the rest of the claim may be edited in any status.
 */
export const TRANSICIONES: Readonly<Record<StatusSiniestro, readonly StatusSiniestro[]>> = {
  captura: ['faltante', 'enviado'],
  faltante: ['captura', 'enviado'],
  enviado: ['faltante', 'rechazado', 'finalizado'],
  // A rejected claim may be sent again (reconsideración) with what the insurer asked for.
  rechazado: ['enviado'],
  finalizado: [],
};

/** A new claim starts in one of these: it can be registered after it was already sent. */
export const STATUS_INICIALES: readonly StatusSiniestro[] = ['captura', 'faltante', 'enviado'];

export function puedePasar(de: StatusSiniestro, a: StatusSiniestro): boolean {
  return de === a || TRANSICIONES[de].includes(a);
}

/** The statuses the form offers: a new claim's, or the current one and where it may go, in list order. */
export function statusOfrecidos(actual: StatusSiniestro | null): StatusSiniestro[] {
  return STATUS_SINIESTRO.filter((s) => (actual === null ? STATUS_INICIALES.includes(s) : puedePasar(actual, s)));
}
