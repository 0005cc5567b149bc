import type { DocumentoPdf, ItemTexto } from './documento.ts';
import type { Tabla, Ubicacion } from './tipos.ts';
import { normalizar } from './valores.ts';

/**
 * Finds labelled values in a PDF's text runs (issue 13). pdfreader's units: about 1 unit per 16 pt
 * across and per text line down; an item's `w` is in points. Runs on one baseline form a line.
 */

export interface Lectura {
  texto: string;
  /** 1 when the value sits next to its label; lower when it was found far from it. */
  confianza: number;
}

interface Item extends ItemTexto {
  normal: string;
}

interface Linea {
  pagina: number;
  y: number;
  items: Item[];
}

const MISMA_LINEA = 0.3;
/** Further than this from its label (about 2 inches) a value may belong to something else. */
const LEJOS = 9;
/** Largest step between the lines of one value or one table. */
const SALTO = 1.6;
const COLUMNA = 1;

const anclada = new WeakMap<RegExp, RegExp>();
function alInicio(re: RegExp): RegExp {
  let a = anclada.get(re);
  if (!a) anclada.set(re, (a = new RegExp(`^(?:${re.source})`, re.flags.replace('g', ''))));
  return a;
}

export class Lector {
  readonly lineas: Linea[] = [];
  /** The whole text, upper case without accents, line by line: what formats recognise. */
  readonly texto: string;

  /** `etiquetas`: every label of the format, so that a value never runs into the next label. */
  constructor(
    doc: DocumentoPdf,
    private readonly etiquetas: RegExp[],
  ) {
    const items = doc.items.map((i) => ({ ...i, normal: normalizar(i.texto) })).sort((a, b) => a.pagina - b.pagina || a.y - b.y || a.x - b.x);
    for (const item of items) {
      const ultima = this.lineas.at(-1);
      if (ultima && ultima.pagina === item.pagina && Math.abs(ultima.y - item.y) <= MISMA_LINEA) ultima.items.push(item);
      else this.lineas.push({ pagina: item.pagina, y: item.y, items: [item] });
    }
    for (const linea of this.lineas) linea.items.sort((a, b) => a.x - b.x);
    this.texto = this.lineas.map((l) => l.items.map((i) => i.normal).join(' ')).join('\n');
  }

  private esEtiqueta(item: Item): boolean {
    return this.etiquetas.some((e) => alInicio(e).test(item.normal));
  }

  /** The value the label's first occurrence points to, or null when the label or its value is not on the page. */
  leer(u: Ubicacion): Lectura | null {
    const re = alInicio(u.etiqueta);
    for (let l = 0; l < this.lineas.length; l++) {
      for (const item of this.lineas[l].items) {
        const m = re.exec(item.normal);
        if (!m) continue;
        return u.en === 'derecha' ? this.aLaDerecha(this.lineas[l], item, m[0].length) : this.debajo(l, item, u.lineas ?? 1);
      }
    }
    return null;
  }

  private aLaDerecha(linea: Linea, etiqueta: Item, largo: number): Lectura | null {
    const resto = etiqueta.texto
      .slice(largo)
      .replace(/^[\s:.]+/, '')
      .trim();
    if (resto) return { texto: resto, confianza: 1 };
    const siguiente = linea.items.find((i) => i.x > etiqueta.x);
    if (!siguiente || this.esEtiqueta(siguiente)) return null;
    const hueco = siguiente.x - (etiqueta.x + etiqueta.w / 16);
    return { texto: siguiente.texto, confianza: hueco > LEJOS ? 0.7 : 1 };
  }

  private debajo(l: number, etiqueta: Item, lineas: number): Lectura | null {
    const partes: string[] = [];
    let y = this.lineas[l].y;
    for (let i = l + 1; i < this.lineas.length && partes.length < lineas; i++) {
      const linea = this.lineas[i];
      if (linea.pagina !== etiqueta.pagina || linea.y - y > SALTO) break;
      const item = linea.items.find((it) => Math.abs(it.x - etiqueta.x) <= COLUMNA);
      if (!item) {
        if (partes.length) break;
        continue;
      }
      if (this.esEtiqueta(item)) break;
      partes.push(item.texto);
      y = linea.y;
    }
    return partes.length ? { texto: partes.join(' '), confianza: 1 } : null;
  }

  /** A table's rows, each cell's text by column; rows end at a gap, a label or a row with no first cell. */
  tabla<K extends string>(t: Tabla<K>): Partial<Record<K, string>>[] {
    const columnas = Object.entries(t.columnas) as [K, RegExp][];
    for (let l = 0; l < this.lineas.length; l++) {
      const encabezado = columnas.map(([k, re]) => [k, this.lineas[l].items.find((i) => alInicio(re).test(i.normal))] as const);
      if (encabezado.some(([, item]) => !item)) continue;
      const xs = encabezado.map(([k, item]) => ({ k, x: (item as Item).x })).sort((a, b) => a.x - b.x);
      const filas: Partial<Record<K, string>>[] = [];
      let y = this.lineas[l].y;
      for (let i = l + 1; i < this.lineas.length; i++) {
        const linea = this.lineas[i];
        if (linea.pagina !== this.lineas[l].pagina || linea.y - y > SALTO || linea.items.some((it) => this.esEtiqueta(it))) break;
        if (linea.items[0].x > xs[0].x + COLUMNA) break;
        const fila: Partial<Record<K, string>> = {};
        for (const item of linea.items) {
          const col = xs.filter((c) => c.x <= item.x + COLUMNA).at(-1);
          if (col) fila[col.k] = fila[col.k] ? `${fila[col.k]} ${item.texto}` : item.texto;
        }
        filas.push(fila);
        y = linea.y;
      }
      return filas;
    }
    return [];
  }
}
