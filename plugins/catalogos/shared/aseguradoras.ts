import type { Schema } from '../../../core/shared/validation.ts';

export const STATUS_ASEGURADORA = ['activo', 'inactivo'] as const;
export type StatusAseguradora = (typeof STATUS_ASEGURADORA)[number];

/** An insurer as the lists and selectors show it (spec 01 §3, 02 §3). */
export interface Aseguradora {
  id: number;
  aseguradora: string;
  abreviacion: string;
  /** Legal name; predefined insurers only. */
  razonSocial: string | null;
  status: StatusAseguradora;
  /** Predefined for every agent and read-only; false for the agent's own insurers. */
  estandar: boolean;
  /** The product can read this insurer's policy PDFs. */
  pdf: boolean;
  /** The product can sync this insurer's portal. */
  rpa: boolean;
}

/** POST and PUT payload. */
export interface AseguradoraDatos {
  aseguradora: string;
  abreviacion: string;
  status: StatusAseguradora;
}

export const MENSAJES_ASEGURADORAS = {
  guardado: 'Guardado exitosamente',
  eliminada: 'Aseguradora eliminada exitosamente',
  noExiste: 'La aseguradora no existe',
  predefinida: 'Las aseguradoras predefinidas no se pueden modificar ni eliminar',
  nombreRepetido: (nombre: string) => `Ya existe una aseguradora con el nombre ${nombre}`,
  abreviacionRepetida: (abreviacion: string) => `Ya existe una aseguradora con la abreviación ${abreviacion}`,
} as const;

/** Letters (ñ and accented vowels included) and spaces only (spec 01 §5). */
export const LETRAS_Y_ESPACIOS = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]+$/;

/** The insurer form: name, abbreviation and status, all required (spec 01 §5). */
export const aseguradoraSchema: Schema = {
  aseguradora: {
    kind: 'string',
    label: 'El nombre',
    required: 'El nombre es obligatorio',
    max: 100,
    pattern: LETRAS_Y_ESPACIOS,
    patternMessage: 'El nombre solo admite letras y espacios',
  },
  abreviacion: {
    kind: 'string',
    label: 'La abreviación',
    required: 'La abreviación es obligatoria',
    max: 10,
    pattern: LETRAS_Y_ESPACIOS,
    patternMessage: 'La abreviación solo admite letras y espacios',
  },
  status: { kind: 'string', label: 'El estatus', required: 'El estatus es obligatorio', oneOf: STATUS_ASEGURADORA },
};

/** POST /aseguradoras: a new insurer starts activo when no status is sent (spec 01 §4). */
export const nuevaAseguradoraSchema: Schema = {
  ...aseguradoraSchema,
  status: { ...aseguradoraSchema.status, required: false },
};
