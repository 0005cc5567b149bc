import { validate, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { FORMAS_PAGO } from '../../catalogos/shared/catalogos.ts';
import { MAX_ID } from '../../clientes/shared/clientes.ts';
import { MENSAJES_COTIZACIONES as M } from './mensajes.ts';
import type { AceptacionDatos } from './visor.ts';

/** The client's acceptance from the viewer (beyond the spec): a proposal, one of its payment plans, and their name. */
export const aceptacionSchema: Schema = {
  itemId: { kind: 'integer', label: 'La propuesta', required: M.aceptacionItemObligatorio, min: 1, max: MAX_ID },
  formaPago: { kind: 'string', label: 'La forma de pago', required: M.aceptacionFormaPagoObligatoria, oneOf: FORMAS_PAGO.map((f) => f.key) },
  nombre: {
    kind: 'string',
    label: 'Tu nombre',
    required: M.aceptacionNombreObligatorio,
    check: (v) => ([...String(v)].length < 3 || [...String(v)].length > 120 ? M.aceptacionNombreLargo : null),
  },
};

export const validarAceptacion = (entrada: unknown): ValidationResult<AceptacionDatos> => validate<AceptacionDatos>(aceptacionSchema, entrada);
