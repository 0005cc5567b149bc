import { centavos } from '../../../../../core/shared/format.ts';
import { aPesos } from '../../../shared/dinero.ts';

/**
 * Money typed in the wizard (spec 02 §5 'Receipts step'): thousands commas are dropped, and empty or
 * unreadable text is 0. Without `negativo` a minus sign is ignored (only financiamiento may be
 * negative). The amount is kept to the cent.
 */
export function leerMonto(texto: string, negativo = false): number {
  const limpio = texto.replace(/,/g, '').trim();
  const c = limpio === '' ? 0 : centavos(negativo ? limpio : limpio.replace(/-/g, ''));
  return Number.isNaN(c) ? 0 : aPesos(c);
}

/** An amount as the money fields show it when not being typed: '12,180.00'. */
export function mostrarMonto(monto: number): string {
  return monto.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
