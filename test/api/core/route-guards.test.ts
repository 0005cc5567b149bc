import { expect } from 'chai';
import { describeAccess } from '../../../core/server/http/access.ts';
import { registroDeAcceso } from '../../../core/shared/access/registro.ts';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/**
 * Routes anyone may call without signing in. Adding a public route means adding it here, on
 * purpose: every other route must ask for a session or a permission.
 */
const PUBLIC_ROUTES = [
  'GET /api/api-info',
  'POST /api/app-errors',
  'POST /api/usuarios/login',
  'GET /api/usuarios/validar-email',
  'POST /api/agentes',
  'POST /api/usuarios/activate',
  'PUT /api/usuarios/password/restore',
  'PUT /api/usuarios/password/restore/set',
  // The new address of an e-mail change confirms it with its code (docs/adr/021-sesiones.md).
  'POST /api/usuarios/correo/confirmar',
  'GET /api/planes',
  // Stripe signs its webhooks instead of signing in (docs/adr/030-stripe.md).
  'POST /api/payments/stripe/webhook',
  // The company logo, shown by the public quotation viewer (docs/adr/009-file-storage.md).
  'GET /api/storage/:agenteId/empresa/*ruta',
  // The quotation viewer and the client's acceptance, by the quotation's random uuid (docs/adr/033-cotizaciones.md).
  'GET /api/cotizaciones/uuid/:uuid',
  'POST /api/cotizaciones/uuid/:uuid/aceptar',
];

describe('route access of the whole product', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('declares an access rule on every registered route', () => {
    expect(server.app.routes.length).to.be.greaterThan(0);
    for (const r of server.app.routes) expect(describeAccess(r.access), `${r.method} ${r.path}`).to.be.a('string').and.not.equal('');
  });

  it('keeps public only the routes meant to be public', () => {
    const open = server.app.routes.filter((r) => 'public' in r.access).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(open.sort()).to.deep.equal([...PUBLIC_ROUTES].sort());
  });

  it('refuses every non-public route to a caller without a session', async () => {
    for (const r of server.app.routes.filter((x) => !('public' in x.access))) {
      const path = r.path.replace(/^\/api/, '').replace(/:[A-Za-z]+/g, '1');
      const res = await server.api(r.method.toUpperCase(), path, r.method === 'get' || r.method === 'delete' ? undefined : {});
      expect(res.status, `${r.method} ${r.path}`).to.equal(401);
    }
  });

  /** Calls every route that needs a permission (save those `except` allows) with the given credentials; returns the statuses. */
  async function callGated(auth: Record<string, string>, except: readonly string[] = []): Promise<string[]> {
    const answers: string[] = [];
    const gated = server.app.routes.filter((x) => 'permiso' in x.access && ![x.access.permiso].flat().some((p) => except.includes(p)));
    for (const r of gated) {
      const path = r.path
        .replace(/^\/api/, '')
        .replace(/:[A-Za-z]+/g, '1')
        .replace(/\*\w+/g, 'x');
      const res = await server.api(r.method.toUpperCase(), path, r.method === 'get' || r.method === 'delete' ? undefined : {}, auth);
      answers.push(`${r.method.toUpperCase()} ${r.path} → ${res.status}`);
    }
    return answers;
  }

  it('refuses every permission-gated route to a signed-in user who holds no privilege', async () => {
    const principal = await crearAgente(server);
    const sinPrivilegios = await crearUsuarioAdicional(server, principal, []);
    const answers = await callGated(sinPrivilegios.auth);
    expect(answers.filter((a) => !a.endsWith('→ 403'))).to.deep.equal([]);
  });

  it('refuses every permission-gated route to a user whose subscription has ended', async () => {
    const vencido = await crearAgente(server);
    const db = await getTestDatabase();
    await db.withOwner((k) =>
      k('suscripciones')
        .where({ agente_id: vencido.login.agenteId })
        .update({ vigencia_a: k.raw(`now() - interval '1 day'`) }),
    );
    // Billing stays open to whoever holds it, so the account can pay again (docs/adr/021-sesiones.md).
    const conservados = registroDeAcceso.sinSuscripcion();
    expect(conservados).to.deep.equal(['FACTURACION']);
    const answers = await callGated(vencido.auth, conservados);
    expect(answers.filter((a) => !a.endsWith('→ 403'))).to.deep.equal([]);
    expect((await server.api('GET', '/suscripciones/activa', undefined, vencido.auth)).status).to.equal(200);
  });

  it('answers an id beyond the integer range with a 404, never a 500', async () => {
    const principal = await crearAgente(server);
    const answers: string[] = [];
    for (const r of server.app.routes.filter((x) => x.method === 'get' && /:id\b/.test(x.path))) {
      const path = r.path.replace(/^\/api/, '').replace(':id', '99999999999999');
      const res = await server.api('GET', path, undefined, principal.auth);
      answers.push(`${r.path} → ${res.status}`);
    }
    expect(answers.length).to.be.greaterThan(3);
    expect(answers.filter((a) => !a.endsWith('→ 404'))).to.deep.equal([]);
  });
});
