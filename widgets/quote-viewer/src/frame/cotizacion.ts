import { formatFecha } from '../../../../core/shared/format.ts';
import type { CotizacionPublica } from '../../../../plugins/cotizaciones/shared/visor.ts';
import { NOMBRE_GENERO, NOMBRE_PARENTESCO, NOMBRE_RAMO } from '../../../../plugins/cotizaciones/shared/mensajes.ts';
import { el, type Hijo } from './dom.ts';
import { TEXTOS } from './textos.ts';

const dato = (etiqueta: string, valor: Hijo) => [el('dt', {}, etiqueta), el('dd', {}, valor)];

/** A table with column headers; rows of already formatted cells. */
function tabla(titulo: string, columnas: string[], filas: Hijo[][]): HTMLElement {
  return el(
    'section',
    { class: 'bloque' },
    el('h2', {}, titulo),
    el(
      'div',
      { class: 'tabla-envoltura' },
      el(
        'table',
        {},
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            columnas.map((c) => el('th', { scope: 'col' }, c)),
          ),
        ),
        el(
          'tbody',
          {},
          filas.map((f) =>
            el(
              'tr',
              {},
              f.map((c) => el('td', {}, c)),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The quotation's own data: number, line, recipient, validity, and what is insured (spec 03 §2). */
export function datosCotizacion(c: CotizacionPublica): HTMLElement[] {
  const d = c.destinatario;
  const nombre = [d.nombres, d.apPat, d.apMat].filter(Boolean).join(' ');
  const vence = formatFecha(c.fecVencimiento);
  return [
    el(
      'section',
      { class: 'bloque' },
      el('h1', {}, TEXTOS.cotizacion(c.noCotizacion)),
      el('dl', { class: 'datos' }, dato(TEXTOS.para, nombre), dato(TEXTOS.ramo, NOMBRE_RAMO[c.ramo] ?? ''), dato(TEXTOS.vigencia, vence)),
      c.vencida && el('p', { class: 'aviso' }, TEXTOS.vencida(vence)),
      c.texto && el('div', {}, el('h2', {}, TEXTOS.detalle), el('p', { class: 'texto' }, c.texto)),
    ),
    c.asegurados.length > 0 &&
      tabla(
        TEXTOS.asegurados,
        [TEXTOS.nombre, TEXTOS.parentesco, TEXTOS.genero, TEXTOS.fecNacimiento, TEXTOS.edad],
        c.asegurados.map((a) => [a.nombre, NOMBRE_PARENTESCO[a.parentesco] ?? a.parentesco, NOMBRE_GENERO[a.genero] ?? a.genero, formatFecha(a.fecNacimiento), a.edad]),
      ),
    c.vehiculos.length > 0 &&
      tabla(
        TEXTOS.vehiculos,
        [TEXTOS.descripcion, TEXTOS.modelo],
        c.vehiculos.map((v) => [v.descripcion, v.modelo]),
      ),
  ].filter((n): n is HTMLElement => n instanceof HTMLElement);
}
