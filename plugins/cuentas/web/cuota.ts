import type { UsoSuscripcion } from '../../../core/shared/auth/contract.ts';

/**
 * The user-quota message of /configuracion/usuarios (spec 01 §8): none included, none left, or how
 * many remain (in the singular for one).
 */
export function mensajeCuota(uso: UsoSuscripcion): { texto: string; agotada: boolean } {
  if (uso.quantity <= 1) return { texto: 'Tu suscripción no cuenta con usuarios adicionales.', agotada: true };
  if (uso.availavility <= 0) return { texto: 'Tu suscripción ha llegado al límite de usuarios disponibles', agotada: true };
  if (uso.availavility === 1) return { texto: 'Te queda 1 usuario adicional', agotada: false };
  return { texto: `Te quedan ${uso.availavility} usuarios adicionales`, agotada: false };
}
