import type { ApiError } from '../../../web/src/api/envelopeBaseQuery.ts';
import { MENSAJES_INTEGRACIONES } from '../shared/mensajes.ts';

/**
 * The server's reason for a failed Todoist call, 5xx included: 'Todoist no responde…' (503) and
 * 'Todoist rechazó el token guardado…' (502) tell the user what to do, unlike a generic error.
 */
export function mensajeDeTodoist(error: unknown): string {
  const { status, message } = (error ?? {}) as Partial<ApiError>;
  return typeof status === 'number' && status >= 400 && message ? message : MENSAJES_INTEGRACIONES.noDisponible;
}
