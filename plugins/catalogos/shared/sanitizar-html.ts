/**
 * Whitelist HTML sanitiser for announcements (docs/adr/011-comunicados.md). Isomorphic: no DOM, so
 * the server cleans what it stores and a form can preview exactly the same result.
 *
 * The input is tokenised and a new document is written from the tokens: only the tags below, no
 * attribute except a checked href on links, text with < > and stray & escaped, every element
 * closed. Nothing of the input is copied through unparsed, so however a browser would have read the
 * input, it reads the output as this module wrote it.
 */

const ETIQUETAS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'span', 'blockquote']);

/** Code, raw text or foreign markup: dropped together with everything up to their end tag. */
const CON_CONTENIDO_DESCARTADO = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'template', 'object', 'svg', 'math']);

/** Named references decoded inside href before its scheme is checked (numeric ones always are). */
const REFERENCIAS = new Map(
  Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', sol: '/', period: '.', Tab: '\t', NewLine: '\n', nbsp: '\u00a0', lpar: '(', rpar: ')' }),
);

// As in HTML, a name may start with '=' (`<p =x>`); it is read and then ignored like any other.
const ATRIBUTO = /[\s/]*([^\s/>][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const FIN_DE_ETIQUETA = /[\s/]*>/y;
const NOMBRE_DE_ETIQUETA = /[a-zA-Z][^\s/>]*/y;

/** An absolute http or https address with a host and no blanks or control characters. */
export function esUrlWeb(valor: string): boolean {
  if (!/^https?:\/\/[^\s\\]+$/i.test(valor) || /[\u0000-\u001f\u007f]/.test(valor)) return false;
  try {
    return new URL(valor).hostname !== '';
  } catch {
    return false;
  }
}

/** A path inside Cartera (`/polizas?x=1`); `//host` and `/\\host` would leave the site, so they are not. */
export function esRutaLocal(valor: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(valor) && !/[\u0000-\u001f\u007f]/.test(valor);
}

/** Text: keeps character references as written, escapes <, > and any & that starts none. */
function escaparTexto(texto: string): string {
  return texto
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escaparAtributo(valor: string): string {
  return valor.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodificar(valor: string): string {
  return valor.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);?/g, (original, ref: string) => {
    if (ref[0] !== '#') return REFERENCIAS.get(ref) ?? original;
    const codigo = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return codigo > 0 && codigo <= 0x10ffff && (codigo < 0xd800 || codigo > 0xdfff) ? String.fromCodePoint(codigo) : '\ufffd';
  });
}

/**
 * The href a browser would follow, if it is http, https or mailto; null otherwise. References are
 * decoded and tabs and line breaks removed first, as a browser does (`jav&#x09;ascript:`).
 */
function hrefPermitido(crudo: string): string | null {
  const url = decodificar(crudo)
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^mailto:[^\s\u0000-\u001f\u007f]+$/i.test(url)) return url;
  return esUrlWeb(url) ? url : null;
}

interface Etiqueta {
  nombre: string;
  cierre: boolean;
  atributos: Map<string, string>;
  /** Index just after the tag's closing '>'. */
  fin: number;
}

/** Reads the tag starting at `inicio` ('<' or '</' followed by a letter); null when the input ends inside it. */
function leerEtiqueta(html: string, inicio: number): Etiqueta | null {
  const cierre = html[inicio + 1] === '/';
  NOMBRE_DE_ETIQUETA.lastIndex = inicio + (cierre ? 2 : 1);
  const leido = NOMBRE_DE_ETIQUETA.exec(html);
  // Callers check that a letter follows '<' or '</', so a name is always there.
  if (!leido) return null;
  const nombre = leido[0].toLowerCase();
  const atributos = new Map<string, string>();
  let pos = NOMBRE_DE_ETIQUETA.lastIndex;
  for (;;) {
    FIN_DE_ETIQUETA.lastIndex = pos;
    if (FIN_DE_ETIQUETA.test(html)) return { nombre, cierre, atributos, fin: FIN_DE_ETIQUETA.lastIndex };
    ATRIBUTO.lastIndex = pos;
    const m = ATRIBUTO.exec(html);
    if (!m) return null;
    const clave = m[1].toLowerCase();
    if (!atributos.has(clave)) atributos.set(clave, m[2] ?? m[3] ?? m[4] ?? '');
    pos = ATRIBUTO.lastIndex;
  }
}

/** Position after the end tag of a dropped element (`</script ...>`), or the end of the input. */
function saltarContenido(html: string, nombre: string, desde: number): number {
  const cierre = new RegExp(`</${nombre}(?=[\\s/>])`, 'ig');
  cierre.lastIndex = desde;
  const m = cierre.exec(html);
  if (!m) return html.length;
  return leerEtiqueta(html, m.index)?.fin ?? html.length;
}

/** Position after the next '>' (comments' and declarations' bodies are dropped). */
function despuesDe(html: string, marca: string, desde: number): number {
  const i = html.indexOf(marca, desde);
  return i < 0 ? html.length : i + marca.length;
}

/** The open elements, to close them in order; links that lost their href are open but unwritten. */
class Abiertas {
  private readonly pila: { nombre: string; escrita: boolean }[] = [];
  /** How many of each name are open: a stray end tag is dropped without walking the stack. */
  private readonly cuantas = new Map<string, number>();

  abrir(nombre: string, escrita: boolean): void {
    this.pila.push({ nombre, escrita });
    this.cuantas.set(nombre, (this.cuantas.get(nombre) ?? 0) + 1);
  }

  /** End tags for the innermost `nombre` and everything opened inside it; none when it is not open. */
  cerrar(nombre: string): string {
    if (!this.cuantas.get(nombre)) return '';
    let pos = this.pila.length - 1;
    while (this.pila[pos].nombre !== nombre) pos--;
    return this.cerrarDesde(pos);
  }

  cerrarTodas(): string {
    return this.cerrarDesde(0);
  }

  private cerrarDesde(pos: number): string {
    let cierres = '';
    for (const e of this.pila.splice(pos).reverse()) {
      this.cuantas.set(e.nombre, (this.cuantas.get(e.nombre) ?? 0) - 1);
      if (e.escrita) cierres += `</${e.nombre}>`;
    }
    return cierres;
  }
}

export function sanitizarHtml(entrada: string): string {
  const html = entrada.replace(/\u0000/g, '');
  const salida: string[] = [];
  const abiertas = new Abiertas();
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      salida.push(escaparTexto(html.slice(i)));
      break;
    }
    salida.push(escaparTexto(html.slice(i, lt)));
    const siguiente = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      i = despuesDe(html, '-->', lt + 4);
      continue;
    }
    if (siguiente === '!' || siguiente === '?' || (siguiente === '/' && !/[a-zA-Z]/.test(html[lt + 2] ?? ''))) {
      i = despuesDe(html, '>', lt + 1);
      continue;
    }
    if (!/[a-zA-Z/]/.test(siguiente)) {
      salida.push('&lt;');
      i = lt + 1;
      continue;
    }
    const etiqueta = leerEtiqueta(html, lt);
    if (!etiqueta) break; // the input ends inside a tag: a browser drops it too
    i = etiqueta.fin;
    const { nombre, cierre } = etiqueta;
    if (!cierre && nombre === 'plaintext') break;
    if (!cierre && CON_CONTENIDO_DESCARTADO.has(nombre)) {
      i = saltarContenido(html, nombre, i);
      continue;
    }
    if (!ETIQUETAS.has(nombre)) continue;
    if (cierre) {
      salida.push(abiertas.cerrar(nombre));
    } else if (nombre === 'br') {
      salida.push('<br>');
    } else if (nombre === 'a') {
      const href = hrefPermitido(etiqueta.atributos.get('href') ?? '');
      // A link to anything else keeps its text and loses the link.
      if (href) salida.push(`<a href="${escaparAtributo(href)}" rel="noopener noreferrer" target="_blank">`);
      abiertas.abrir(nombre, href !== null);
    } else {
      salida.push(`<${nombre}>`);
      abiertas.abrir(nombre, true);
    }
  }
  salida.push(abiertas.cerrarTodas());
  return salida.join('');
}

/** The visible text of sanitised HTML, to tell an announcement with content from an empty one. */
export function textoVisible(html: string): string {
  return decodificar(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
