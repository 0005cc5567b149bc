import { FORMAS_PAGO, type FormaPago } from '../../catalogos/shared/catalogos.ts';
import { centavos } from '../../../core/shared/format.ts';
import type { PlanPago, PlanPagoDatos } from './cotizaciones.ts';

/**
 * A proposal's payment plans (spec 03 §3–§5, §9), computed in integer cents by the form and the
 * server alike: contado is one payment with no first or subsequent receipts; the others are
 * total = (parcialidades − 1) × primaReciboSub + primaPrimerRecibo.
 */

/** Amounts arrive validated (at most two decimals, within numeric(14,2)): cents and back are exact. */
const aCentavos = (pesos: number): number => centavos(pesos);
const aPesos = (c: number): number => c / 100 + 0;

/** Instalments of each payment form: contado 1, semestral 2, trimestral 4, mensual 12. */
export function parcialidadesDe(formaPago: FormaPago): number {
  const forma = FORMAS_PAGO.find((f) => f.key === formaPago);
  if (!forma) throw new RangeError(`Forma de pago no válida: ${formaPago}`);
  return forma.pagos;
}

/** Total in cents of an instalment plan from its first and subsequent receipts (cents). */
export function totalEnCentavos(primerRecibo: number, reciboSub: number, parcialidades: number): number {
  return (parcialidades - 1) * reciboSub + primerRecibo;
}

/** The plan as it is stored and shown, from what the form sends (amounts already validated). */
export function calcularPlanPago(datos: PlanPagoDatos): PlanPago {
  const parcialidades = parcialidadesDe(datos.formaPago);
  if (datos.formaPago === 'contado') {
    return { formaPago: 'contado', total: aPesos(aCentavos(datos.total ?? 0)), primaPrimerRecibo: null, primaReciboSub: null, parcialidades };
  }
  const primero = aCentavos(datos.primaPrimerRecibo ?? 0);
  const siguiente = aCentavos(datos.primaReciboSub ?? 0);
  return {
    formaPago: datos.formaPago,
    total: aPesos(totalEnCentavos(primero, siguiente, parcialidades)),
    primaPrimerRecibo: aPesos(primero),
    primaReciboSub: aPesos(siguiente),
    parcialidades,
  };
}

/** The plans in the order the catalogue lists the payment forms (contado first). */
export function ordenarPlanes(planes: readonly PlanPago[]): PlanPago[] {
  const orden = (p: PlanPago) => FORMAS_PAGO.findIndex((f) => f.key === p.formaPago);
  return [...planes].sort((a, b) => orden(a) - orden(b));
}
