import { centavos, formatDinero } from '../../../../../core/shared/format.ts';
import { porcentajeDeMeta } from '../../../shared/resumen.ts';

/** How the summary writes its figures (spec 02 §9): counts and pesos with thousands separators. */

const ENTERO = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** A count: '1,234'. */
export function cantidad(n: number): string {
  return ENTERO.format(n);
}

/** An amount of the summary, always in pesos: '$12,180.00 MXN'. */
export function enPesos(monto: number): string {
  return formatDinero(centavos(monto), 'MXN');
}

/** A gauge's percent as a whole number: value ÷ goal, capped at 100 (porcentajeDeMeta). */
export function porcentajeEntero(valor: number, meta: number): number {
  return Math.round(porcentajeDeMeta(valor, meta) * 100);
}
