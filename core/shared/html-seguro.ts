/**
 * The HTML policy of Cartera's rich text (announcements, e-mail templates; docs/adr/011-comunicados.md,
 * docs/adr/029-comunicacion.md): which tags stay and which links. Two well-kept sanitisers apply it —
 * sanitize-html on the server (plugins/catalogos/server/services/sanitizar-html.service.ts: what is
 * stored and sent) and DOMPurify in the browser (web/src/ui/htmlSeguro.ts: what a page shows).
 */

export const ETIQUETAS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'span', 'blockquote']);

/** Code, raw text or foreign markup: dropped together with everything up to their end tag. */
export const CON_CONTENIDO_DESCARTADO = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'template', 'object', 'svg', 'math']);

/** Links may go to these schemes only; any other href is dropped. */
export const ESQUEMAS = ['http', 'https', 'mailto'];
