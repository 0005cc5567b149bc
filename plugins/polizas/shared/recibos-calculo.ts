import { aCentavos, repartir } from './dinero.ts';
import { dividirVigencia, sumarDias } from './fechas.ts';
import { centavosDeIva, esVida, ivaPorRecibo } from './primas.ts';
import { errorDeCalculo, montoDado, montosEnPesos, numeroDeRecibos, type DatosCalculoRecibos, type ReciboCalculado, type Vencimientos } from './recibos-reglas.ts';

/**
 * The receipt calculation (spec 02 §4, §7, §9; issue 6): one implementation for the wizard and for
 * POST /recibos/calcular. This module is the entry point: it also re-exports the policy-level
 * helpers, the wizard's receipt editing and the body's validation.
 */
export * from './recibos-reglas.ts';
export { comisionDe, ivaDePoliza, porcentajeDeComision, totalDePoliza, type PrimasPoliza } from './primas.ts';
export { MENSAJES_EDICION, aplicarASubsecuentes, recalcularSubsecuentes, type PrimerReciboEditado } from './recibos-edicion.ts';

/**
 * Net premium per receipt in cents. A first-receipt amount leaves the rest to be spread equally over
 * the subsequent receipts; a subsequent-receipt amount leaves the first with the rest; otherwise
 * the premium is spread equally. `absorbe` is the receipt that takes rounding remainders.
 */
function primasNetas(datos: DatosCalculoRecibos, n: number, absorbe: number): number[] {
  const neta = aCentavos(datos.primaNeta);
  const primero = montoDado(datos.primaPrimerRecibo);
  const subsecuente = montoDado(datos.primaSubsecuenteRecibo);
  if (n === 1) return [neta];
  if (primero !== null) return [primero, ...repartir(neta - primero, n - 1)];
  if (subsecuente !== null) return [neta - subsecuente * (n - 1), ...Array<number>(n - 1).fill(subsecuente)];
  return repartir(neta, n, absorbe);
}

/** Derecho or financiamiento per receipt: prorated when asked, otherwise all on the first receipt. */
function cargo(pesos: number, n: number, prorratear: boolean, absorbe: number): number[] {
  const total = aCentavos(pesos);
  return prorratear ? repartir(total, n, absorbe) : [total, ...Array<number>(n - 1).fill(0)];
}

/**
 * The receipts of a policy: one per instalment of the payment form, consecutive periods covering
 * the term, amounts adding up exactly (to the cent) to the policy's prima neta, derecho,
 * financiamiento, IVA and total, due `vencimientos.primero` days after the first receipt's start and
 * `vencimientos.subsecuente` days after each later one's. Rounding remainders go to the first
 * receipt, or to the second when the user fixed the first receipt's premium.
 * Throws CalculoRecibosError when the data break a cross-field rule (validarCalculoRecibos says
 * the same beforehand).
 */
export function calcularRecibos(datos: DatosCalculoRecibos, vencimientos: Vencimientos): ReciboCalculado[] {
  const error = errorDeCalculo(datos);
  if (error) throw error;
  // errorDeCalculo refuses data without a number of receipts.
  const n = numeroDeRecibos(datos) ?? 1;
  const absorbe = n > 1 && montoDado(datos.primaPrimerRecibo) !== null ? 1 : 0;
  const netas = primasNetas(datos, n, absorbe);
  const derechos = cargo(datos.derecho, n, datos.prorratearDerecho, absorbe);
  const recargos = cargo(datos.recargo, n, datos.prorratearRecargo, absorbe);
  const bases = netas.map((neta, k) => neta + derechos[k] + recargos[k]);
  const ivas = ivaPorRecibo(bases, centavosDeIva(datos), esVida(datos.modelo), absorbe);
  return dividirVigencia(datos.fechaVigenciaDe, datos.fechaVigenciaA, n).map(({ fecVigDe, fecVigA }, k) => {
    // Named fields, no spreads: a large import calculates a hundred thousand receipts (ADR 032).
    const { prima, derecho, recargo, iva, total } = montosEnPesos(netas[k], derechos[k], recargos[k], ivas[k]);
    const fecVence = sumarDias(fecVigDe, k === 0 ? vencimientos.primero : vencimientos.subsecuente);
    return { serie: k + 1, totalSerie: n, prima, derecho, recargo, iva, total, fecVigDe, fecVigA, fecVence, fecPago: null, folioPago: null, status: 'pendiente' };
  });
}
