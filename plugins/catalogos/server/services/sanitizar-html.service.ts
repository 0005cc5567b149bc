import sanitizeHtml from 'sanitize-html';
import { CON_CONTENIDO_DESCARTADO, ESQUEMAS, ETIQUETAS } from '../../../../core/shared/html-seguro.ts';

/** The parser has decoded references; blanks and control characters are dropped as a browser does. */
const linkPermitido = (href: string) => /^(https?:\/\/|mailto:)/i.test([...href].filter((c) => c.charCodeAt(0) > 0x20).join(''));

const OPCIONES: sanitizeHtml.IOptions = {
  allowedTags: [...ETIQUETAS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ESQUEMAS,
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...CON_CONTENIDO_DESCARTADO],
  // Every link opens apart from Cartera; one to any other scheme loses its tag and keeps its text.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: linkPermitido(attribs.href ?? '') ? { href: attribs.href ?? '', rel: 'noopener noreferrer', target: '_blank' } : {},
    }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Rich text as Cartera stores and sends it (announcements, e-mail templates and the mail itself):
 * only the tags of the shared policy, links to http, https or mailto with rel and target forced,
 * no other attribute (so no event handler, no style, no remote CSS), code dropped with its content.
 */
export function sanitizarHtml(entrada: string): string {
  return sanitizeHtml(entrada.replaceAll('\u0000', ''), OPCIONES);
}
