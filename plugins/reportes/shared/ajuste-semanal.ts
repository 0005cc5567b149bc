import type { Schema } from '../../../core/shared/validation.ts';
import { MENSAJES_AGENDA, TEXTOS_AGENDA } from './agenda-mensajes.ts';

/** body of GET and PUT /reportes/semanal/ajustes: whether the agent gets the Monday e-mail. */
export interface AjusteSemanal {
  activo: boolean;
  /** Where the Monday e-mail goes: the agent's principal user. */
  correo: string;
}

/** What PUT /reportes/semanal/ajustes accepts. */
export const ajusteSemanalSchema: Schema = {
  activo: { kind: 'boolean', label: TEXTOS_AGENDA.tituloAjuste, required: MENSAJES_AGENDA.activoInvalido },
};
