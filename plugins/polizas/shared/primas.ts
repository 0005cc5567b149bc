import { RAMO, type RamoId } from '../../catalogos/shared/catalogos.ts';
import { aCentavos, aPesos, escalar, ivaDe, suma } from './dinero.ts';

/**
 * Policy-level premium rules (spec 02 §4, §9; issue 6): IVA, total and commission. The wizard's
 * Primas step and the server use these same functions.
 */

/** A policy's premiums in pesos. `recargo` is the financiamiento and may be negative. */
export interface PrimasPoliza {
  /** Line code (RAMO): 1 Autos, 3 Salud, 5 Vida, 7 Diversos. */
  modelo: RamoId;
  primaNeta: number;
  derecho: number;
  recargo: number;
  /** Read only for Vida, whose IVA is entered by hand; every other line computes it. */
  iva?: number | null;
}

export function esVida(modelo: number): boolean {
  return modelo === RAMO.VIDA;
}

/** The policy's IVA in cents: 16% of neta + derecho + financiamiento, or Vida's entered amount. */
export function centavosDeIva(p: PrimasPoliza): number {
  if (esVida(p.modelo)) return aCentavos(p.iva ?? 0);
  return ivaDe(aCentavos(p.primaNeta) + aCentavos(p.derecho) + aCentavos(p.recargo));
}

export function ivaDePoliza(p: PrimasPoliza): number {
  return aPesos(centavosDeIva(p));
}

/** Total = prima neta + derecho + financiamiento + IVA, in cents. */
export function centavosDeTotal(p: PrimasPoliza): number {
  return aCentavos(p.primaNeta) + aCentavos(p.derecho) + aCentavos(p.recargo) + centavosDeIva(p);
}

export function totalDePoliza(p: PrimasPoliza): number {
  return aPesos(centavosDeTotal(p));
}

/** Commission = porcentaje × prima neta / 100, to the cent (the percentage is read with 2 decimals). */
export function comisionDe(porcentaje: number, primaNeta: number): number {
  return aPesos(escalar(aCentavos(primaNeta), aCentavos(porcentaje), 10_000));
}

/**
 * The percentage (2 decimals) a typed commission amount represents; 0 while there is no prima neta.
 * Editing the amount recalculates the percentage, not the other way round, so the typed amount stays.
 */
export function porcentajeDeComision(comision: number, primaNeta: number): number {
  const neta = aCentavos(primaNeta);
  return neta === 0 ? 0 : aPesos(escalar(aCentavos(comision), 10_000, neta));
}

/** One receipt's IVA in cents: 16% of its base, or for Vida its base's share of `ivaTotal`. */
export function cuotaDeIva(base: number, ivaTotal: number, sumaBases: number, vida: boolean): number {
  if (!vida) return ivaDe(base);
  return sumaBases === 0 ? 0 : escalar(ivaTotal, base, sumaBases);
}

/**
 * Splits `ivaTotal` cents over receipts with the given bases (neta + derecho + financiamiento): at
 * 16% of each base, or for Vida in proportion to the bases. The receipt at `absorbe` takes whatever
 * makes the parts add up exactly to `ivaTotal`.
 */
export function ivaPorRecibo(bases: readonly number[], ivaTotal: number, vida: boolean, absorbe: number): number[] {
  const sumaBases = suma(bases);
  const ivas = bases.map((base, k) => (k === absorbe ? 0 : cuotaDeIva(base, ivaTotal, sumaBases, vida)));
  ivas[absorbe] = ivaTotal - suma(ivas);
  return ivas;
}
