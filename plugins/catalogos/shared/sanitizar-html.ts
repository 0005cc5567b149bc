/** Links and text of Cartera's rich text; its tag policy is core/shared/html-seguro.ts. */

/** Named references decoded inside href before its scheme is checked (numeric ones always are). */
const REFERENCIAS = new Map(
  Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', sol: '/', period: '.', Tab: '\t', NewLine: '\n', nbsp: '\u00a0', lpar: '(', rpar: ')' }),
);

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

function decodificar(valor: string): string {
  return valor.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);?/g, (original, ref: string) => {
    if (ref[0] !== '#') return REFERENCIAS.get(ref) ?? original;
    const codigo = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return codigo > 0 && codigo <= 0x10ffff && (codigo < 0xd800 || codigo > 0xdfff) ? String.fromCodePoint(codigo) : '\ufffd';
  });
}

/** The visible text of HTML (code and styles left out), to tell rich text with content from an empty one. */
export function textoVisible(html: string): string {
  const sinCodigo = html.replace(/<(script|style|template|textarea|title|noscript)[\s>][\s\S]*?(<\/\1\s*>|$)/gi, ' ');
  return decodificar(sinCodigo.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
