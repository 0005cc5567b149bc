import { centavos, formatDinero } from '../../../../../core/shared/format.ts';
import { validate, type FieldRule, type Schema } from '../../../../../core/shared/validation.ts';
import { metaSchema, type Meta, type MetaDatos } from '../../../shared/metas.ts';

/** A goal panel's form as the inputs hold it: the selects' values and the typed texts. */
export interface ValoresMeta {
  [field: string]: unknown;
  /** '' = every insurer (null on the wire). */
  aseguradoraId: string;
  modelo: string;
  anio: string;
  mes: string;
  polizas: string;
  /** As shown: '12,345.50'. */
  primas: string;
}

/** The form once validated: numbers, and primas still as typed. */
export interface MetaValidada {
  aseguradoraId: number | null;
  modelo: number;
  anio: number;
  mes: number;
  polizas: number | null;
  primas: string | null;
}

const sinSeparadores = (texto: string) => texto.replace(/,/g, '');

/** Primas as shown, with thousands separators: checked by the goal's own rule once those are out. */
const primasConSeparadores: FieldRule = {
  kind: 'any',
  label: metaSchema.primas.label,
  check: (valor) => {
    const resultado = validate({ primas: metaSchema.primas }, { primas: sinSeparadores(String(valor)) });
    return resultado.ok ? null : resultado.errors.primas;
  },
};

/** The server's rules (metaSchema) in the panel's order, so a failed save lands on the first field at fault. */
export const schemaDelPanel: Schema = {
  aseguradoraId: metaSchema.aseguradoraId,
  modelo: metaSchema.modelo,
  anio: metaSchema.anio,
  mes: metaSchema.mes,
  polizas: metaSchema.polizas,
  primas: primasConSeparadores,
};

/** What primas may hold while typed (spec 02 §5): digits, separators and at most two decimals. */
export function normalizarPrimas(texto: string): string {
  const [entero, ...decimales] = texto.replace(/[^\d.,]/g, '').split('.');
  return decimales.length === 0 ? entero : `${entero}.${sinSeparadores(decimales.join('')).slice(0, 2)}`;
}

/** Primas as the field shows them when left: thousands separators and two fixed decimals ('12,345.50'). */
export function formatearPrimas(texto: string): string {
  const c = texto.trim() === '' ? NaN : centavos(texto);
  return Number.isNaN(c) ? texto : formatDinero(c, '').replace('$', '');
}

/** A saved goal's values, or a new one's: every insurer and this year, with line and period to choose. */
export function valoresDeMeta(meta: Meta | null, anio: number): ValoresMeta {
  if (!meta) return { aseguradoraId: '', modelo: '', anio: String(anio), mes: '', polizas: '', primas: '' };
  return {
    aseguradoraId: meta.aseguradoraId === null ? '' : String(meta.aseguradoraId),
    modelo: String(meta.modelo),
    anio: String(meta.anio),
    mes: String(meta.mes),
    polizas: String(meta.polizas),
    primas: formatearPrimas(String(meta.primas)),
  };
}

/** The payload of POST and PUT /metas (spec 02 §7): empty counts are 0, tipo follows the period. */
export function metaDelPanel(d: MetaValidada): MetaDatos {
  return {
    aseguradoraId: d.aseguradoraId,
    anio: d.anio,
    mes: d.mes,
    tipo: d.mes === 0 ? 'anual' : 'mensual',
    modelo: d.modelo,
    polizas: d.polizas ?? 0,
    primas: d.primas === null ? 0 : centavos(d.primas) / 100,
  };
}
