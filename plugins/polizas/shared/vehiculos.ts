import { validate, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import type { VehiculoDatos } from './poliza-form.ts';

/**
 * The wizard's vehicle step (spec 02 §5) and the suggestions of GET /api/autos/buscador/modelos
 * (spec 02 §3, §7) over the catalogue that ships with the product (docs/adr/016-vehiculos.md).
 */

/**
 * One suggestion of the vehicle autocomplete. `tipo` is the line (submarca: VERSA, JETTA…), `modelo`
 * the model year; `amis` carries Cartera's own catalogue key ('CRT-…'), not an AMIS code.
 */
export interface SugerenciaVehiculo {
  id: number;
  marca: string;
  tipo: string;
  modelo: number;
  amis: string;
  descripcion: string;
}

/** The autocomplete answers at most this many suggestions (spec 02 §9: autocomplete size 20). */
export const MAX_SUGERENCIAS_VEHICULO = 20;

/** Longer texts are free descriptions no catalogue entry matches; the search answers none. */
export const MAX_BUSQUEDA_VEHICULO = 100;

/** The suggestion search starts only when the typed text is longer than 3 characters (spec 02 §5). */
export function debeBuscarVehiculo(texto: string): boolean {
  return [...texto.trim()].length > 3;
}

/** Model-year options of the vehicle step: next year back 41 years, newest first (spec 02 §9). */
export function aniosDeVehiculo(hoy: Date): number[] {
  const siguiente = hoy.getFullYear() + 1;
  return Array.from({ length: 42 }, (_, i) => siguiente - i);
}

/** Lower case with no accents or punctuation: 'CR-V' and 'Crv' fold alike. */
const plegar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * A typed word as the search compares it: lower case, no accents, no punctuation, so 'CR-V', 'crv'
 * and 'Cr.V' are the same word. Words that keep nothing (a lone '-') are dropped.
 */
export function palabrasDeBusqueda(texto: string): string[] {
  return [...new Set(texto.split(/\s+/).map(plegar).filter(Boolean))];
}

/**
 * What a catalogue entry is searched by, between spaces: its words as palabrasDeBusqueda folds them,
 * its model year, and its whole description without spaces or punctuation (so 'mercedes-benz' or
 * 'crv' typed as one word is found too). A typed word must appear anywhere in it; the words it holds
 * whole or as a prefix rank the entry first (see vehiculos.service.ts).
 */
export function textoBuscableDeVehiculo(descripcion: string, modelo: number): string {
  return ` ${palabrasDeBusqueda(descripcion).join(' ')} ${modelo} ${plegar(descripcion)} `;
}

const MAX_ID = 2_147_483_647;

/**
 * The vehicle step (spec 02 §5): year, description (a suggestion or free text), serial number and
 * plates; marca, tipo and amis come from the chosen suggestion and are empty for free text. Limits
 * follow the poliza_vehiculos columns.
 */
export const vehiculoSchema: Schema = {
  id: { kind: 'integer', label: 'El vehículo', min: 1, max: MAX_ID },
  modelo: {
    kind: 'integer',
    label: 'El modelo',
    required: 'El modelo es obligatorio',
    check: (v) => {
      const anios = aniosDeVehiculo(new Date());
      return anios.includes(v as number) ? null : `El modelo debe ser un año entre ${anios[anios.length - 1]} y ${anios[0]}`;
    },
  },
  descripcion: { kind: 'string', label: 'La descripción del vehículo', required: 'La descripción del vehículo es obligatoria', max: 300 },
  marca: { kind: 'string', label: 'La marca', max: 60 },
  tipo: { kind: 'string', label: 'El tipo de vehículo', max: 100 },
  amis: { kind: 'string', label: 'La clave del catálogo', max: 20 },
  noSerie: { kind: 'string', label: 'El número de serie', required: 'El número de serie es obligatorio', max: 17 },
  placas: { kind: 'string', label: 'Las placas', check: (v) => ([...String(v)].length > 10 ? 'Las placas deben tener como máximo 10 caracteres' : null) },
};

/** The vehicle step's check, as the policy save runs it: serial number and plates are kept upper-case. */
export function validarVehiculo(input: unknown): ValidationResult<VehiculoDatos> {
  const r = validate<VehiculoDatos>(vehiculoSchema, input);
  if (!r.ok) return r;
  const v = r.value;
  return { ok: true, value: { ...v, noSerie: v.noSerie.toUpperCase(), placas: v.placas ? v.placas.toUpperCase() : v.placas } };
}
