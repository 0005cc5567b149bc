import type { Permiso } from '../../../core/shared/access/permisos.ts';

/**
 * Who may open what from the collections and renewals cards: the same codes the lent dialogs and
 * the polizas API ask for (docs/adr/017-polizas.md 'Access'), so a button shows only when its
 * dialog will.
 */
export const PERMISOS = {
  verPoliza: ['POLIZAS_R', 'POLIZAS_COBRANZA', 'POLIZAS_RENOVACIONES'],
  pagar: ['POLIZAS_W', 'POLIZAS_COBRANZA'],
  renovar: ['POLIZAS_W', 'POLIZAS_RENOVACIONES'],
  cerrar: ['POLIZAS_W', 'POLIZAS_RENOVACIONES'],
  bitacora: 'BITACORA_R',
  adjuntos: 'ADJUNTOS_R',
} satisfies Record<string, Permiso | Permiso[]>;
