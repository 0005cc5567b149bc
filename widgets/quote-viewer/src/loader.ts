import { esMensajeVisor, RUTA_FRAME } from './protocolo.ts';

/**
 * The script agency sites paste: `<script src="https://…/widgets/quote-viewer.js" data-cotizacion="{uuid}">`.
 * Next to its own tag it inserts an iframe with the viewer, served from the script's own origin, and
 * sizes it from the frame's messages. The iframe stays collapsed until the frame says the quotation
 * rendered, so a wrong uuid shows nothing.
 */
const MARCA = 'data-cartera-visor';

function insertar(script: HTMLScriptElement): void {
  const uuid = script.getAttribute('data-cotizacion');
  if (!uuid || script.hasAttribute(MARCA)) return;
  script.setAttribute(MARCA, '');
  const origen = new URL(script.src, location.href).origin;
  const iframe = document.createElement('iframe');
  const query = new URLSearchParams({ uuid, origen: location.origin });
  iframe.src = `${origen}${RUTA_FRAME}?${query}`;
  iframe.title = script.getAttribute('data-titulo') || 'Cotización';
  iframe.setAttribute('scrolling', 'no');
  iframe.style.cssText = 'display:block;width:100%;height:0;border:0;visibility:hidden';
  script.parentNode?.insertBefore(iframe, script.nextSibling);
  addEventListener('message', (e) => {
    // Only our own frame, from the origin that served this script: any other window may post anything.
    if (e.origin !== origen || e.source !== iframe.contentWindow || !esMensajeVisor(e.data)) return;
    iframe.style.height = `${Math.ceil(e.data.alto)}px`;
    iframe.style.visibility = 'visible';
  });
}

const actual = document.currentScript;
// currentScript is null only when the script runs outside parsing (some tag managers): then every tag not yet served.
const tags = actual instanceof HTMLScriptElement ? [actual] : Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-cotizacion]'));
tags.forEach(insertar);
