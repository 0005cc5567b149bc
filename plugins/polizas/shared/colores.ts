import type { StatusPoliza, StatusRecibo } from '../../catalogos/shared/catalogos.ts';
import { diasEntre } from './fechas.ts';

/**
 * The due-date colour of a receipt (spec 02 §4, §9), shared by the policy detail and the
 * collection screens: days to due = due date minus today in calendar days (the spec's rounded-up
 * difference from now is exactly that for a date-only due date), then the palette's bucket.
 */

export type ColorVencimiento = 'rojo' | 'naranja' | 'amarillo' | 'verde' | 'azul' | 'blanco';

/** The palette's buckets, in days to due, both ends included. */
const CUBETAS: readonly { desde: number; hasta: number; color: ColorVencimiento }[] = [
  { desde: -60, hasta: 0, color: 'rojo' },
  { desde: 1, hasta: 7, color: 'naranja' },
  { desde: 8, hasta: 14, color: 'amarillo' },
  { desde: 15, hasta: 21, color: 'verde' },
  { desde: 22, hasta: 60, color: 'azul' },
];

/** Each colour as the screens paint it (a stripe or a background); blanco paints nothing. */
export const COLORES_VENCIMIENTO: Record<ColorVencimiento, string | null> = {
  rojo: '#cd4246',
  naranja: '#ec9a3c',
  amarillo: '#f2c200',
  verde: '#238551',
  azul: '#2d72d2',
  blanco: null,
};

/** Calendar days from `hoy` to `fecVence` ('yyyy-MM-dd' both); negative once past due. */
export function diasParaVencer(fecVence: string, hoy: string): number {
  return diasEntre(hoy, fecVence);
}

export interface ReciboConVencimiento {
  status: StatusRecibo;
  fecVence: string;
}

/**
 * The colour of a receipt on `hoy`. Paid receipts and those of a closed policy are white; so is a
 * cancelled receipt, which is no longer due. Days beyond the palette (more than 60 either way) get
 * no colour either.
 */
export function colorDeVencimiento(recibo: ReciboConVencimiento, hoy: string, polizaStatus?: StatusPoliza): ColorVencimiento {
  if (recibo.status === 'pagado' || recibo.status === 'cancelado') return 'blanco';
  if (polizaStatus === 'terminada' || polizaStatus === 'cancelada') return 'blanco';
  const dias = diasParaVencer(recibo.fecVence, hoy);
  return CUBETAS.find((c) => dias >= c.desde && dias <= c.hasta)?.color ?? 'blanco';
}
