/**
 * A PDF's text as pdfreader gives it, page by page: each run of text with its position (pdfreader's
 * units: x grows rightwards, y downwards, about 1 unit per text line). Formats read only this.
 */
export interface ItemTexto {
  /** 1-based. */
  pagina: number;
  x: number;
  y: number;
  w: number;
  texto: string;
}

export interface DocumentoPdf {
  paginas: number;
  items: ItemTexto[];
}
