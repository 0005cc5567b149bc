import DOMPurify from 'dompurify';

/**
 * Keeps the formatting of a trusted-but-not-blindly HTML fragment (an announcement written in the
 * admin screens) and drops what could run code, with DOMPurify: scripts, frames, event attributes,
 * javascript: URLs. The server already stored it cleaned (sanitize-html, plugins/catalogos); this
 * is the second wall, where it meets the DOM.
 */
const OPCIONES = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'code',
    'div',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
};

let preparado = false;

function preparar(): void {
  if (preparado) return;
  preparado = true;
  // Links to other sites open apart, without handing them this window.
  DOMPurify.addHook('afterSanitizeAttributes', (nodo) => {
    if (nodo.tagName !== 'A') return;
    if (/^https?:/i.test(nodo.getAttribute('href') ?? '')) {
      nodo.setAttribute('target', '_blank');
      nodo.setAttribute('rel', 'noopener noreferrer');
    } else {
      nodo.removeAttribute('target');
      nodo.removeAttribute('rel');
    }
  });
}

export function sanitizeHtml(html: string): string {
  preparar();
  return DOMPurify.sanitize(html, OPCIONES);
}
