import { ErrorDePortal, type ConectorDePortal, type PagoDelPortal, type PaginaDelPortal, type PolizaDelPortal, type SesionDePortal } from './conector.ts';
import { ClienteDePortal, textoDeHtml } from './http-portal.ts';

/**
 * The reference connector: GNP's agents' portal, at the address the installation configures
 * (PORTAL_GNP_URL; empty = not configured). The layout it reads: a login form posting usuario and
 * password that answers a redirect with the session cookie, an error paragraph or a CAPTCHA; a
 * policy table (`tr.poliza`, one `td` per field, payments as `li` with data attributes) paged by a
 * `rel="next"` link; and each policy's PDF behind the row's `a.pdf`.
 */

const celda = (fila: string, clase: string): string => {
  const m = new RegExp(`<td[^>]*class="${clase}"[^>]*>([\\s\\S]*?)</td>`).exec(fila);
  if (!m) throw new ErrorDePortal('respuesta', `fila sin ${clase}`);
  return textoDeHtml(m[1]);
};

const atributo = (etiqueta: string, nombre: string): string | null => new RegExp(`${nombre}="([^"]*)"`).exec(etiqueta)?.[1] ?? null;

/** dd/MM/yyyy → yyyy-MM-dd */
function fecha(texto: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto);
  if (!m) throw new ErrorDePortal('respuesta', `fecha ilegible: ${texto}`);
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** '$14,523.00' → 1452300 cents */
function centavos(texto: string): number {
  const m = /^\$?\s*([\d,]+)(?:\.(\d{2}))?$/.exec(texto);
  if (!m) throw new ErrorDePortal('respuesta', `importe ilegible: ${texto}`);
  return Number(m[1].replace(/,/g, '')) * 100 + Number(m[2] ?? 0);
}

function pagos(fila: string): PagoDelPortal[] {
  return [...fila.matchAll(/<li[^>]*class="pago"[^>]*>/g)].map(([li]) => ({
    serie: Number(atributo(li, 'data-serie')),
    fechaPago: fecha(atributo(li, 'data-fecha') ?? ''),
    folio: atributo(li, 'data-folio') ?? '',
  }));
}

function poliza(fila: string): PolizaDelPortal {
  const pdf = /<a[^>]*class="pdf"[^>]*>/.exec(fila);
  const href = pdf && atributo(pdf[0], 'href');
  if (!href) throw new ErrorDePortal('respuesta', 'fila sin PDF');
  const rfc = celda(fila, 'rfc');
  return {
    noPoliza: celda(fila, 'noPoliza'),
    fechaVigenciaDe: fecha(celda(fila, 'vigenciaDe')),
    fechaVigenciaA: fecha(celda(fila, 'vigenciaA')),
    prima: centavos(celda(fila, 'prima')),
    status: celda(fila, 'estatus'),
    contratante: { nombre: celda(fila, 'contratante'), rfc: rfc || null },
    pagos: pagos(fila),
    pdf: href.replace(/&amp;/g, '&'),
  };
}

const pideCaptcha = (html: string) => /id="captcha"/.test(html);

function sesion(http: ClienteDePortal): SesionDePortal {
  return {
    async polizas(desde, pagina) {
      const params = new URLSearchParams({ pagina: String(pagina), ...(desde ? { desde: desde.toISOString().slice(0, 10) } : {}) });
      const ruta = `/polizas?${params}`;
      const res = await http.pedir(ruta);
      if (res.status !== 200) throw new ErrorDePortal('respuesta', `${ruta}: HTTP ${res.status}`);
      const html = await http.texto(res, ruta);
      if (pideCaptcha(html)) throw new ErrorDePortal('captcha', ruta);
      if (!/<table[^>]*id="polizas"/.test(html)) throw new ErrorDePortal('respuesta', `${ruta}: sin tabla de pólizas`);
      const filas = [...html.matchAll(/<tr[^>]*class="poliza"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => poliza(m[1]));
      return { polizas: filas, siguiente: /<a[^>]*rel="next"/.test(html) ? pagina + 1 : null } satisfies PaginaDelPortal;
    },
    async pdf(p) {
      const res = await http.pedir(p.pdf);
      if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('pdf')) throw new ErrorDePortal('respuesta', `${p.pdf}: HTTP ${res.status}`);
      try {
        return new Uint8Array(await res.arrayBuffer());
      } catch {
        throw new ErrorDePortal('tiempo', `${p.pdf}: la descarga no terminó`);
      }
    },
  };
}

export function conectorGnp(base: string, limiteMs: number): ConectorDePortal {
  return {
    abreviacion: 'GNP',
    configurado: base !== '',
    limiteMs,
    async iniciarSesion(usuario, password) {
      const http = new ClienteDePortal(base, limiteMs);
      const res = await http.pedir('/login', { method: 'POST', form: { usuario, password } });
      if (res.status === 302 || res.status === 303) return sesion(http);
      const html = await http.texto(res, '/login');
      if (pideCaptcha(html)) throw new ErrorDePortal('captcha', '/login');
      if (/class="error"/.test(html)) throw new ErrorDePortal('credenciales', '/login');
      throw new ErrorDePortal('respuesta', `/login: HTTP ${res.status}`);
    },
  };
}
