import type { StatusPoliza } from '../../../../catalogos/shared/catalogos.ts';

/**
 * A policy that can be closed and whose receipts can change: vigente or pendiente. terminada and
 * cancelada can be reactivated instead (spec 02 §4); eliminada never reaches these screens.
 */
export const polizaActiva = (status: StatusPoliza) => status === 'vigente' || status === 'pendiente';
