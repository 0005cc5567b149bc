import { aCentavos, repartir, suma } from './dinero.ts';
import { centavosDeIva, cuotaDeIva, esVida, ivaPorRecibo, type PrimasPoliza } from './primas.ts';
import { CalculoRecibosError, montosEnPesos, type MontosRecibo } from './recibos-reglas.ts';

/**
 * Editing receipts in the wizard's Recibos step (spec 02 §4): the smart recalculation after the
 * first receipt changes, and 'Aplicar a todos los recibos subsecuentes' once it is off.
 */

/** The first receipt as the user left it, in pesos. */
export interface PrimerReciboEditado {
  prima: number;
  derecho: number;
  /** Financiamiento; may be negative. */
  recargo: number;
  /** Only when the user typed the IVA; otherwise it is recomputed (16%, or Vida's share). */
  iva?: number | null;
}

export const MENSAJES_EDICION = {
  primaNegativa: 'La prima neta del primer recibo no puede ser negativa',
  derechoNegativo: 'El derecho del primer recibo no puede ser negativo',
  ivaNegativo: 'El IVA del primer recibo no puede ser negativo',
  primaMayor: 'La prima neta del primer recibo no puede ser mayor que la prima neta de la póliza',
  derechoMayor: 'El derecho del primer recibo no puede ser mayor que el derecho de la póliza',
} as const;

function revisar(primer: PrimerReciboEditado, poliza: PrimasPoliza): void {
  const fallas: [boolean, keyof PrimerReciboEditado, string][] = [
    [primer.prima < 0, 'prima', MENSAJES_EDICION.primaNegativa],
    [primer.derecho < 0, 'derecho', MENSAJES_EDICION.derechoNegativo],
    [(primer.iva ?? 0) < 0, 'iva', MENSAJES_EDICION.ivaNegativo],
    [aCentavos(primer.prima) > aCentavos(poliza.primaNeta), 'prima', MENSAJES_EDICION.primaMayor],
    [aCentavos(primer.derecho) > aCentavos(poliza.derecho), 'derecho', MENSAJES_EDICION.derechoMayor],
  ];
  const falla = fallas.find(([falla]) => falla);
  if (falla) throw new CalculoRecibosError(falla[1], falla[2]);
}

/**
 * Smart calculation: the first receipt keeps the amounts the user typed; the rest of the policy's
 * prima neta, derecho and financiamiento is spread equally over the subsequent receipts (rounding
 * remainder on the second, since the user fixed the first), each with IVA at 16% (Vida: its share of
 * the entered IVA), so the receipts still add up to the policy. With a single receipt there is
 * nothing to spread: it takes the typed amounts. Other fields of each receipt are kept.
 * Throws CalculoRecibosError when the first receipt is negative or exceeds the policy.
 */
export function recalcularSubsecuentes<R extends MontosRecibo>(recibos: readonly R[], primer: PrimerReciboEditado, poliza: PrimasPoliza): R[] {
  revisar(primer, poliza);
  const n = recibos.length;
  const partir = (dePoliza: number, delPrimero: number) => [delPrimero, ...repartir(aCentavos(dePoliza) - delPrimero, n - 1)];
  const netas = partir(poliza.primaNeta, aCentavos(primer.prima));
  const derechos = partir(poliza.derecho, aCentavos(primer.derecho));
  const recargos = partir(poliza.recargo, aCentavos(primer.recargo));
  const bases = netas.map((neta, k) => neta + derechos[k] + recargos[k]);
  const vida = esVida(poliza.modelo);
  const ivaPoliza = centavosDeIva(poliza);
  const ivaPrimero = primer.iva != null ? aCentavos(primer.iva) : cuotaDeIva(bases[0], ivaPoliza, suma(bases), vida);
  const ivas = [ivaPrimero, ...(n > 1 ? ivaPorRecibo(bases.slice(1), ivaPoliza - ivaPrimero, vida, 0) : [])];
  return recibos.map((recibo, k) => ({ ...recibo, ...montosEnPesos(netas[k], derechos[k], recargos[k], ivas[k]) }));
}

/**
 * 'Aplicar a todos los recibos subsecuentes': copies the amounts of receipt `serie` to every receipt
 * with a later serie. The sums are then the user's to balance (the confirmation says so).
 */
export function aplicarASubsecuentes<R extends MontosRecibo & { serie: number }>(recibos: readonly R[], serie: number): R[] {
  const origen = recibos.find((r) => r.serie === serie);
  if (!origen) return [...recibos];
  const { prima, derecho, recargo, iva, total } = origen;
  return recibos.map((r) => (r.serie > serie ? { ...r, prima, derecho, recargo, iva, total } : r));
}
