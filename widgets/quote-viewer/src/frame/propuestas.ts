import { centavos, formatDinero } from '../../../../core/shared/format.ts';
import type { ConceptoPropuesta, PlanPago } from '../../../../plugins/cotizaciones/shared/cotizaciones.ts';
import { NOMBRE_FORMA_PAGO } from '../../../../plugins/cotizaciones/shared/mensajes.ts';
import { ordenarPlanes } from '../../../../plugins/cotizaciones/shared/planes-pago.ts';
import type { CotizacionPublica, PropuestaPublica } from '../../../../plugins/cotizaciones/shared/visor.ts';
import { el } from './dom.ts';
import { TEXTOS } from './textos.ts';

/** Pesos as the API sends them → '$1,234.56 MXN' in the proposal's currency ('$1,234.56' where a header names it). */
export const dinero = (pesos: number | null, moneda = '') => (pesos === null ? '—' : formatDinero(centavos(pesos), moneda));

/** 'GNP · Plan Amplio': how the viewer names a proposal in the acceptance form and summary. */
export const nombrePropuesta = (p: PropuestaPublica) => [p.aseguradora.aseguradora, p.plan].filter(Boolean).join(' · ');

function conceptos(titulo: string, lista: ConceptoPropuesta[]): HTMLElement | null {
  if (!lista.length) return null;
  return el(
    'div',
    { class: 'conceptos' },
    el('h4', {}, titulo),
    el(
      'dl',
      {},
      lista.flatMap((c) => [el('dt', {}, c.descripcion), el('dd', {}, c.valor)]),
    ),
  );
}

function planes(lista: PlanPago[], moneda: string): HTMLElement {
  return el(
    'div',
    { class: 'planes' },
    el('h4', {}, TEXTOS.planesPago),
    el(
      'table',
      {},
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          [TEXTOS.formaPago, TEXTOS.primerRecibo, TEXTOS.subsecuentes, TEXTOS.totalEn(moneda)].map((c) => el('th', { scope: 'col' }, c)),
        ),
      ),
      el(
        'tbody',
        {},
        ordenarPlanes(lista).map((p) =>
          el(
            'tr',
            {},
            el('th', { scope: 'row' }, NOMBRE_FORMA_PAGO[p.formaPago], el('span', { class: 'pagos' }, TEXTOS.pagos(p.parcialidades))),
            el('td', {}, dinero(p.primaPrimerRecibo)),
            el('td', {}, dinero(p.primaReciboSub)),
            el('td', { class: 'total' }, dinero(p.total)),
          ),
        ),
      ),
    ),
  );
}

/** One proposal as a card: insurer, plan fields, features, coverages and payment plans (spec 03 §2, §3). */
function tarjeta(p: PropuestaPublica, n: number, c: CotizacionPublica, elegir: (itemId: number) => void): HTMLElement {
  const aceptada = c.aceptacion?.itemId === p.id;
  const campos: [string, string | null][] = [
    [TEXTOS.plan, p.plan],
    [TEXTOS.moneda, p.moneda],
    [TEXTOS.sumaAsegurada, p.sumaAsegurada],
    [TEXTOS.deducible, p.deducible],
    [TEXTOS.coaseguro, p.coaseguro],
    [TEXTOS.topeCoaseguro, p.topeCoaseguro],
    [TEXTOS.copago, p.copago],
  ];
  return el(
    'article',
    { class: aceptada ? 'propuesta aceptada' : 'propuesta', 'aria-labelledby': `propuesta-${p.id}` },
    el(
      'header',
      {},
      p.aseguradora.logoM && el('img', { class: 'aseguradora-logo', src: p.aseguradora.logoM, alt: '' }),
      el('h3', { id: `propuesta-${p.id}` }, el('span', { class: 'numero' }, TEXTOS.propuesta(n)), p.aseguradora.aseguradora),
      aceptada && el('span', { class: 'marca' }, TEXTOS.aceptadaMarca),
    ),
    el(
      'dl',
      { class: 'datos' },
      campos.filter(([, v]) => v).flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]),
    ),
    conceptos(TEXTOS.caracteristicas, p.caracteristicas),
    conceptos(TEXTOS.coberturas, p.coberturas),
    planes(p.planesPago, p.moneda),
    c.aceptable && el('button', { type: 'button', class: 'boton secundario no-imprimir', 'aria-describedby': `propuesta-${p.id}`, onclick: () => elegir(p.id) }, TEXTOS.elegirEsta),
  );
}

/** The proposals side by side (stacked on a phone). */
export function propuestas(c: CotizacionPublica, elegir: (itemId: number) => void): HTMLElement | null {
  if (!c.items.length) return null;
  return el(
    'section',
    { class: 'bloque' },
    el('h2', {}, TEXTOS.propuestas),
    el(
      'div',
      { class: 'propuestas' },
      c.items.map((p, i) => tarjeta(p, i + 1, c, elegir)),
    ),
  );
}
