import type { CotizacionPublica } from '../../../../plugins/cotizaciones/shared/visor.ts';
import { TIPO_MENSAJE, type MensajeVisor } from '../protocolo.ts';
import { cargarCotizacion } from './api.ts';
import { formularioAceptacion, resumenAceptacion } from './aceptar.ts';
import { datosCotizacion } from './cotizacion.ts';
import { el } from './dom.ts';
import { encabezadoEmpresa, pieEmpresa } from './empresa.ts';
import { propuestas } from './propuestas.ts';
import { TEXTOS } from './textos.ts';

/**
 * The quotation viewer: /cotizaciones/visor/{uuid} (the uuid may also come as ?uuid=) and the frame
 * the loader inserts (/widgets/quote-viewer/frame.html?uuid=…&origen=…). If loading fails it shows
 * nothing (spec 03 §2) and, framed, never tells the loader it is ready, so the iframe stays collapsed.
 */
const raiz = document.getElementById('visor') as HTMLElement;
const parametros = new URLSearchParams(location.search);
const enRuta = /^\/cotizaciones\/visor\/([^/]+)/.exec(location.pathname)?.[1];
const uuid = (() => {
  try {
    return enRuta ? decodeURIComponent(enRuta) : (parametros.get('uuid') ?? '');
  } catch {
    return ''; // a malformed path: nothing to load
  }
})();

/**
 * Framed, the height goes to the parent, and only to the origin the loader named (the agency page):
 * the frame answers no message and reads nothing from its parent.
 */
const origenPadre = (() => {
  const origen = parametros.get('origen') ?? '';
  return window.parent !== window && /^https?:\/\/[^/]+$/i.test(origen) ? origen : null;
})();

function avisar(evento: MensajeVisor['evento']): void {
  if (!origenPadre) return;
  const mensaje: MensajeVisor = { tipo: TIPO_MENSAJE, evento, alto: Math.ceil(document.body.getBoundingClientRect().height) };
  window.parent.postMessage(mensaje, origenPadre);
}

function pintar(c: CotizacionPublica, aviso: string | null): void {
  document.title = TEXTOS.tituloPagina(c.noCotizacion);
  const aceptar = formularioAceptacion(c, (mensaje) => void mostrar(mensaje));
  raiz.replaceChildren(
    ...[
      c.empresa && encabezadoEmpresa(c.empresa),
      ...datosCotizacion(c),
      resumenAceptacion(c, aviso),
      propuestas(c, aceptar?.elegir ?? (() => undefined)),
      aceptar?.nodo,
      el('p', { class: 'no-imprimir acciones' }, el('button', { type: 'button', class: 'boton secundario', onclick: () => print() }, TEXTOS.imprimir)),
      pieEmpresa(c.empresa),
    ].filter((n): n is HTMLElement => n instanceof HTMLElement),
  );
}

let observando = false;

/** Loads and shows the quotation; `aviso` is the server's word on an acceptance just made. */
async function mostrar(aviso: string | null = null): Promise<void> {
  const c = uuid ? await cargarCotizacion(uuid) : null;
  if (!c) return;
  pintar(c, aviso);
  avisar('ready');
  if (observando) return;
  observando = true;
  new ResizeObserver(() => avisar('resize')).observe(document.body);
}

void mostrar();
