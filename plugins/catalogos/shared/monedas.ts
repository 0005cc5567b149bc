import type { Schema } from '../../../core/shared/validation.ts';

/** Amount formats (spec 01 §9): point for decimals, or comma for decimals. */
export const FORMATOS_MONEDA = ['###,##0.00', '###.##0,00'] as const;
export type FormatoMoneda = (typeof FORMATOS_MONEDA)[number];

/** How each format writes an amount, as a person reads it (the patterns themselves mean nothing to users). */
export const EJEMPLOS_FORMATO: Record<FormatoMoneda, string> = {
  '###,##0.00': '1,234.56 (punto decimal)',
  '###.##0,00': '1.234,56 (coma decimal)',
};

/** The peso: configured for every agent with exchange rate 1.00, never deleted. */
export const MONEDA_BASE = { id: 1, abreviacion: 'MXN', tipoCambio: '1.00', formato: '###,##0.00' as FormatoMoneda };

/** GET /monedas/all */
export interface MonedaCatalogo {
  id: number;
  abreviacion: string;
  moneda: string;
}

/** GET /monedas and GET /monedas/{id}: a currency the agent configured. */
export interface Moneda {
  /** The configuration's id (the one PUT and DELETE take). */
  id: number;
  agenteId: number;
  /** The catalogue currency's id. */
  monedaId: number;
  moneda: string;
  abreviacion: string;
  /** Two decimals, e.g. '17.25'. */
  tipoCambio: string;
  formato: FormatoMoneda;
}

/** POST /monedas and PUT /monedas[/{id}] after validation. */
export interface MonedaDatos {
  id?: number | null;
  moneda?: unknown;
  tipoCambio: string | null;
  formato: FormatoMoneda;
}

export const MENSAJES_MONEDAS = {
  guardado: 'Guardado exitosamente',
  eliminada: 'Moneda eliminada exitosamente',
  noExiste: 'La moneda no existe',
  noEnCatalogo: 'La moneda elegida no está en el catálogo',
  repetida: (abreviacion: string) => `La moneda ${abreviacion} ya está configurada`,
  sinCambio: 'La moneda no se puede cambiar; elimínala y agrega la otra',
  baseNoSeElimina: 'El peso mexicano es la moneda base de tu cuenta y no se puede eliminar',
  baseTipoCambio: 'El tipo de cambio del peso mexicano siempre es 1.00',
  idObligatorio: 'El id de la moneda es obligatorio',
} as const;

/** Digits with optional thousands commas, then up to two decimals; no sign. */
const IMPORTE = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
/** numeric(12,2): at most ten integer digits. */
const MAX_ENTEROS = 10;

/**
 * The catalogue id a payload names: a positive integer, its digits as text, or the catalogue entry
 * itself ({id, ...}) as a select may send it. Null when it names none.
 */
export function monedaCatalogoId(raw: unknown): number | null {
  const value = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { id?: unknown }).id : raw;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** '1,234.5' → '1234.50': the exchange rate as an exact decimal string with two decimals. */
export function normalizarTipoCambio(texto: string | null | undefined): string {
  const limpio = (texto ?? '').replace(/,/g, '');
  if (limpio === '') return '0.00';
  const [enteros, decimales = ''] = limpio.split('.');
  return `${enteros.replace(/^0+(?=\d)/, '')}.${decimales.padEnd(2, '0')}`;
}

/** The currency form (spec 01 §5): currency required; rate non-negative, 2 decimals, default 0.00; format required. */
export const monedaSchema: Schema = {
  moneda: {
    kind: 'any',
    label: 'La moneda',
    required: 'La moneda es obligatoria',
    check: (v) => (monedaCatalogoId(v) === null ? 'La moneda no es válida' : null),
  },
  tipoCambio: {
    kind: 'string',
    label: 'El tipo de cambio',
    check: (v) => {
      const texto = String(v);
      if (texto.startsWith('-')) return 'El tipo de cambio no puede ser negativo';
      if (!IMPORTE.test(texto)) return 'El tipo de cambio debe ser un número con hasta 2 decimales';
      if (normalizarTipoCambio(texto).split('.')[0].length > MAX_ENTEROS) return 'El tipo de cambio debe tener como máximo 10 dígitos enteros';
      return null;
    },
  },
  formato: { kind: 'string', label: 'El formato', required: 'El formato es obligatorio', oneOf: FORMATOS_MONEDA },
};

/** PUT /monedas: the same fields plus the configuration's id; the currency itself cannot change. */
export const monedaEdicionSchema: Schema = {
  id: { kind: 'integer', label: 'El id de la moneda', required: 'El id de la moneda es obligatorio', min: 1 },
  ...monedaSchema,
  moneda: { ...monedaSchema.moneda, required: false },
};
