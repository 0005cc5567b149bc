import { validarRfc } from '../../../../core/shared/mx/rfc.ts';
import { PARTICULAS_FISICA, TIPOS_SOCIEDAD } from '../../../../core/shared/mx/rfc-tablas.ts';

/**
 * Readers of the values printed on Mexican cover pages (issue 13): dates in every shape insurers
 * use, amounts with '$', separators and currency marks, RFCs, postal codes and names. Each returns
 * null when the text is not what it should be: formats never guess.
 */

/** Upper case without accents, one char per char so positions stay valid in the original text. */
export function normalizar(texto: string): string {
  let salida = '';
  for (const c of texto.toUpperCase()) salida += c === 'Ñ' || c.length > 1 ? c : c.normalize('NFD').charAt(0);
  return salida;
}

const MESES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const NOMBRES_MES = ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE'];

function mesDeTexto(mes: string): number | null {
  const m = normalizar(mes).replace('.', '');
  if (/^\d{1,2}$/.test(m)) return Number(m);
  const i = NOMBRES_MES.indexOf(m) >= 0 ? NOMBRES_MES.indexOf(m) : MESES.indexOf(m === 'SEPT' || m === 'SET' ? 'SEP' : m);
  return i >= 0 ? i + 1 : null;
}

function fechaIso(anio: number, mes: number | null, dia: number): string | null {
  if (mes === null || anio < 1900 || anio > 2100) return null;
  const d = new Date(Date.UTC(anio, mes - 1, dia));
  if (d.getUTCFullYear() !== anio || d.getUTCMonth() !== mes - 1 || d.getUTCDate() !== dia) return null;
  return d.toISOString().slice(0, 10);
}

const MES_RE = '(\\d{1,2}|[A-ZÁÉÍÓÚ]{3,10}\\.?)';
const FECHA_DMA = new RegExp(`\\b(\\d{1,2})\\s*[/.-]\\s*${MES_RE}\\s*[/.-]\\s*(\\d{4}|\\d{2})\\b`, 'gi');
const FECHA_LARGA = new RegExp(`\\b(\\d{1,2})\\s+de\\s+([a-záéíóú]+)\\s+(?:de|del)\\s+(\\d{4})\\b`, 'gi');
const FECHA_AMD = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

/**
 * Every date in a text, in order, as 'yyyy-MM-dd': '15/ENE/2026', '15-01-2026', '15/01/2026',
 * '15.01.26', '15 de enero de 2026', '2026-01-15'. Day first always (Mexican usage); two-digit years
 * are 20yy. Impossible dates (31/FEB) are skipped.
 */
export function fechasEn(texto: string): string[] {
  const halladas: { pos: number; iso: string }[] = [];
  const anio = (a: string) => (a.length === 2 ? 2000 + Number(a) : Number(a));
  for (const m of texto.matchAll(FECHA_AMD)) {
    const iso = fechaIso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso) halladas.push({ pos: m.index, iso });
  }
  for (const m of texto.matchAll(FECHA_DMA)) {
    const iso = fechaIso(anio(m[3]), mesDeTexto(m[2]), Number(m[1]));
    if (iso) halladas.push({ pos: m.index, iso });
  }
  for (const m of texto.matchAll(FECHA_LARGA)) {
    const iso = fechaIso(Number(m[3]), mesDeTexto(m[2]), Number(m[1]));
    if (iso) halladas.push({ pos: m.index, iso });
  }
  return halladas.sort((a, b) => a.pos - b.pos).map((h) => h.iso);
}

export const leerFecha = (texto: string): string | null => fechasEn(texto)[0] ?? null;

export type Moneda = 'MXN' | 'USD' | 'UDI';

/** The currency an amount or label names ('M.N.', 'MXN', 'pesos', 'USD', 'dólares', 'UDI'), or null. */
export function monedaEn(texto: string): Moneda | null {
  const t = normalizar(texto);
  if (/\bUSD\b|\bDOLAR|\bDLLS?\b|U\.S\.D/.test(t)) return 'USD';
  if (/\bUDIS?\b/.test(t)) return 'UDI';
  if (/\bM\.?\s?N\.?(?![A-Z])|\bMXN\b|\bPESOS?\b|MONEDA NACIONAL/.test(t)) return 'MXN';
  return null;
}

/**
 * An amount in cents: '$12,345.67', '12345.6 M.N.', 'USD 1,200', '$ 0.00'. Thousands separated by
 * commas in groups of three; at most two decimals. Anything else (letters left over, '1,23,4') is null.
 */
export function leerImporte(texto: string): number | null {
  const limpio = normalizar(texto)
    .replace(/\bUSD\b|\bMXN\b|\bM\.?\s?N\.?|\bDLLS?\.?|\bUDIS?\b|\bPESOS\b|\$/g, '')
    .trim()
    .replace(/^-\s+/, '-');
  const m = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(limpio);
  if (!m) return null;
  const cents = Number(m[2].replaceAll(',', '')) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? (m[1] ? -cents : cents) : null;
}

/** An RFC of the right shape and a real date inside it (12 characters: moral; 13: física), or null. */
export function leerRfc(texto: string): string | null {
  const rfc = texto.replace(/[\s-]/g, '').toUpperCase();
  return validarRfc(rfc).valido ? rfc : null;
}

/** The postal code an address prints ('C.P. 06600', 'CP: 64000'), or null. */
export function cpEn(texto: string): string | null {
  return /\bC\.?\s?P\.?:?\s*(\d{5})\b/i.exec(texto)?.[1] ?? null;
}

/** Whether a name ends in a company type (S.A. de C.V., S.C., A.C., S. de R.L.…). */
export function esRazonSocial(nombre: string): boolean {
  const compacto = normalizar(nombre).replace(/[^A-Z0-9 ,]/g, '');
  const ultimo = compacto.split(',').at(-1) ?? '';
  const sinEspacios = (s: string) => s.replace(/\s+/g, '');
  if (/\b(A ?C|I ?A ?P|S ?C|SOFOM|E ?N ?R)$/.test(ultimo.trim())) return true;
  const palabras = compacto.replace(/,/g, ' ').trim().split(/\s+/);
  for (let n = 1; n <= Math.min(6, palabras.length - 1); n++) if (TIPOS_SOCIEDAD.has(sinEspacios(palabras.slice(-n).join('')))) return true;
  return false;
}

export interface NombreDividido {
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  /** 0.9 for the plain three-part name; lower the more the split is a guess. */
  confianza: number;
}

/** Words of a name with particles glued to what follows ('DE LA O' is one surname). */
function grupos(nombre: string): string[] {
  const palabras = nombre.trim().split(/\s+/).filter(Boolean);
  const salida: string[] = [];
  let pendiente = '';
  for (const p of palabras) {
    if (PARTICULAS_FISICA.has(normalizar(p))) pendiente += `${p} `;
    else {
      salida.push(pendiente + p);
      pendiente = '';
    }
  }
  if (pendiente) salida.push(pendiente.trim());
  return salida;
}

/**
 * Splits a person's full name. `orden` is how the format prints it: 'PÉREZ LÓPEZ JUAN CARLOS'
 * ('apellidos') or 'JUAN CARLOS PÉREZ LÓPEZ' ('nombres'); a comma ('PÉREZ LÓPEZ, JUAN') settles it.
 * Names whose parts cannot be told apart for sure come out with a lower confidence.
 */
export function dividirNombre(nombre: string, orden: 'apellidos' | 'nombres'): NombreDividido {
  const limpio = nombre.replace(/\s+/g, ' ').trim();
  const coma = limpio.indexOf(',');
  if (coma > 0) {
    const apellidos = grupos(limpio.slice(0, coma));
    const nombres = limpio.slice(coma + 1).trim();
    if (apellidos.length <= 2 && nombres) return { nombres, apPat: apellidos[0], apMat: apellidos[1] ?? null, confianza: 1 };
  }
  const g = grupos(limpio);
  if (g.length < 2) return { nombres: limpio, apPat: null, apMat: null, confianza: 0.4 };
  if (g.length === 2) {
    const [a, b] = orden === 'nombres' ? [g[0], g[1]] : [g[1], g[0]];
    return { nombres: a, apPat: b, apMat: null, confianza: 0.8 };
  }
  if (orden === 'apellidos') return { apPat: g[0], apMat: g[1], nombres: g.slice(2).join(' '), confianza: g.length === 3 ? 0.9 : 0.85 };
  // 'JUAN CARLOS PÉREZ LÓPEZ' or 'JUAN PÉREZ LÓPEZ GARZA'? The usual reading, flagged for review.
  return { nombres: g.slice(0, -2).join(' '), apPat: g.at(-2) ?? null, apMat: g.at(-1) ?? null, confianza: g.length === 3 ? 0.9 : 0.6 };
}
