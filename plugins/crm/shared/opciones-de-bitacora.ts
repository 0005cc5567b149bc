import type { ComponentType } from 'react';
import type { Permiso } from '../../../core/shared/access/permisos.ts';
import { puntoDeExtension } from '../../../core/shared/extension.ts';
import type { Dueno } from './duenos.ts';

/** What an option does once the log entry is saved; it reports its own outcome (a toast): the entry stays saved either way. */
export type AccionTrasGuardar = () => Promise<void>;

/** What an option's control receives: the log's owner, and where to hand its after-save action (null: nothing to do). */
export interface PropsDeOpcion {
  dueno: Dueno;
  id: number;
  alGuardar: (accion: AccionTrasGuardar | null) => void;
}

/**
 * Options other plugins add to the log form (spec 01 §4: "after saving an entry with the task option
 * ticked, a linked task in the external to-do service is closed"). The form shows each option's
 * control to a user holding its `permiso`; the control hands the form what to do after a successful
 * save (`alGuardar(accion)`, or null when unticked). crm names none of the contributors.
 */
export interface OpcionDeBitacora {
  /** '<plugin>.<name>', unique among the options. */
  id: string;
  permiso: Permiso | readonly Permiso[];
  Opcion: ComponentType<PropsDeOpcion>;
}

export const OPCIONES_DE_BITACORA = puntoDeExtension<OpcionDeBitacora>('crm.opcionesDeBitacora');
