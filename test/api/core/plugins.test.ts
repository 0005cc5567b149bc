import { expect } from 'chai';
import path from 'node:path';
import { describeAccess } from '../../../core/server/http/access.ts';
import { discoverPlugins } from '../../../core/server/plugins/discover.ts';
import { PROJECT_ROOT } from '../../../core/server/paths.ts';
import { events } from '../../fixtures/plugins/events.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

describe('plugin loader: lifecycle and routes', () => {
  let server: TestServer;
  const logs: string[] = [];
  before(async () => {
    events.length = 0;
    server = await startTestServer({ logSink: (l) => logs.push(l), plugins: discoverPlugins(path.join(PROJECT_ROOT, 'test', 'fixtures', 'plugins', 'ok')) });
  });
  after(() => server.close());

  it('registers every plugin before bootstrapping any, in dependency order', () => {
    expect(events).to.deep.equal(['alpha:register', 'beta:register', 'alpha:bootstrap', 'beta:bootstrap']);
  });

  it('mounts plugin routers under /api and lets a plugin use a service another published', async () => {
    expect((await server.api('GET', '/alpha/publica')).body).to.deep.equal({ ok: true, message: '', body: { plugin: 'alpha' } });
    expect((await server.api('GET', '/beta/eco?nombre=Ana')).body.body).to.equal('Hola, Ana');
  });

  it('answers 401 with a Spanish message on a route that needs a session', async () => {
    for (const p of ['/alpha/sesion', '/beta/saludo']) {
      const res = await server.api('GET', p);
      expect(res.status).to.equal(401);
      expect(res.body).to.deep.equal({ ok: false, message: 'Tu sesión no es válida o ha expirado; inicia sesión de nuevo', body: null });
    }
  });

  it('answers an unexpected fault with a 500 envelope that reveals nothing', async () => {
    const res = await server.api('GET', '/alpha/falla');
    expect(res.status).to.equal(500);
    expect(res.body).to.deep.equal({ ok: false, message: 'Error interno del servidor', body: null });
    expect(JSON.stringify(res.body)).not.to.contain('detalle interno');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).to.match(/^[0-9a-f-]{36}$/);
    const logged = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(logged.requestId).to.equal(requestId);
    expect(logged.error.message).to.equal('detalle interno que nadie debe ver');
    expect(logged.error.stack).to.be.a('string');
  });

  it('answers a value the database cannot take with a 400, not a 500', async () => {
    expect((await server.api('GET', '/alpha/entero?n=7')).body.body).to.equal(7);
    const res = await server.api('GET', '/alpha/entero?n=99999999999');
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal('Algún valor de la solicitud no es válido (fuera de rango o con formato incorrecto)');
  });

  it('lists every route with its access rule', () => {
    const table = server.app.routes.map((r) => `${r.method.toUpperCase()} ${r.path} ${describeAccess(r.access)}`);
    expect(table).to.include.members(['GET /api/alpha/publica público', 'GET /api/alpha/sesion sesión', 'GET /api/beta/saludo CLIENTES_R']);
  });
});
