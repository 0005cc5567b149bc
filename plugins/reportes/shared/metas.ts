import type { Schema } from '../../../core/shared/validation.ts';

/** Production goals (spec 02 §2.11, §3 Goal, §5 Goals, §7). */
export interface Meta {
  id: number;
  /** null = every insurer. */
  aseguradoraId: number | null;
  anio: number;
  /** 0 = the annual goal; 1–12 a month. */
  mes: number;
  tipo: 'anual' | 'mensual';
  /** RAMO id, or 0 for the whole portfolio. */
  modelo: number;
  polizas: number;
  primas: number;
}

export type MetaDatos = Omit<Meta, 'id' | 'tipo'> & { tipo?: 'anual' | 'mensual' | null };

export const MENSAJES_METAS = {
  guardada: 'Meta guardada correctamente',
  eliminada: 'Meta eliminada correctamente',
  noExiste: 'La meta no existe',
  repetida: 'Ya existe una meta para esa aseguradora, año, periodo y ramo',
  aseguradoraNoExiste: 'La aseguradora no existe',
  tipoNoCoincide: 'El tipo de meta no coincide con el periodo: anual es el mes 0, mensual los meses 1 a 12',
} as const;

/** Year options: previous, current and next (spec 02 §5). */
export function aniosDeMeta(hoy: string): number[] {
  const anio = Number(hoy.slice(0, 4));
  return [anio - 1, anio, anio + 1];
}

export const MODELOS_META = [0, 1, 3, 5, 7] as const;

const dosDecimales = (label: string) => (v: unknown) => (Math.round((v as number) * 100) / 100 !== v ? `${label} admite como máximo 2 decimales` : null);

/**
 * The goal panel's form; the year range is checked by the server against today (aniosDeMeta). 'Meta'
 * is the period: mes 0 (ANUAL) or 1–12.
 */
export const metaSchema: Schema = {
  aseguradoraId: { kind: 'integer', label: 'La aseguradora', min: 1, max: 2_147_483_647 },
  anio: { kind: 'integer', label: 'El año', required: 'El año es obligatorio', min: 2000, max: 2100 },
  mes: { kind: 'integer', label: 'La meta', required: 'La meta es obligatoria', min: 0, max: 12 },
  tipo: { kind: 'string', label: 'El tipo de meta', oneOf: ['anual', 'mensual'] },
  modelo: { kind: 'integer', label: 'El ramo', required: 'El ramo es obligatorio', oneOf: MODELOS_META },
  polizas: { kind: 'integer', label: 'Las pólizas', min: 0, max: 99_999 },
  primas: { kind: 'number', label: 'Las primas', min: 0, max: 999_999_999_999.99, check: dosDecimales('Las primas') },
};
