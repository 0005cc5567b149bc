import { direcciones } from '../../shared/envio-form.ts';
import type { CamposDeEnvio } from './camposDeEnvio.ts';

/** An address as a mailto: URL carries it: percent-encoded, its '@' left readable (RFC 6068). */
const direccion = (d: string) => encodeURIComponent(d).replaceAll('%40', '@');

/**
 * The mailto: link that opens the user's own mail program with the message (spec 01 §7: a send
 * through a personal account opens the mail client instead of calling the server). Line breaks
 * travel as CRLF, as RFC 6068 asks of a body.
 */
export function enlaceMiCorreo(c: Pick<CamposDeEnvio, 'to' | 'cc' | 'bcc' | 'subject'>, texto: string): string {
  const partes: [string, string][] = [
    ['cc', direcciones(c.cc).map(direccion).join(',')],
    ['bcc', direcciones(c.bcc).map(direccion).join(',')],
    ['subject', encodeURIComponent(c.subject.trim())],
    ['body', encodeURIComponent(texto.replace(/\r?\n/g, '\r\n'))],
  ];
  const consulta = partes.filter(([, valor]) => valor !== '').map(([clave, valor]) => `${clave}=${valor}`);
  return `mailto:${direcciones(c.to).map(direccion).join(',')}${consulta.length ? `?${consulta.join('&')}` : ''}`;
}

const BLOQUES = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'UL', 'OL']);

/** The rendered template as plain text for a mail program: paragraphs on their own lines, links as 'texto (dirección)'. */
export function textoDeCorreo(html: string): string {
  const documento = new DOMParser().parseFromString(html, 'text/html');
  const partes: string[] = [];
  const recorrer = (nodo: Node) => {
    if (nodo.nodeType === Node.TEXT_NODE) partes.push((nodo.textContent ?? '').replace(/\s+/g, ' '));
    if (!(nodo instanceof Element)) return;
    if (nodo.tagName === 'BR') partes.push('\n');
    if (BLOQUES.has(nodo.tagName)) partes.push('\n');
    if (nodo.tagName === 'LI') partes.push('• ');
    nodo.childNodes.forEach(recorrer);
    const href = nodo.tagName === 'A' ? nodo.getAttribute('href') : null;
    if (href && href !== nodo.textContent?.trim()) partes.push(` (${href.replace(/^mailto:/i, '')})`);
    if (BLOQUES.has(nodo.tagName)) partes.push('\n');
  };
  documento.body.childNodes.forEach(recorrer);
  return partes
    .join('')
    .split('\n')
    .map((linea) => linea.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
