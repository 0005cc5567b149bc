import { expect } from 'chai';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { envelopeBaseQuery, FALLBACK_ERROR_MESSAGE } from '../../web/src/api/envelopeBaseQuery.ts';
import { llamarApi } from '../../web/src/api/llamarApi.ts';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
}

/** A base query over a fake fetch that answers `reply` and records what was sent. */
function setup(reply: () => Response | Promise<Response>, token: string | null = null) {
  const sent: Sent[] = [];
  const fetchFn = async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push({ url: request.url, method: request.method, authorization: request.headers.get('Authorization') });
    return reply();
  };
  const query = envelopeBaseQuery({ baseUrl: 'http://cartera.test/api', getToken: () => token, fetchFn: fetchFn as typeof fetch });
  const api = { signal: new AbortController().signal, dispatch: () => {}, getState: () => ({}) } as unknown as BaseQueryApi;
  return { sent, call: (args: Parameters<typeof query>[0]) => query(args, api, {}) };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('web envelope base query', () => {
  it('prefixes the API path and unwraps the body of a successful envelope', async () => {
    const { sent, call } = setup(() => json({ ok: true, message: '', body: { env: 'qa', version: '1.2.3' } }));
    const result = await call('/api-info');
    expect(result).to.deep.include({ data: { env: 'qa', version: '1.2.3' } });
    expect(sent[0].url).to.equal('http://cartera.test/api/api-info');
  });

  it('sends the stored token as a bearer token', async () => {
    const { sent, call } = setup(() => json({ ok: true, message: '', body: null }), 'abc.def');
    await call({ url: '/polizas', method: 'POST', body: { numero: '1' } });
    expect(sent[0]).to.deep.include({ method: 'POST', authorization: 'Bearer abc.def' });
  });

  it('sends no Authorization header without a stored token', async () => {
    const { sent, call } = setup(() => json({ ok: true, message: '', body: null }));
    await call('/api-info');
    expect(sent[0].authorization).to.equal(null);
  });

  it('turns ok false into an error with the server message', async () => {
    const { call } = setup(() => json({ ok: false, message: 'La póliza ya existe', body: null }));
    expect(await call('/polizas')).to.deep.include({ error: { status: 200, message: 'La póliza ya existe' } });
  });

  it('keeps the status and the Spanish message of an HTTP error', async () => {
    const { call } = setup(() => json({ ok: false, message: 'No tienes permiso para ver pólizas', body: null }, 403));
    expect(await call('/polizas')).to.deep.include({ error: { status: 403, message: 'No tienes permiso para ver pólizas' } });
  });

  it('falls back to a generic message when the error has none', async () => {
    const { call } = setup(() => json({ ok: false, message: '', body: null }, 400));
    expect(await call('/polizas')).to.deep.include({ error: { status: 400, message: FALLBACK_ERROR_MESSAGE } });
  });

  it('reports a non-JSON answer with its status and the generic message', async () => {
    const { call } = setup(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect(await call('/polizas')).to.deep.include({ error: { status: 502, message: FALLBACK_ERROR_MESSAGE } });
  });

  it('reports a successful answer that is not an envelope as an error', async () => {
    const { call } = setup(() => json([1, 2, 3]));
    expect(await call('/polizas')).to.deep.include({ error: { status: 200, message: FALLBACK_ERROR_MESSAGE } });
  });

  it('reports an unreachable server with status 0', async () => {
    const { call } = setup(() => Promise.reject(new TypeError('fetch failed')));
    expect(await call('/polizas')).to.deep.include({ error: { status: 0, message: FALLBACK_ERROR_MESSAGE } });
  });
});

/** The login route's call without the store (issue 19) answers every case as the store's base query does. */
describe('llamarApi, the call without the store', () => {
  const casos: [string, () => Response | Promise<Response>][] = [
    ['a successful envelope', () => json({ ok: true, message: 'Hecho', body: { token: 'x.y.z' } })],
    ['ok false', () => json({ ok: false, message: 'Usuario o contraseña incorrectos', body: null })],
    ['an HTTP error with its message', () => json({ ok: false, message: 'Demasiados intentos', body: null }, 429)],
    ['an HTTP error without a message', () => json({ ok: false, message: ' ', body: null }, 400)],
    ['a non-JSON answer', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['a success that is not an envelope', () => json([1, 2, 3])],
    ['an unreachable server', () => Promise.reject(new TypeError('fetch failed'))],
  ];
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  for (const [nombre, reply] of casos) {
    it(`answers ${nombre} as the base query does`, async () => {
      const esperado = await setup(reply).call({ url: '/usuarios/login', method: 'POST', body: { usuario: 'a@b.mx' } });
      const enviados: { url: string; init?: RequestInit }[] = [];
      globalThis.fetch = (async (url: string, init?: RequestInit) => {
        enviados.push({ url, init });
        return reply();
      }) as typeof fetch;
      const obtenido = await llamarApi('/usuarios/login', { method: 'POST', body: { usuario: 'a@b.mx' } }).then(
        (data) => ({ data }),
        (error: unknown) => ({ error }),
      );
      expect(obtenido).to.deep.equal('error' in esperado && esperado.error ? { error: esperado.error } : { data: esperado.data });
      expect(enviados[0].url).to.equal('/api/usuarios/login');
      expect(enviados[0].init).to.deep.include({ method: 'POST', body: '{"usuario":"a@b.mx"}' });
      expect(new Headers(enviados[0].init?.headers).get('Content-Type')).to.equal('application/json');
    });
  }
});
