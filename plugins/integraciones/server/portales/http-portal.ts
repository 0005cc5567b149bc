import { ErrorDePortal } from './conector.ts';

/**
 * The HTTP every connector uses: fetch with a time limit per request, a cookie jar for the session,
 * and no automatic redirects (a login's redirect carries the session cookie). Errors never include
 * the request body, so a password cannot reach a log.
 */
export class ClienteDePortal {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly limiteMs: number,
  ) {}

  async pedir(ruta: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'text/html,application/pdf' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    let res: Response;
    try {
      res = await fetch(new URL(ruta, this.base), {
        method: init.method ?? 'GET',
        headers,
        body: init.form ? new URLSearchParams(init.form).toString() : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.limiteMs),
      });
    } catch (err) {
      const nombre = (err as Error).name;
      if (nombre === 'TimeoutError' || nombre === 'AbortError') throw new ErrorDePortal('tiempo', `${ruta}: sin respuesta en ${this.limiteMs} ms`);
      throw new ErrorDePortal('portal', `${ruta}: ${(err as Error).message}`);
    }
    for (const linea of res.headers.getSetCookie()) {
      const [par] = linea.split(';');
      const i = par.indexOf('=');
      if (i > 0) this.cookies.set(par.slice(0, i).trim(), par.slice(i + 1).trim());
    }
    if (res.status >= 500) throw new ErrorDePortal('portal', `${ruta}: HTTP ${res.status}`);
    return res;
  }

  /** The body as text, within the same time limit. */
  async texto(res: Response, ruta: string): Promise<string> {
    try {
      return await res.text();
    } catch {
      throw new ErrorDePortal('tiempo', `${ruta}: la respuesta no terminó en ${this.limiteMs} ms`);
    }
  }
}

/** Plain text of an HTML fragment: tags removed, entities of the known layout decoded, spaces collapsed. */
export function textoDeHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
