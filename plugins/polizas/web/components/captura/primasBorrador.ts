import type { ClaveAgente, ClaveComisiones } from '../../../shared/claves.ts';
import { comisionDeClave } from '../../../shared/claves.ts';
import { comisionDe, ivaDePoliza, porcentajeDeComision, totalDePoliza, type PrimasPoliza } from '../../../shared/recibos-calculo.ts';
import { LINEAS, type BorradorPoliza, type PrimasBorrador } from './borrador.ts';

/**
 * The Primas step's rules on the draft (spec 02 §4, §5): IVA and total follow the amounts, the
 * commission follows its percentage, a typed commission amount recalculates the percentage.
 */

export const ramoDe = (b: Pick<BorradorPoliza, 'newType'>) => LINEAS[b.newType].ramo;

/** The policy's premiums as the shared calculation reads them. */
export function primasPoliza(b: Pick<BorradorPoliza, 'newType' | 'primas'>): PrimasPoliza {
  return { modelo: ramoDe(b), primaNeta: b.primas.prima, derecho: b.primas.derecho, recargo: b.primas.recargo, iva: b.primas.iva };
}

/**
 * IVA (typed for Vida, 16% otherwise), total and commission after the amounts or the line changed.
 * Nothing is capped: a commission over the total is refused by the shared schema, not trimmed.
 */
export function recalcularPrimas(b: Pick<BorradorPoliza, 'newType' | 'primas'>): PrimasBorrador {
  const datos = primasPoliza(b);
  return { ...b.primas, iva: ivaDePoliza(datos), total: totalDePoliza(datos), comision: comisionDe(b.primas.porcentajeComision, b.primas.prima) };
}

export type MontoPrima = 'prima' | 'derecho' | 'recargo' | 'iva';

export function cambiarMonto(b: BorradorPoliza, campo: MontoPrima, valor: number): PrimasBorrador {
  return recalcularPrimas({ newType: b.newType, primas: { ...b.primas, [campo]: valor } });
}

/** A percentage as typed (the schema takes 0 to 100); the commission follows. */
export function cambiarPorcentaje(b: BorradorPoliza, porcentajeComision: number): PrimasBorrador {
  return recalcularPrimas({ newType: b.newType, primas: { ...b.primas, porcentajeComision } });
}

/** A typed commission, kept as typed; the percentage is what it represents of the net premium. */
export function cambiarComision(b: BorradorPoliza, comision: number): PrimasBorrador {
  return { ...b.primas, comision, porcentajeComision: porcentajeDeComision(comision, b.primas.prima) };
}

/** The commission fields of a key, kept in the draft so a change of line can recalculate. */
export function comisionesDe(clave: ClaveComisiones): ClaveComisiones {
  const { comisionVida, comisionAutos, comisionSalud, comisionDiversos } = clave;
  return { comisionVida, comisionAutos, comisionSalud, comisionDiversos };
}

/** The key's default commission for the draft's line, applied (spec 02 §4); nothing changes without a key. */
export function comisionDeLaClave(b: BorradorPoliza, comisiones: ClaveComisiones | null): PrimasBorrador {
  if (!comisiones) return recalcularPrimas(b);
  return cambiarPorcentaje(b, comisionDeClave(comisiones, ramoDe(b)));
}

/** Picks a key (or none) and applies its commission. */
export function conClave(b: BorradorPoliza, clave: ClaveAgente | null): Pick<BorradorPoliza, 'generales' | 'primas'> {
  const comisionesClave = clave ? comisionesDe(clave) : null;
  return {
    generales: { ...b.generales, claveAgente: clave?.id ?? null, comisionesClave },
    primas: comisionDeLaClave(b, comisionesClave),
  };
}
