import type { ComponentType } from 'react';
import type { Permiso } from '../../../core/shared/access/permisos.ts';
import { puntoDeExtension } from '../../../core/shared/extension.ts';

/** The record an action is offered on: an owner registered with crm (entidad) and its id. */
export interface DuenoDeAccion {
  entidad: string;
  id: number;
}

/**
 * Actions other plugins offer on the detail pages of crm's owners (comunicacion's e-mail /
 * WhatsApp on a client, a prospect or a claim). The page renders `<AccionesDeDueno>` and names none
 * of the contributors; each entry shows only on its `entidades` and to a user holding its `permiso`.
 * Policies and receipts have their own point, with their toolbar's shapes (polizas' acciones-de-registro).
 */
export interface AccionDeDueno {
  /** '<plugin>.<name>', unique among the actions. */
  id: string;
  entidades: readonly string[];
  permiso: Permiso | readonly Permiso[];
  Boton: ComponentType<{ dueno: DuenoDeAccion }>;
}

export const ACCIONES_DE_DUENO = puntoDeExtension<AccionDeDueno>('crm.accionesDeDueno');
