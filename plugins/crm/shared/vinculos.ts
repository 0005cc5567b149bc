import type { ComponentType } from 'react';
import type { Permiso } from '../../../core/shared/access/permisos.ts';
import { puntoDeExtension } from '../../../core/shared/extension.ts';
import type { Dueno } from './duenos.ts';

/**
 * How the task form chooses, and the task page shows, the record a task belongs to (issue 18): the
 * owner's plugin contributes a field for its records (clientes: a client search), since crm knows
 * no owner's data. A task linked through the API to a kind with no field shows its kind and id.
 */

/** With `onChange` the field chooses (null: no record); without it, it shows the record as a link. */
export interface VinculoDeTareaProps {
  id: number | null;
  onChange?: (id: number | null) => void;
  /** The input's id, for the form's label. */
  inputId?: string;
}

export interface VinculoDeTarea extends Dueno {
  /** The field's label: 'Cliente'. */
  etiqueta: string;
  /** Who may choose or see these records. */
  permiso: Permiso | readonly Permiso[];
  load: () => Promise<{ default: ComponentType<VinculoDeTareaProps> }>;
}

export const VINCULOS_DE_TAREA = puntoDeExtension<VinculoDeTarea>('crm.vinculosDeTarea');
