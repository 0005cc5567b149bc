import { centavos } from '../../../core/shared/format.ts';
import type { FieldRule } from '../../../core/shared/validation.ts';

/**
 * Money of policies and receipts in integer cents: amounts arrive and leave as pesos with two
 * decimals, every sum and split happens on whole cents so nothing is lost or invented.
 */

/** Largest amount a numeric(14,2) column holds, in pesos. */
export const MONTO_MAXIMO = 999_999_999_999.99;

/** IVA rate in percent (spec 02 §9). */
export const TASA_IVA = 16;

/** Pesos → cents; an amount with more than two decimals is rounded half away from zero. */
export function aCentavos(pesos: number): number {
  const c = centavos(pesos);
  if (Number.isNaN(c)) throw new RangeError(`Monto no válido: ${pesos}`);
  return c;
}

/** Cents → pesos with at most two decimals (never -0). */
export function aPesos(c: number): number {
  return c / 100 + 0;
}

/** True when the number is written with at most two decimals (0.1 + 0.2 is not). */
export function tieneDosDecimales(pesos: number): boolean {
  return Number.isFinite(pesos) && aPesos(centavos(pesos)) === pesos;
}

/** a × b / c rounded half away from zero, exact for any cents (BigInt avoids float products). */
export function escalar(a: number, b: number, c: number): number {
  const numerador = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negativo = numerador < 0n !== divisor < 0n;
  const n = numerador < 0n ? -numerador : numerador;
  const d = divisor < 0n ? -divisor : divisor;
  const redondeado = (2n * n + d) / (2n * d);
  return Number(negativo ? -redondeado : redondeado);
}

/** IVA at 16% of a base in cents. */
export function ivaDe(base: number): number {
  return escalar(base, TASA_IVA, 100);
}

/**
 * Splits `total` cents into `partes` equal amounts; the rounding remainder (same sign as the total,
 * smaller than `partes` cents) goes to the part at `absorbe`, so the parts always add up to the total.
 */
export function repartir(total: number, partes: number, absorbe = 0): number[] {
  if (partes <= 0) return [];
  const resto = total % partes; // exact on integers, unlike Math.trunc(total / partes) near 2^53
  const montos = Array.from({ length: partes }, () => (total - resto) / partes);
  montos[absorbe] += resto;
  return montos;
}

export function suma(montos: readonly number[]): number {
  return montos.reduce((a, b) => a + b, 0);
}

/**
 * A money field of a schema: at most 2 decimals, within numeric(14,2). `negativo` is the message
 * when negatives are refused, null when they are allowed (financiamiento).
 */
export function reglaDeMonto(label: string, negativo: string | null, required?: string): FieldRule {
  return {
    kind: 'number',
    label,
    required,
    min: negativo ? undefined : -MONTO_MAXIMO,
    max: MONTO_MAXIMO,
    check: (v) => (negativo && (v as number) < 0 ? negativo : tieneDosDecimales(v as number) ? null : `${label} debe tener como máximo 2 decimales`),
  };
}
