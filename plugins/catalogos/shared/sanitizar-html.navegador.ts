import DOMPurify from 'dompurify';
import { CON_CONTENIDO_DESCARTADO, ETIQUETAS } from './sanitizar-html.ts';

/** For the browser only (DOMPurify needs a DOM): the server cleans with sanitize-html and the same policy. */

let preparado = false;

function preparar(): void {
  if (preparado) return;
  preparado = true;
  DOMPurify.addHook('afterSanitizeAttributes', (nodo) => {
    if (nodo.tagName !== 'A') return;
    if (nodo.getAttribute('href')) {
      nodo.setAttribute('rel', 'noopener noreferrer');
      nodo.setAttribute('target', '_blank');
    } else {
      nodo.removeAttribute('rel');
      nodo.removeAttribute('target');
    }
  });
}

/** What a page may put in the DOM of rich text (a preview, a rendered mail). */
export function htmlSeguro(entrada: string): string {
  preparar();
  return DOMPurify.sanitize(entrada, {
    ALLOWED_TAGS: [...ETIQUETAS],
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    FORBID_CONTENTS: [...CON_CONTENIDO_DESCARTADO],
  });
}
