import type { ResultadoCaratula } from '../../shared/caratula.ts';
import { leerBorrador } from './borrador.ts';
import type { DocumentoPdf } from './documento.ts';
import { FORMATOS } from './lista.ts';
import { Lector } from './motor.ts';
import type { Formato } from './tipos.ts';

/**
 * The registry of insurer cover-page formats (issue 13, ADR 031). A page with no text is a scan
 * ('ilegible'); a page that no format, or more than one, recognises is 'desconocido': it is never
 * read with a format that might not be its own.
 */

/** Every label a format uses: values stop where another label starts. */
function etiquetasDe(valor: unknown, salida: RegExp[] = []): RegExp[] {
  if (valor instanceof RegExp) salida.push(valor);
  else if (valor && typeof valor === 'object') for (const v of Object.values(valor)) etiquetasDe(v, salida);
  return salida;
}

const ETIQUETAS = new Map<Formato, RegExp[]>(FORMATOS.map((f) => [f, etiquetasDe(f.campos)]));

/** The formats whose every recognition pattern matches this text. */
export function formatosQueReconocen(doc: DocumentoPdf): Formato[] {
  const { texto } = new Lector(doc, []);
  return FORMATOS.filter((f) => f.reconoce.every((re) => re.test(texto)));
}

export function analizarCaratula(doc: DocumentoPdf): ResultadoCaratula {
  if (!doc.items.some((i) => i.texto.trim())) return { ok: false, motivo: 'ilegible' };
  const candidatos = formatosQueReconocen(doc);
  if (candidatos.length !== 1) return { ok: false, motivo: 'desconocido' };
  const [formato] = candidatos;
  const borrador = leerBorrador(formato, new Lector(doc, ETIQUETAS.get(formato) ?? []));
  return borrador ? { ok: true, borrador } : { ok: false, motivo: 'desconocido' };
}

/** The insurers (catalogue `abreviacion`) with at least one format: the catalogue's `pdf` flag. */
export const ABREVIACIONES_CON_FORMATO: readonly string[] = [...new Set(FORMATOS.map((f) => f.aseguradora))].sort();
