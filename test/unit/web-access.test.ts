import { expect } from 'chai';
import { buildAbility } from '../../core/shared/access/ability.ts';
import { ROLE_ADMIN, ROLE_UNSUBSCRIBE_USER, ROLE_USER } from '../../core/shared/access/roles.ts';
import { mensajeCuota } from '../../plugins/cuentas/web/cuota.ts';
import { isTokenExpired, tokenExpiry } from '../../web/src/api/token.ts';
import { safeDestination } from '../../web/src/auth/destino.ts';
import { collectWebPlugins } from '../../web/src/plugins/collect.ts';
import type { WebPlugin, WebRoute } from '../../web/src/plugins/contract.ts';
import { decideAccess, loginPathFor } from '../../web/src/router/access.ts';
import { sessionKind } from '../../web/src/session/sessionSlice.ts';

const page = async () => ({ default: () => null });
const route = (path: string, extra: Partial<WebRoute> = {}) => ({ path, load: page, ...extra });
const at = (pathname: string, search = '') => ({ pathname, search });

describe('web route access by session kind (spec 01 §2)', () => {
  const nobody = buildAbility([], []);
  const clientes = buildAbility([ROLE_USER, 'ROLE_CLIENTES_R'], ['CLIENTES_R']);
  const admin = buildAbility([ROLE_USER, ROLE_ADMIN], []);

  it('sends a visitor of a protected page to /login with the path and query', () => {
    expect(decideAccess(route('/configuracion/mi-cuenta'), 'anonymous', nobody, at('/configuracion/mi-cuenta', '?tab=1'))).to.deep.equal({
      kind: 'redirect',
      to: '/login?url=%2Fconfiguracion%2Fmi-cuenta%3Ftab%3D1',
    });
    expect(decideAccess(route('/planes', { public: true }), 'anonymous', nobody, at('/planes'))).to.deep.equal({ kind: 'render' });
  });

  it('confines an ended subscription to the routes marked for it, /resumen included, sending the rest to /', () => {
    expect(decideAccess(route('/configuracion/mi-cuenta', { allowUnsubscribed: true }), 'unsubscribed', clientes, at('/configuracion/mi-cuenta'))).to.deep.equal({
      kind: 'render',
    });
    // Billing stays with whoever had it.
    const plan = route('/configuracion/mi-plan', { allowUnsubscribed: true, permiso: 'FACTURACION' });
    expect(decideAccess(plan, 'unsubscribed', clientes, at('/configuracion/mi-plan'))).to.deep.equal({ kind: 'refused' });
    const paga = buildAbility([ROLE_UNSUBSCRIBE_USER], ['FACTURACION']);
    expect(decideAccess(plan, 'unsubscribed', paga, at('/configuracion/mi-plan'))).to.deep.equal({ kind: 'render' });
    expect(decideAccess(route('/resumen', { allowUnsubscribed: true }), 'unsubscribed', clientes, at('/resumen'))).to.deep.equal({ kind: 'redirect', to: '/' });
    expect(decideAccess(route('/registro', { public: true }), 'unsubscribed', clientes, at('/registro'))).to.deep.equal({ kind: 'redirect', to: '/' });
    expect(decideAccess(route('/clientes', { permiso: 'CLIENTES_R' }), 'unsubscribed', clientes, at('/clientes'))).to.deep.equal({ kind: 'redirect', to: '/' });
  });

  it('sends a user from / to /resumen and gates routes by any of their codes', () => {
    expect(decideAccess(route('/', { public: true }), 'user', clientes, at('/'))).to.deep.equal({ kind: 'redirect', to: '/resumen' });
    expect(decideAccess(route('/clientes', { permiso: 'CLIENTES_R' }), 'user', clientes, at('/clientes'))).to.deep.equal({ kind: 'render' });
    expect(decideAccess(route('/configuracion/usuarios', { permiso: 'USUARIOS_R' }), 'user', clientes, at('/configuracion/usuarios'))).to.deep.equal({ kind: 'refused' });
    expect(decideAccess(route('/aseguradoras', { permiso: ['ASEGURADORAS_R', 'ASEGURADORAS_W'] }), 'user', admin, at('/aseguradoras'))).to.deep.equal({ kind: 'render' });
    expect(decideAccess(route('/resumen'), 'user', nobody, at('/resumen'))).to.deep.equal({ kind: 'render' });
  });

  it('tells the session kinds apart by role', () => {
    expect(sessionKind({ status: 'anonymous', roles: [] })).to.equal('anonymous');
    expect(sessionKind({ status: 'signedIn', roles: [ROLE_USER] })).to.equal('user');
    expect(sessionKind({ status: 'signedIn', roles: [ROLE_ADMIN, ROLE_UNSUBSCRIBE_USER] })).to.equal('unsubscribed');
  });

  it('builds the login address without a url for / and /login', () => {
    expect(loginPathFor(at('/'))).to.equal('/login');
    expect(loginPathFor(at('/login', '?url=%2Fx'))).to.equal('/login');
    expect(loginPathFor(at('/polizas/3'))).to.equal('/login?url=%2Fpolizas%2F3');
  });

  it('only follows ?url= to a path of this site', () => {
    expect(safeDestination('/polizas?page=2')).to.equal('/polizas?page=2');
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeDestination(evil), String(evil)).to.equal('/resumen');
    }
  });
});

describe('web session token', () => {
  const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

  it('reads the exp claim of a JWT and tells when it passed', () => {
    expect(tokenExpiry(jwt({ sub: 1, exp: 2000000000 }))).to.equal(2000000000);
    expect(isTokenExpired(jwt({ exp: 1000 }), 1001_000)).to.equal(true);
    expect(isTokenExpired(jwt({ exp: 1000 }), 999_000)).to.equal(false);
  });

  it('leaves to the server a token it cannot read', () => {
    for (const token of ['opaco', 'a.b.c', jwt({ sub: 1 }), jwt({ exp: 'mañana' })]) {
      expect(tokenExpiry(token), token).to.equal(null);
      expect(isTokenExpired(token), token).to.equal(false);
    }
  });
});

describe('web plugin routes over the shell', () => {
  const shell: WebPlugin = {
    id: 'core',
    routes: [route('/resumen'), route('/configuracion')],
    navigation: [{ group: 'modulos', label: 'Resumen', path: '/resumen', order: 0 }],
  };

  it('lets a plugin take a shell path and its navigation entry', () => {
    const reportes: WebPlugin = {
      id: 'reportes',
      routes: [route('/resumen', { permiso: 'POLIZAS_R' })],
      navigation: [{ group: 'modulos', label: 'Resumen de cartera', path: '/resumen', order: 0 }],
    };
    const { plugins, routes, navigation } = collectWebPlugins({ 'reportes/web/index.ts': reportes }, shell);
    expect(plugins.map((p) => p.id)).to.deep.equal(['core', 'reportes']);
    expect(routes.map((r) => [r.path, r.pluginId])).to.deep.equal([
      ['/configuracion', 'core'],
      ['/resumen', 'reportes'],
    ]);
    expect(navigation.map((n) => n.label)).to.deep.equal(['Resumen de cartera']);
  });

  it('still refuses two plugins on one path', () => {
    const a: WebPlugin = { id: 'a', routes: [route('/x')] };
    const b: WebPlugin = { id: 'b', routes: [route('/x')] };
    expect(() => collectWebPlugins({ 'a/web/index.ts': a, 'b/web/index.ts': b }, shell)).to.throw('La ruta /x está declarada por "a" y por "b"');
  });
});

describe('user quota message (spec 01 §8)', () => {
  it('says there are none, none left, or how many remain', () => {
    expect(mensajeCuota({ quantity: 1, availavility: 0 })).to.deep.equal({ texto: 'Tu suscripción no cuenta con usuarios adicionales.', agotada: true });
    expect(mensajeCuota({ quantity: 3, availavility: 0 })).to.deep.equal({ texto: 'Tu suscripción ha llegado al límite de usuarios disponibles', agotada: true });
    expect(mensajeCuota({ quantity: 3, availavility: 1 }).texto).to.equal('Te queda 1 usuario adicional');
    expect(mensajeCuota({ quantity: 10, availavility: 7 }).texto).to.equal('Te quedan 7 usuarios adicionales');
  });
});
