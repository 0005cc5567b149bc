import { FORMAS_PAGO, type FormaPago } from '../../../catalogos/shared/catalogos.ts';

/**
 * The share of generated policies per payment form, chosen so that receipts ÷ policies comes out
 * as asked (contado 1, semestral 2, trimestral 4, mensual 12 receipts each).
 */

export type Mezcla = Record<FormaPago, number>;

/** A portfolio as agents have it: many annual payments, a third monthly; 4.9 receipts a policy. */
const HABITUAL: Mezcla = { contado: 0.4, semestral: 0.15, trimestral: 0.15, mensual: 0.3 };

export function recibosPorPoliza(mezcla: Mezcla): number {
  return FORMAS_PAGO.reduce((s, f) => s + mezcla[f.key] * f.pagos, 0);
}

/**
 * The habitual mix blended toward all-monthly (more receipts) or all-contado (fewer) until the
 * average is `promedio`; outside 1..12 the nearest end.
 */
export function mezclaParaPromedio(promedio: number): Mezcla {
  const base = recibosPorPoliza(HABITUAL);
  const objetivo = Math.min(12, Math.max(1, promedio));
  const [extremo, lambda]: [FormaPago, number] = objetivo >= base ? ['mensual', (objetivo - base) / (12 - base)] : ['contado', (base - objetivo) / (base - 1)];
  const mezcla = { ...HABITUAL };
  for (const f of FORMAS_PAGO) mezcla[f.key] = (1 - lambda) * HABITUAL[f.key] + (f.key === extremo ? lambda : 0);
  return mezcla;
}

/** Cumulative thresholds in the order of FORMAS_PAGO: a uniform number below the k-th picks form k. */
export function umbrales(mezcla: Mezcla): { forma: FormaPago; hasta: number }[] {
  let acumulado = 0;
  return FORMAS_PAGO.map((f) => ({ forma: f.key, hasta: (acumulado += mezcla[f.key]) }));
}
