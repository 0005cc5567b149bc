import { expect } from 'chai';
import { correoUnico, crearAgente, crearUsuarioAdicional, ultimoCodigo } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { codeFrom, ultimoCorreoA } from '../../helpers/smtp.ts';

const CODIGO = 'El código no es válido o ya expiró; solicita uno nuevo';
const otroCodigo = (codigo: string, i: number) => String((Number(codigo) + 1 + i) % 1_000_000).padStart(6, '0');

/** Issue 12: attempt limits under concurrency, sessions the server revokes, mail-flow limits, e-mail changes. */
describe('account security (issue 12)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  describe('attempt limits that hold under concurrent requests (item 1)', () => {
    it('lets 40 parallel reset tries with the right code last try the code five times at most, then burns it', async () => {
      const cuenta = await crearAgente(server);
      await server.api('PUT', '/usuarios/password/restore', { email: cuenta.correo });
      const codigo = await ultimoCodigo(cuenta.correo);
      const origen = { 'x-forwarded-for': '203.0.113.40' };
      const intento = (c: string) => server.api('PUT', '/usuarios/password/restore/set', { email: cuenta.correo, codigo: c, newPassword: 'Atacante-1234' }, origen);
      const respuestas = await Promise.all([...Array.from({ length: 39 }, (_, i) => intento(otroCodigo(codigo, i))), intento(codigo)]);
      const estados = respuestas.map((r) => r.status);
      // Counted before the work: at most 10 tries from one source get an answer other than 429.
      expect(estados.filter((s) => s === 429).length).to.be.at.least(30);
      expect(estados.filter((s) => s !== 429 && s !== 400 && s !== 200)).to.deep.equal([]);
      for (const r of respuestas.filter((r) => r.status === 429)) expect(r.body.message).to.match(/^Demasiados intentos; espera \d+ minutos? e inténtalo de nuevo$/);
      // Only if the right code was among the first five tries could it win; otherwise the attacker's password never works.
      const gano = estados[39] === 200;
      const entra = await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: 'Atacante-1234' });
      expect(entra.status === 200).to.equal(gano);
      // After five misses the code is burned: from another source, with a fresh limit, it no longer works.
      const despues = await server.api('PUT', '/usuarios/password/restore/set', { email: cuenta.correo, codigo, newPassword: 'Propietario-987' });
      expect(despues.body.message).to.equal(CODIGO);
    });

    it('burns an activation code after five misses, whatever the source', async () => {
      const correo = correoUnico();
      await server.api('POST', '/agentes', { correo, nombre: 'Ana', apPaterno: 'López' });
      const codigo = await ultimoCodigo(correo);
      // Five sources, one miss each: the per-source limit never triggers, the code's own count does.
      for (let i = 0; i < 5; i++) expect((await server.api('POST', '/usuarios/activate', { correo, codigo: otroCodigo(codigo, i), password: 'Secreto-123' })).status).to.equal(400);
      const tarde = await server.api('POST', '/usuarios/activate', { correo, codigo, password: 'Secreto-123' });
      expect(tarde.body.message).to.equal(CODIGO);
      // A new code (sign-up again) works.
      await server.api('POST', '/agentes', { correo, nombre: 'Ana', apPaterno: 'López' });
      expect((await server.api('POST', '/usuarios/activate', { correo, codigo: await ultimoCodigo(correo), password: 'Secreto-123' })).status).to.equal(200);
    });

    it('answers 429 to parallel password guesses beyond the limit, even when the right one is among them', async () => {
      const cuenta = await crearAgente(server);
      const origen = { 'x-forwarded-for': '203.0.113.41' };
      const intento = (password: string) => server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password }, origen);
      const respuestas = await Promise.all([...Array.from({ length: 29 }, (_, i) => intento(`Equivocado-${i}`)), intento(cuenta.password)]);
      const estados = respuestas.map((r) => r.status);
      expect(estados.filter((s) => s !== 429)).to.have.length(10);
      expect(estados.filter((s) => s === 429)).to.have.length(20);
      // The limit lives in the database: a second instance over the same database sees it.
      const otraInstancia = await startTestServer();
      try {
        const res = await otraInstancia.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: cuenta.password }, origen);
        expect(res.status).to.equal(429);
      } finally {
        await otraInstancia.close();
      }
    });

    it('lets the owner back in with a password reset while the account is locked from everywhere', async () => {
      const cuenta = await crearAgente(server);
      // 30 misses from 30 sources lock the account from any source.
      for (let i = 0; i < 30; i++) await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: `Mal-${i}-xxxx` });
      const origen = { 'x-forwarded-for': '198.51.100.50' };
      expect((await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: cuenta.password }, origen)).status).to.equal(429);
      await server.api('PUT', '/usuarios/password/restore', { email: cuenta.correo }, origen);
      const codigo = await ultimoCodigo(cuenta.correo);
      expect((await server.api('PUT', '/usuarios/password/restore/set', { email: cuenta.correo, codigo, newPassword: 'Recuperada-2026' }, origen)).status).to.equal(200);
      expect((await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: 'Recuperada-2026' }, origen)).status).to.equal(200);
    });
  });

  describe('sessions the server ends (item 7)', () => {
    it('signs out for real: the token stops working and cannot be refreshed', async () => {
      const cuenta = await crearAgente(server);
      const otra = (await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: cuenta.password })).body.body.token;
      const salida = await server.api('POST', '/usuarios/logout', undefined, cuenta.auth);
      expect(salida.body).to.deep.equal({ ok: true, message: 'Cerraste tu sesión', body: null });
      expect((await server.api('GET', '/usuarios/me', undefined, cuenta.auth)).status).to.equal(401);
      expect((await server.api('POST', '/usuarios/login', undefined, cuenta.auth)).status).to.equal(401);
      // Another browser's session goes on.
      expect((await server.api('GET', '/usuarios/me', undefined, { authorization: `Bearer ${otra}` })).status).to.equal(200);
    });

    it('never refreshes a session past its absolute lifetime', async () => {
      const cuenta = await crearAgente(server);
      const refresco = (await server.api('POST', '/usuarios/login', undefined, cuenta.auth)).body.body;
      const db = await getTestDatabase();
      // The session's last hour: a refresh's token ends with it, not eight hours later.
      await db.withOwner((k) =>
        k('sesiones')
          .where({ usuario_id: cuenta.login.usuario.id })
          .update({ expira_at: k.raw(`now() + interval '1 hour'`) }),
      );
      const cerca = (await server.api('POST', '/usuarios/login', undefined, { authorization: `Bearer ${refresco.token}` })).body.body;
      expect(cerca.expiraEn - Date.now() / 1000).to.be.within(3500, 3601);
      await db.withOwner((k) =>
        k('sesiones')
          .where({ usuario_id: cuenta.login.usuario.id })
          .update({ expira_at: k.raw(`now() - interval '1 second'`) }),
      );
      expect((await server.api('POST', '/usuarios/login', undefined, { authorization: `Bearer ${cerca.token}` })).status).to.equal(401);
      expect((await server.api('GET', '/usuarios/me', undefined, { authorization: `Bearer ${cerca.token}` })).status).to.equal(401);
    });

    it('ends every session of a deleted user', async () => {
      const principal = await crearAgente(server);
      const usuario = await crearUsuarioAdicional(server, principal, ['ROLE_CLIENTES_R']);
      await server.api('DELETE', `/usuarios/${usuario.id}`, undefined, principal.auth);
      expect((await server.api('GET', '/usuarios/me', undefined, usuario.auth)).status).to.equal(401);
      const db = await getTestDatabase();
      const [sesion] = await db.withOwner((k) => k('sesiones').where({ usuario_id: usuario.id }).select('motivo'));
      expect(sesion.motivo).to.equal('eliminado');
    });
  });

  describe('mail flows with limits (item 8)', () => {
    it('sends at most three account e-mails an hour to one address, and says so in Spanish', async () => {
      const cuenta = await crearAgente(server);
      const estados: number[] = [];
      for (let i = 0; i < 4; i++) estados.push((await server.api('PUT', '/usuarios/password/restore', { email: cuenta.correo })).status);
      // The activation e-mail was the first of the three.
      expect(estados).to.deep.equal([200, 200, 429, 429]);
      const limitado = await server.api('PUT', '/usuarios/password/restore', { email: cuenta.correo });
      expect(limitado.body.message).to.match(/^Ya te enviamos varios correos; espera \d+ minutos antes de pedir otro$/);
      // The same answer for an address nobody has: the limit reveals nothing.
      const nadie = correoUnico();
      for (let i = 0; i < 3; i++) await server.api('PUT', '/usuarios/password/restore', { email: nadie });
      expect((await server.api('PUT', '/usuarios/password/restore', { email: nadie })).status).to.equal(429);
    });

    it('limits sign-ups and e-mail checks from one source', async () => {
      const origen = { 'x-forwarded-for': '203.0.113.60' };
      const registros: number[] = [];
      for (let i = 0; i < 11; i++) registros.push((await server.api('POST', '/agentes', { correo: correoUnico(), nombre: 'Ana', apPaterno: 'López' }, origen)).status);
      expect(registros.slice(0, 10).every((s) => s === 200)).to.equal(true);
      expect(registros[10]).to.equal(429);
      const consultas: number[] = [];
      for (let i = 0; i < 31; i++) consultas.push((await server.api('GET', `/usuarios/validar-email?email=${correoUnico()}`, undefined, origen)).status);
      expect(consultas.slice(0, 30).every((s) => s === 200)).to.equal(true);
      expect(consultas[30]).to.equal(429);
    });
  });

  describe('e-mail changes that the new address confirms (item 4)', () => {
    it('keeps the old e-mail until the new address confirms, tells the old one, and then ends the sessions', async () => {
      const principal = await crearAgente(server);
      const usuario = await crearUsuarioAdicional(server, principal, ['ROLE_CLIENTES_R']);
      const datos = (await server.api('GET', `/usuarios/${usuario.id}`, undefined, principal.auth)).body.body;
      const nuevo = correoUnico('nuevo');
      const res = await server.api('PUT', '/usuarios', { ...datos, correo: nuevo, celular: '5512345678' }, principal.auth);
      expect(res.body.message).to.equal(`Usuario guardado. Enviamos a ${nuevo} un código para confirmar el cambio de correo; hasta entonces el usuario entra con su correo actual`);
      expect((await server.api('GET', `/usuarios/${usuario.id}`, undefined, principal.auth)).body.body).to.include({ correo: usuario.correo, correoPendiente: nuevo });
      const aviso = await ultimoCorreoA(usuario.correo);
      expect(aviso.subject).to.equal('Se pidió cambiar el correo de tu usuario de Cartera');
      expect(aviso.text).to.include(nuevo);
      // Until confirmed: the old address signs in, the new one does not.
      expect((await server.api('POST', '/usuarios/login', { usuario: nuevo, password: usuario.password })).status).to.equal(400);
      expect((await server.api('GET', '/usuarios/me', undefined, usuario.auth)).status).to.equal(200);
      const codigo = codeFrom((await ultimoCorreoA(nuevo)).text);
      expect((await server.api('POST', '/usuarios/correo/confirmar', { correo: nuevo, codigo: otroCodigo(codigo, 0) })).body.message).to.equal(CODIGO);
      const confirmado = await server.api('POST', '/usuarios/correo/confirmar', { correo: nuevo, codigo });
      expect(confirmado.body).to.deep.equal({ ok: true, message: 'Tu correo se actualizó; inicia sesión con el nuevo', body: null });
      expect((await server.api('GET', '/usuarios/me', undefined, usuario.auth)).status).to.equal(401);
      expect((await server.api('POST', '/usuarios/login', { usuario: nuevo, password: usuario.password })).status).to.equal(200);
      expect((await server.api('POST', '/usuarios/login', { usuario: usuario.correo, password: usuario.password })).status).to.equal(400);
      expect((await server.api('POST', '/usuarios/correo/confirmar', { correo: nuevo, codigo })).body.message).to.equal(CODIGO);
    });

    it('re-sends the invitation of a user still pending to the corrected address and voids the old one', async () => {
      const principal = await crearAgente(server);
      const viejo = correoUnico('invitado');
      const alta = await server.api('POST', '/usuarios', { correo: viejo, nombres: 'Eva', apPat: 'Ríos', apMat: 'Paz', celular: '5512345678', roles: [] }, principal.auth);
      const codigoViejo = await ultimoCodigo(viejo);
      const nuevo = correoUnico('invitado');
      const datos = (await server.api('GET', `/usuarios/${alta.body.body.id}`, undefined, principal.auth)).body.body;
      expect((await server.api('PUT', '/usuarios', { ...datos, correo: nuevo, celular: '5512345678' }, principal.auth)).body.message).to.equal('Usuario guardado correctamente');
      expect((await server.api('POST', '/usuarios/activate', { correo: viejo, codigo: codigoViejo, password: 'Secreto-123' })).body.message).to.equal(CODIGO);
      expect((await server.api('POST', '/usuarios/activate', { correo: nuevo, codigo: await ultimoCodigo(nuevo), password: 'Secreto-123' })).status).to.equal(200);
    });

    it('refuses an address someone else confirmed first', async () => {
      const principal = await crearAgente(server);
      const a = await crearUsuarioAdicional(server, principal, []);
      const b = await crearUsuarioAdicional(server, principal, []);
      const nuevo = correoUnico('disputado');
      for (const u of [a, b]) {
        const datos = (await server.api('GET', `/usuarios/${u.id}`, undefined, principal.auth)).body.body;
        await server.api('PUT', '/usuarios', { ...datos, correo: nuevo, celular: '5512345678' }, principal.auth);
      }
      const db = await getTestDatabase();
      expect(await db.withOwner((k) => k('usuarios').where({ correo_pendiente: nuevo }).pluck('id'))).to.have.members([a.id, b.id]);
      const codigoB = codeFrom((await ultimoCorreoA(nuevo)).text);
      expect((await server.api('POST', '/usuarios/correo/confirmar', { correo: nuevo, codigo: codigoB })).status).to.equal(200);
      const datosA = (await server.api('GET', `/usuarios/${a.id}`, undefined, principal.auth)).body.body;
      expect(datosA.correo).to.equal(a.correo);
    });
  });
});
