import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import { centavos, formatDinero } from '../../../core/shared/format.ts';
import { colorDeVencimiento, type ColorVencimiento } from '../../polizas/shared/colores.ts';
import type { PolizaItem } from '../../polizas/shared/polizas.ts';

/** How the collections and renewals cards show dates, money and names (spec 02 §9). */

/** A wire date as 'dd MMM yyyy' in Spanish ('15 ene 2026'). */
export function fecha(valor: string): string {
  return format(parseISO(valor), 'dd MMM yyyy', { locale: es });
}

/** '$1,160.00 MXN'. */
export function dinero(monto: number, abreviacion: string): string {
  return formatDinero(centavos(monto), abreviacion);
}

export function nombreCompleto(persona: { nombres: string; apPat: string | null; apMat: string | null }): string {
  return [persona.nombres, persona.apPat, persona.apMat].filter(Boolean).join(' ');
}

/**
 * A policy to renew is painted like a receipt due on its validity's last day (spec 02 §4): by the
 * days left, white once terminated or cancelled.
 */
export function colorDePoliza(poliza: Pick<PolizaItem, 'status' | 'fechaVigenciaA'>, hoy: string): ColorVencimiento {
  return colorDeVencimiento({ status: 'pendiente', fecVence: poliza.fechaVigenciaA }, hoy, poliza.status);
}
