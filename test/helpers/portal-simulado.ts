import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../core/server/paths.ts';

/** A policy as the stand-in portal lists it; the PDF is a fixture of test/fixtures/caratulas. */
export interface PolizaSimulada {
  noPoliza: string;
  /** dd/MM/yyyy, as the portal prints it */
  vigenciaDe: string;
  vigenciaA: string;
  prima: string;
  estatus: string;
  contratante: string;
  rfc: string;
  /** fecha: dd/MM/yyyy, as the portal prints it */
  pagos: { serie: number; fecha: string; folio: string }[];
  /** The fixture's name, e.g. 'gnp-auto' */
  pdf: string;
  /** When the portal last changed it: `?desde=` lists only those changed since. */
  modificada: Date;
}

/** How the portal answers: normally, with a CAPTCHA (on sign-in or on the list), or slowly (the list, and the PDFs). */
export type ModoPortal = 'normal' | 'captcha-login' | 'captcha-lista' | 'lento';

/**
 * A local stand-in for an insurer's agents' portal, in the layout the GNP connector reads: an HTML
 * login form posting usuario and password (a redirect with a session cookie; a wrong password gets
 * the form again with an error paragraph), a paginated policy table, one PDF per policy, a CAPTCHA
 * page and a slow page on demand. Tests start it and point PORTAL_GNP_URL at `url`.
 */
export class PortalSimulado {
  readonly usuarios = new Map<string, string>();
  polizas: PolizaSimulada[] = [];
  modo: ModoPortal = 'normal';
  /** How long the slow page waits before it answers. */
  lentoMs = 5_000;
  tamanoPagina = 2;
  /** Every request, as 'METHOD /path?query', and every form body posted (the test checks what the app sent). */
  readonly llamadas: string[] = [];
  readonly formularios: string[] = [];
  url = '';
  private readonly sesiones = new Set<string>();
  private siguienteSesion = 1;
  private readonly server: Server = createServer((req, res) => void this.atender(req, res));

  async iniciar(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async cerrar(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private html(res: ServerResponse, cuerpo: string, status = 200): void {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body>${cuerpo}</body></html>`);
  }

  private formulario(error: boolean): string {
    return `<form method="post" action="/login">${error ? '<p class="error">Usuario o contraseña incorrectos</p>' : ''}<input name="usuario"><input name="password" type="password"><button>Entrar</button></form>`;
  }

  private captcha = '<form id="captcha"><img src="/captcha.png"><input name="respuesta"><button>Verificar</button></form>';

  private async cuerpo(req: IncomingMessage): Promise<string> {
    let texto = '';
    for await (const parte of req) texto += String(parte);
    return texto;
  }

  private fila(p: PolizaSimulada): string {
    const pagos = p.pagos.map((x) => `<li class="pago" data-serie="${x.serie}" data-fecha="${x.fecha}" data-folio="${x.folio}">Recibo ${x.serie}</li>`).join('');
    return (
      `<tr class="poliza"><td class="noPoliza">${p.noPoliza}</td><td class="vigenciaDe">${p.vigenciaDe}</td><td class="vigenciaA">${p.vigenciaA}</td>` +
      `<td class="prima">${p.prima}</td><td class="estatus">${p.estatus}</td><td class="contratante">${p.contratante.replace(/&/g, '&amp;')}</td><td class="rfc">${p.rfc}</td>` +
      `<td class="pagos"><ul>${pagos}</ul></td><td><a class="pdf" href="/polizas/${encodeURIComponent(p.noPoliza)}/pdf">PDF</a></td></tr>`
    );
  }

  private async atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    this.llamadas.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.method === 'POST' && url.pathname === '/login') {
      const form = await this.cuerpo(req);
      this.formularios.push(form);
      if (this.modo === 'captcha-login') return this.html(res, this.captcha);
      const datos = new URLSearchParams(form);
      const usuario = datos.get('usuario') ?? '';
      if (!this.usuarios.has(usuario) || this.usuarios.get(usuario) !== datos.get('password')) return this.html(res, this.formulario(true));
      const sesion = `s${this.siguienteSesion++}`;
      this.sesiones.add(sesion);
      res.writeHead(303, { location: '/polizas', 'set-cookie': `SESION=${sesion}; Path=/; HttpOnly` });
      return void res.end();
    }
    const sesion = /SESION=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (!sesion || !this.sesiones.has(sesion)) {
      res.writeHead(302, { location: '/login' });
      return void res.end();
    }
    if (this.modo === 'lento') await new Promise((r) => setTimeout(r, this.lentoMs));
    if (res.destroyed) return;
    const pdf = /^\/polizas\/([^/]+)\/pdf$/.exec(url.pathname);
    if (pdf) {
      const p = this.polizas.find((x) => x.noPoliza === decodeURIComponent(pdf[1]));
      if (!p) return this.html(res, '<p>No existe</p>', 404);
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return void res.end(readFileSync(path.join(PROJECT_ROOT, 'test/fixtures/caratulas', `${p.pdf}.pdf`)));
    }
    if (url.pathname !== '/polizas') return this.html(res, '<p>No existe</p>', 404);
    if (this.modo === 'captcha-lista') return this.html(res, this.captcha);
    const desde = url.searchParams.get('desde');
    const cambiadas = this.polizas.filter((p) => !desde || p.modificada.toISOString().slice(0, 10) >= desde);
    const pagina = Number(url.searchParams.get('pagina') ?? '1');
    const filas = cambiadas.slice((pagina - 1) * this.tamanoPagina, pagina * this.tamanoPagina);
    const siguiente = pagina * this.tamanoPagina < cambiadas.length ? `<a rel="next" href="/polizas?pagina=${pagina + 1}">Siguiente</a>` : '';
    this.html(res, `<table id="polizas"><tr><th>Póliza</th></tr>${filas.map((p) => this.fila(p)).join('')}</table>${siguiente}`);
  }
}
