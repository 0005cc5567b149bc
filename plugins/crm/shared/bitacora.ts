import { validate, type FieldErrors, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { archivoSchema, type ArchivoAdjunto } from './archivos.ts';
import type { IdsDueno } from './duenos.ts';

/** Log entry types (spec 01 §3). */
export const TIPOS_REGISTRO = ['nota general', 'llamada saliente', 'llamada entrante', 'platica con humano', 'correo', 'adjunto'] as const;
export type TipoRegistro = (typeof TIPOS_REGISTRO)[number];

/** How each type reads on screen; the API keeps the spec's values. */
export const NOMBRE_TIPO_REGISTRO: Readonly<Record<TipoRegistro, string>> = {
  'nota general': 'Nota general',
  'llamada saliente': 'Llamada saliente',
  'llamada entrante': 'Llamada entrante',
  'platica con humano': 'Plática en persona',
  correo: 'Correo',
  adjunto: 'Adjunto',
};

/** Who wrote an entry: a user of the agent. */
export interface Autor {
  id: number;
  nombres: string;
  apPat: string;
}

/** One entry of a log record (spec 01 §3); fecha 'yyyy-MM-dd HH:mm:ss', Mexico City time. */
export interface TextoBitacora {
  id: number;
  tipo: TipoRegistro;
  texto: string;
  fecha: string;
  adjunto: ArchivoAdjunto | null;
  autor: Autor;
}

/** A log record as GET /crm answers it: subject, type, its owner (every registered owner key, the others null) and its entries, oldest first. */
export interface RegistroBitacora extends IdsDueno {
  id: number;
  asunto: string | null;
  tipo: TipoRegistro;
  fecha: string;
  autor: Autor;
  textos: TextoBitacora[];
}

export interface TextoDatos {
  tipo: TipoRegistro;
  texto: string;
  adjunto: ArchivoAdjunto | null;
}

/** POST /crm payload: exactly one registered owner key, the record and its entries; `tipo` defaults to the first entry's. */
export type RegistroDatos = IdsDueno & { asunto: string | null; tipo: TipoRegistro | null; textos: TextoDatos[] };

export const MENSAJES_BITACORA = {
  guardado: 'Registro de bitácora guardado correctamente',
  eliminado: 'Registro eliminado correctamente',
  errorAlEliminar: 'Error al eliminar el registro',
  noExiste: 'El registro de bitácora no existe',
  comentarioObligatorio: 'El comentario es obligatorio',
  sinRegistros: 'No hay registros en la bitácora',
  adjuntoObligatorio: 'El archivo es obligatorio en un registro de tipo adjunto',
  demasiados: (max: number) => `Envía como máximo ${max} comentarios a la vez`,
} as const;

export const MAX_TEXTOS = 50;

const esObjeto = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? null : 'El archivo adjunto no es válido');

/** One entry of the log form: comment text required (spec 01 §5). */
export const textoSchema: Schema = {
  tipo: { kind: 'string', label: 'El tipo de registro', required: 'El tipo de registro es obligatorio', oneOf: TIPOS_REGISTRO },
  texto: { kind: 'string', label: 'El comentario', required: MENSAJES_BITACORA.comentarioObligatorio, max: 5000 },
  adjunto: {
    kind: 'any',
    label: 'El archivo adjunto',
    check: esObjeto,
  },
};

/**
 * The record around the entries; `textos` is checked entry by entry with validarTextos. The server
 * adds the registered owners' keys (plugins/crm/server/duenos.ts).
 */
export const registroSchema: Schema = {
  asunto: { kind: 'string', label: 'El asunto', max: 200 },
  tipo: { kind: 'string', label: 'El tipo de registro', oneOf: TIPOS_REGISTRO },
  textos: {
    kind: 'any',
    label: 'Los comentarios',
    required: MENSAJES_BITACORA.comentarioObligatorio,
    check: (v) => {
      if (!Array.isArray(v) || v.length === 0) return MENSAJES_BITACORA.comentarioObligatorio;
      return v.length > MAX_TEXTOS ? MENSAJES_BITACORA.demasiados(MAX_TEXTOS) : null;
    },
  },
};

/** Validates every entry; errors are keyed `textos.<n>.<campo>` (and `.adjunto.<campo>`). */
export function validarTextos(lista: readonly unknown[]): ValidationResult<TextoDatos[]> {
  const errors: FieldErrors = {};
  const textos: TextoDatos[] = [];
  lista.forEach((entrada, n) => {
    const texto = validate<TextoDatos>(textoSchema, entrada);
    if (!texto.ok) {
      for (const [campo, mensaje] of Object.entries(texto.errors)) errors[`textos.${n}.${campo}`] = mensaje;
      return;
    }
    const adjunto = texto.value.adjunto ? validate<ArchivoAdjunto>(archivoSchema, texto.value.adjunto) : null;
    if (adjunto && !adjunto.ok) {
      for (const [campo, mensaje] of Object.entries(adjunto.errors)) errors[`textos.${n}.adjunto.${campo}`] = mensaje;
    } else if (texto.value.tipo === 'adjunto' && !adjunto) {
      errors[`textos.${n}.adjunto`] = MENSAJES_BITACORA.adjuntoObligatorio;
    } else {
      textos.push({ ...texto.value, adjunto: adjunto?.value ?? null });
    }
  });
  const first = Object.values(errors)[0];
  return first ? { ok: false, errors, message: first } : { ok: true, value: textos };
}
