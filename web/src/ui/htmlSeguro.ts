import DOMPurify from 'dompurify';
import { CON_CONTENIDO_DESCARTADO, ETIQUETAS } from '../../../core/shared/html-seguro.ts';

/**
 * Rich text where it meets the DOM (an announcement, a preview, a rendered mail), with DOMPurify and
 * the policy the server stored it with (sanitize-html): a second wall, and the only one for a preview.
 * One module, so that one hook decides every link (DOMPurify's hooks are global).
 */

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

/** What a page may put in the DOM of rich text: the policy's tags, links to http, https or mailto opening apart. */
export function htmlSeguro(entrada: string): string {
  preparar();
  return DOMPurify.sanitize(entrada, {
    ALLOWED_TAGS: [...ETIQUETAS],
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    FORBID_CONTENTS: [...CON_CONTENIDO_DESCARTADO],
  });
}
