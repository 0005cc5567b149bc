import { validate, type FieldErrors, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { MAX_ID } from '../../clientes/shared/clientes.ts';
import type { TemplateDatos } from './cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from './mensajes.ts';
import { comoRamo, reglaDeRamo, resultado, validarCamposDePlan } from './propuesta-form.ts';

/**
 * The template form (spec 03 §5 Template form): name 100 and the same plan fields, features and
 * coverages as a proposal, with what the ramo hides cleared. One validation for the form and for
 * POST/PUT /cotizaciones/templates. The insurer travels as `aseguradoraId`; `aseguradora` as its id
 * or as `{ id }` (spec 03 §7: "aseguradora (id)") is accepted too.
 */

export const templateSchema: Schema = {
  nombre: { kind: 'string', label: 'El nombre', required: M.nombreObligatorio, max: 100 },
  ramo: reglaDeRamo,
  aseguradoraId: { kind: 'integer', label: 'La aseguradora', required: M.aseguradoraObligatoria, min: 1, max: MAX_ID },
};

/** The insurer's id as the payload names it. */
function aseguradoraDe(datos: Record<string, unknown>): unknown {
  if (datos.aseguradoraId !== undefined && datos.aseguradoraId !== null) return datos.aseguradoraId;
  const a = datos.aseguradora;
  return a && typeof a === 'object' && !Array.isArray(a) ? (a as Record<string, unknown>).id : a;
}

export function validarTemplate(entrada: unknown): ValidationResult<TemplateDatos> {
  const datos = entrada && typeof entrada === 'object' && !Array.isArray(entrada) ? (entrada as Record<string, unknown>) : {};
  const r = validate<Pick<TemplateDatos, 'nombre' | 'aseguradoraId'>>(templateSchema, { ...datos, aseguradoraId: aseguradoraDe(datos) });
  const errors: FieldErrors = r.ok ? {} : { ...r.errors };
  const ramo = errors.ramo ? null : comoRamo(datos.ramo);
  const campos = validarCamposDePlan(datos, ramo, '', errors);
  return resultado(errors, () => {
    if (!r.ok || ramo === null || !campos) throw new Error('validación incompleta');
    return { nombre: r.value.nombre, ramo, aseguradoraId: r.value.aseguradoraId, ...campos };
  });
}
