import type { ComponentType } from 'react';
import type { Permiso } from '../../../core/shared/access/permisos.ts';
import { puntoDeExtension } from '../../../core/shared/extension.ts';

/** The record an action is offered on: a policy (its detail), a receipt, or a policy to renew. */
export interface RegistroDeAccion {
  tipo: 'poliza' | 'recibo' | 'renovacion';
  id: number;
}

/**
 * Actions other plugins offer on policies and receipts (comunicacion's e-mail / WhatsApp): the
 * policy's toolbar, its receipts, and the /cxc and /renovaciones cards render each entry's button
 * for a user holding its `permiso`, naming none of the contributors.
 */
export interface AccionDeRegistro {
  /** '<plugin>.<name>', unique among the actions. */
  id: string;
  permiso: Permiso | readonly Permiso[];
  /** The button; `compacta` where the host shows icons only (cards, receipt rows). */
  Boton: ComponentType<{ registro: RegistroDeAccion; compacta: boolean }>;
}

export const ACCIONES_DE_REGISTRO = puntoDeExtension<AccionDeRegistro>('polizas.accionesDeRegistro');
