import { MONTO_MAXIMO } from '../../../shared/dinero.ts';

/**
 * Money typed in the wizard (spec 02 §5; issue 18): thousands commas and spaces are dropped and
 * empty text is 0; anything else is read exactly as written, sign and decimals included, so the
 * shared schema can refuse it with its field's message instead of the wizard changing it. Text that
 * is no number, or one beyond what an amount holds, gives null: the draft keeps that text and the
 * step shows why it cannot continue.
 */
const NUMERO = /^-?(\d+\.?\d*|\.\d+)$/;

export function leerMonto(texto: string): number | null {
  const limpio = texto.replace(/[,\s$]/g, '');
  if (limpio === '') return 0;
  const n = Number(limpio);
  return NUMERO.test(limpio) && Math.abs(n) <= MONTO_MAXIMO ? n : null;
}

/** An amount as the money fields show it when not being typed: '12,180.00' (more decimals only if typed). */
export function mostrarMonto(monto: number): string {
  return monto.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 20 });
}
