import type { Envelope } from '../../../../core/shared/envelope.ts';
import type { AceptacionDatos, CotizacionPublica } from '../../../../plugins/cotizaciones/shared/visor.ts';

/** The two public calls of the viewer (spec 03 §7; accepting is beyond the spec), on the frame's own origin. */
const ruta = (uuid: string) => `/api/cotizaciones/uuid/${encodeURIComponent(uuid)}`;

/** The quotation, or null for anything but a readable answer: the viewer then shows nothing (spec 03 §2). */
export async function cargarCotizacion(uuid: string): Promise<CotizacionPublica | null> {
  try {
    const res = await fetch(`${ruta(uuid)}?uuid=${encodeURIComponent(uuid)}`, { headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const sobre = (await res.json()) as Envelope<CotizacionPublica>;
    return sobre.ok && sobre.body ? sobre.body : null;
  } catch {
    return null;
  }
}

/** Accepts a proposal: whether the server took it, and its own message (thanks, or why not: already accepted, expired…). */
export async function aceptarPropuesta(uuid: string, datos: AceptacionDatos): Promise<{ ok: boolean; mensaje: string | null }> {
  try {
    const res = await fetch(`${ruta(uuid)}/aceptar`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(datos) });
    const sobre = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    return { ok: res.ok && sobre?.ok !== false, mensaje: sobre?.message || null };
  } catch {
    return { ok: false, mensaje: null };
  }
}
