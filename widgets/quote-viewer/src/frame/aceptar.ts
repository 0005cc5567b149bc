import type { FormaPago } from '../../../../plugins/catalogos/shared/catalogos.ts';
import { NOMBRE_FORMA_PAGO } from '../../../../plugins/cotizaciones/shared/mensajes.ts';
import { ordenarPlanes } from '../../../../plugins/cotizaciones/shared/planes-pago.ts';
import type { CotizacionPublica } from '../../../../plugins/cotizaciones/shared/visor.ts';
import { aceptarPropuesta } from './api.ts';
import { el } from './dom.ts';
import { dinero, nombrePropuesta } from './propuestas.ts';
import { TEXTOS } from './textos.ts';

const FECHA_HORA = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' });

/** What was accepted, by whom and when (Mexico City time), once the client accepted. */
export function resumenAceptacion(c: CotizacionPublica, aviso: string | null): HTMLElement | null {
  const a = c.aceptacion;
  if (!a) return null;
  const propuesta = c.items.find((p) => p.id === a.itemId);
  const fecha = FECHA_HORA.format(new Date(a.fecha));
  return el(
    'section',
    { class: 'bloque aceptacion', role: 'status' },
    el('h2', {}, TEXTOS.aceptada),
    aviso && el('p', { class: 'gracias' }, aviso),
    el('p', {}, TEXTOS.resumenAceptacion(a.nombre, propuesta ? nombrePropuesta(propuesta) : '', NOMBRE_FORMA_PAGO[a.formaPago], fecha)),
  );
}

/**
 * Beyond the spec: the client picks a proposal and one of its payment plans and types their name;
 * the server decides (already accepted, expired…) and its own message is shown when it refuses.
 * `listo` runs after an acceptance with the server's message, to show the quotation as the server now has it.
 */
export function formularioAceptacion(c: CotizacionPublica, listo: (mensaje: string | null) => void): { nodo: HTMLElement; elegir: (itemId: number) => void } | null {
  if (!c.aceptable || !c.items.length) return null;
  const planes = el('fieldset', { class: 'opciones' });
  const nombre = el('input', { id: 'aceptar-nombre', name: 'nombre', type: 'text', autocomplete: 'name', maxlength: 120 });
  const error = el('p', { class: 'error', role: 'alert', hidden: true });
  const boton = el('button', { type: 'submit', class: 'boton' }, TEXTOS.aceptar);

  const mostrarPlanes = (itemId: number) => {
    const item = c.items.find((p) => p.id === itemId);
    planes.replaceChildren(
      el('legend', {}, TEXTOS.elegirFormaPago),
      ...ordenarPlanes(item?.planesPago ?? []).map((p, i) =>
        el(
          'label',
          {},
          el('input', { type: 'radio', name: 'formaPago', value: p.formaPago, checked: i === 0 }),
          ` ${NOMBRE_FORMA_PAGO[p.formaPago]} · ${dinero(p.total, item?.moneda ?? '')}`,
        ),
      ),
    );
  };
  const propuestas = el(
    'fieldset',
    { class: 'opciones' },
    el('legend', {}, TEXTOS.elegirPropuesta),
    c.items.map((p, i) =>
      el('label', {}, el('input', { type: 'radio', name: 'itemId', value: p.id, checked: i === 0, onchange: () => mostrarPlanes(p.id) }), ` ${i + 1}. ${nombrePropuesta(p)}`),
    ),
  );
  mostrarPlanes(c.items[0].id);

  const form = el(
    'form',
    { class: 'bloque aceptar no-imprimir', novalidate: true, 'aria-labelledby': 'aceptar-titulo' },
    el('h2', { id: 'aceptar-titulo' }, TEXTOS.aceptarTitulo),
    el('p', {}, TEXTOS.aceptarAyuda),
    propuestas,
    planes,
    el('div', { class: 'campo' }, el('label', { for: 'aceptar-nombre' }, TEXTOS.tuNombre), nombre),
    error,
    boton,
  );
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const datos = new FormData(form);
    boton.disabled = true;
    boton.textContent = TEXTOS.enviando;
    const r = await aceptarPropuesta(c.uuid, { itemId: Number(datos.get('itemId')), formaPago: String(datos.get('formaPago') ?? '') as FormaPago, nombre: nombre.value });
    boton.disabled = false;
    boton.textContent = TEXTOS.aceptar;
    if (r.ok) return listo(r.mensaje);
    error.textContent = r.mensaje ?? TEXTOS.sinConexion;
    error.hidden = false;
  });

  const elegir = (itemId: number) => {
    const radio = form.querySelector<HTMLInputElement>(`input[name="itemId"][value="${itemId}"]`);
    if (!radio) return;
    radio.checked = true;
    mostrarPlanes(itemId);
    form.scrollIntoView({ behavior: 'smooth', block: 'start' });
    radio.focus();
  };
  return { nodo: form, elegir };
}
