import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/**
 * Issue 19: each app instance keeps the sessions it built (core/server/auth/cache-de-sesiones.ts).
 * Two instances on one database: whatever ends or narrows a session on one, or straight in the
 * database, takes effect on the other's very next request, although the other has it cached.
 */
describe('session cache across two instances on one database (issue 19)', () => {
  let a: TestServer;
  let b: TestServer;
  before(async () => {
    a = await startTestServer();
    b = await startTestServer();
  });
  after(async () => {
    await a.close();
    await b.close();
  });

  /** Two requests on B: the second is served from B's cache. */
  async function enCacheDeB(cuenta: Cuenta, ruta = '/usuarios/me'): Promise<void> {
    for (let i = 0; i < 2; i++) expect((await b.api('GET', ruta, undefined, cuenta.auth)).status).to.equal(200);
  }

  it('refuses on B a session signed out on A', async () => {
    const cuenta = await crearAgente(a);
    await enCacheDeB(cuenta);
    expect((await a.api('POST', '/usuarios/logout', undefined, cuenta.auth)).status).to.equal(200);
    expect((await b.api('GET', '/usuarios/me', undefined, cuenta.auth)).status).to.equal(401);
  });

  it('refuses on B the old token after a password change on A, and takes the new one', async () => {
    const cuenta = await crearAgente(a);
    await enCacheDeB(cuenta);
    const cambio = await a.api('PUT', '/usuarios/password', { oldPassword: cuenta.password, newPassword: 'Otra-Clave-2026' }, cuenta.auth);
    expect(cambio.status).to.equal(200);
    expect((await b.api('GET', '/usuarios/me', undefined, cuenta.auth)).status).to.equal(401);
    expect((await b.api('GET', '/usuarios/me', undefined, { authorization: `Bearer ${cambio.body.body.token}` })).status).to.equal(200);
  });

  it('refuses on B a sub-user deactivated on A', async () => {
    const principal = await crearAgente(a);
    const usuario = await crearUsuarioAdicional(a, principal, ['ROLE_CLIENTES_R']);
    await enCacheDeB(usuario, '/clientes');
    const datos = { id: usuario.id, correo: usuario.correo, nombres: 'Beto', apPat: 'Ruiz', apMat: 'Soto', celular: '5512345678', roles: ['ROLE_CLIENTES_R'] };
    expect((await a.api('PUT', '/usuarios', { ...datos, status: 'inactivo' }, principal.auth)).status).to.equal(200);
    expect((await b.api('GET', '/clientes', undefined, usuario.auth)).status).to.equal(401);
  });

  it('refuses on B a sub-user whose privileges A narrowed', async () => {
    const principal = await crearAgente(a);
    const usuario = await crearUsuarioAdicional(a, principal, ['ROLE_CLIENTES_R']);
    await enCacheDeB(usuario, '/clientes');
    const datos = { id: usuario.id, correo: usuario.correo, nombres: 'Beto', apPat: 'Ruiz', apMat: 'Soto', celular: '5512345678', status: 'activo', roles: [] };
    expect((await a.api('PUT', '/usuarios', datos, principal.auth)).status).to.equal(200);
    expect((await b.api('GET', '/clientes', undefined, usuario.auth)).status).to.equal(401);
  });

  it('applies on B, at once, privileges and subscription changed straight in the database', async () => {
    const principal = await crearAgente(a);
    const usuario = await crearUsuarioAdicional(a, principal, ['ROLE_CLIENTES_R']);
    await enCacheDeB(usuario, '/clientes');
    await enCacheDeB(principal, '/clientes');
    const db = await getTestDatabase();
    // No session revoked: only the reading the cache compares with has changed.
    await db.withOwner((k) =>
      k('usuarios')
        .where({ id: usuario.id })
        .update({ roles: k.raw(`'{}'::text[]`) }),
    );
    expect((await b.api('GET', '/clientes', undefined, usuario.auth)).status).to.equal(403);
    await db.withOwner((k) =>
      k('usuarios')
        .where({ id: usuario.id })
        .update({ roles: k.raw(`array['ROLE_CLIENTES_R']`) }),
    );
    expect((await b.api('GET', '/clientes', undefined, usuario.auth)).status).to.equal(200);
    await db.withOwner((k) =>
      k('suscripciones')
        .where({ agente_id: principal.login.agenteId })
        .update({ vigencia_a: k.raw(`now() - interval '1 minute'`) }),
    );
    expect((await b.api('GET', '/clientes', undefined, usuario.auth)).status).to.equal(403);
    expect((await b.api('GET', '/clientes', undefined, principal.auth)).status).to.equal(403);
  });

  it('keeps each session to its own user: a principal and its sub-user cached side by side', async () => {
    const principal = await crearAgente(a);
    const usuario = await crearUsuarioAdicional(a, principal, ['ROLE_CLIENTES_R']);
    await enCacheDeB(principal, '/usuarios/adicionales');
    await enCacheDeB(usuario, '/clientes');
    expect((await b.api('GET', '/usuarios/adicionales', undefined, usuario.auth)).status).to.equal(403);
    expect((await b.api('GET', '/usuarios/me', undefined, usuario.auth)).body.body.id).to.equal(usuario.id);
    expect((await b.api('GET', '/usuarios/me', undefined, principal.auth)).body.body.id).to.equal(principal.login.usuario.id);
  });
});
