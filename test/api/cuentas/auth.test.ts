import { expect } from 'chai';
import { registroDeAcceso } from '../../../core/shared/access/registro.ts';
import { PASSWORD_COMUN, PASSWORD_CORREO } from '../../../core/shared/auth/schemas.ts';
import { activar, correoUnico, crearAgente, ultimoCodigo, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { codeFrom, ultimoCorreoA } from '../../helpers/smtp.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

describe('sign-in, registration and activation', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  describe('registration', () => {
    it('registers an agent, mails a six-digit code on its own line and activates with it', async () => {
      const correo = correoUnico();
      const reg = await server.api('POST', '/agentes', { correo, nombre: 'Ana', apPaterno: 'López', apMaterno: '', cedula: '' });
      expect(reg.body).to.deep.equal({ ok: true, message: 'Te enviamos un correo con tu código de activación', body: null });
      const recibido = await ultimoCorreoA(correo);
      expect(recibido.subject).to.equal('Activa tu cuenta de Cartera');
      expect(recibido.text).to.match(/\n\d{6}\n/);
      // The outbox keeps the message without the code (issue 12 item 9): neither on its line nor in the link.
      const db = await getTestDatabase();
      const guardado = await db.withOwner((k) => k('correos_salientes').where({ para: correo }).first());
      expect(guardado.asunto).to.equal('Activa tu cuenta de Cartera');
      expect(guardado.texto).to.not.include(codeFrom(recibido.text));
      expect(guardado.texto).to.match(/\n\[omitido\]\n/);
      expect(guardado.texto).to.include('codigo=[omitido]');
      const cuenta = await activar(server, correo, 'MiPassword9');
      expect(cuenta.login.usuario).to.include({ correo, nombres: 'Ana', apPat: 'López', principal: true });
      expect(cuenta.login.role).to.deep.equal(['ROLE_ADMIN', 'ROLE_USER']);
      expect(cuenta.login.permisos).to.have.members(registroDeAcceso.permisos());
      expect(cuenta.login.suscripcion).to.deep.include({ vigente: true, portalUrl: null });
      expect(cuenta.login.suscripcion?.plan).to.include({ nombre: 'Prueba', periodicidad: 'PRUEBA' });
      expect(cuenta.login.agenteId).to.equal(cuenta.login.usuario.agenteId);
      expect(cuenta.login.tawktoToken).to.match(/^[0-9a-f]{64}$/);
    });

    it('starts a fifteen-day trial', async () => {
      const cuenta = await crearAgente(server);
      const suscripcion = cuenta.login.suscripcion;
      if (!suscripcion) expect.fail('El agente nuevo no tiene suscripción');
      const vigencia = new Date(suscripcion.vigenciaA.replace(' ', 'T') + '-06:00').getTime();
      const dias = (vigencia - Date.now()) / 86_400_000;
      expect(dias).to.be.within(14.9, 15.1);
    });

    it('refuses an e-mail already registered and validates it on blur', async () => {
      const cuenta = await crearAgente(server);
      const again = await server.api('POST', '/agentes', { correo: cuenta.correo.toUpperCase(), nombre: 'Otra', apPaterno: 'Persona' });
      expect(again.status).to.equal(400);
      expect(again.body.message).to.equal('El correo ya está registrado');
      expect((await server.api('GET', `/usuarios/validar-email?email=${encodeURIComponent(cuenta.correo)}`)).body).to.deep.equal({
        ok: false,
        message: 'El correo ya está registrado',
        body: null,
      });
      expect((await server.api('GET', '/usuarios/validar-email?email=no-es-correo')).body).to.deep.equal({ ok: false, message: 'El correo no es válido', body: null });
      expect((await server.api('GET', `/usuarios/validar-email?email=${correoUnico()}`)).body.ok).to.equal(true);
    });

    it('registers one account when the same e-mail signs up several times at once, and tells the others it is taken', async () => {
      const correo = correoUnico();
      const respuestas = await Promise.all(Array.from({ length: 6 }, () => server.api('POST', '/agentes', { correo, nombre: 'Ana', apPaterno: 'Prisa' })));
      // PostgreSQL serialises them on the unique e-mail; PGlite's one connection runs them in turn (the re-sends then succeed).
      // One address gets three e-mails an hour: the rest are told to wait.
      expect(respuestas.map((r) => r.status).filter((s) => s !== 200 && s !== 400 && s !== 429)).to.deep.equal([]);
      expect(respuestas.filter((r) => r.status === 429)).to.have.length(3);
      for (const r of respuestas.filter((r) => r.status === 400)) expect(r.body.message).to.equal('El correo ya está registrado');
      const db = await getTestDatabase();
      const cuentas = await db.withOwner((k) => k('usuarios').whereRaw('lower(correo) = lower(?)', [correo]).count({ n: '*' }));
      expect(Number(cuentas[0].n)).to.equal(1);
    });

    it('sends another code when the same e-mail registers again before activating, without renaming the account or voiding its code', async () => {
      const correo = correoUnico();
      await server.api('POST', '/agentes', { correo, nombre: 'Ana', apPaterno: 'López' });
      const first = await ultimoCodigo(correo);
      // Someone else signs up with the pending address: a new code goes to that address, nothing else changes.
      expect((await server.api('POST', '/agentes', { correo, nombre: 'Intruso', apPaterno: 'Pérez' })).body.ok).to.equal(true);
      const second = await ultimoCorreoA(correo);
      expect(second.text).to.include('Hola Ana,');
      const res = await server.api('POST', '/usuarios/activate', { correo, codigo: first, password: 'Secreto123' });
      expect(res.body.message).to.equal('Tu cuenta está activa');
      expect(res.body.body.usuario).to.include({ nombres: 'Ana', apPat: 'López' });
    });

    it('validates the registration with the form’s messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ nombre: 'Ana', apPaterno: 'López' }, 'El correo es obligatorio'],
        [{ correo: 'x@y', nombre: 'Ana', apPaterno: 'López' }, 'El correo no es un correo válido'],
        [{ correo: correoUnico(), apPaterno: 'López' }, 'El nombre es obligatorio'],
        [{ correo: correoUnico(), nombre: 'A'.repeat(61), apPaterno: 'López' }, 'El nombre debe tener como máximo 60 caracteres'],
        [{ correo: correoUnico(), nombre: 'Ana', apPaterno: 'L'.repeat(46) }, 'El apellido paterno debe tener como máximo 45 caracteres'],
        [{ correo: correoUnico(), nombre: 'Ana', apPaterno: 'López', apMaterno: 'P'.repeat(46) }, 'El apellido materno debe tener como máximo 45 caracteres'],
        [{ correo: correoUnico(), nombre: 'Ana1', apPaterno: 'López' }, 'El nombre solo admite letras'],
      ];
      for (const [body, message] of cases) {
        const res = await server.api('POST', '/agentes', body);
        expect(res.status, message).to.equal(400);
        expect(res.body.message).to.equal(message);
      }
    });
  });

  describe('activation', () => {
    it('refuses a wrong code and a reused code', async () => {
      const correo = correoUnico();
      await server.api('POST', '/agentes', { correo, nombre: 'Ana', apPaterno: 'López' });
      const codigo = await ultimoCodigo(correo);
      const wrong = await server.api('POST', '/usuarios/activate', { correo, codigo: codigo === '000000' ? '111111' : '000000', password: 'Secreto123' });
      expect(wrong.status).to.equal(400);
      expect(wrong.body.message).to.equal('El código no es válido o ya expiró; solicita uno nuevo');
      expect((await server.api('POST', '/usuarios/activate', { correo, codigo, password: 'Secreto123' })).body.ok).to.equal(true);
      const reused = await server.api('POST', '/usuarios/activate', { correo, codigo, password: 'OtroSecreto1' });
      expect(reused.body.message).to.equal('El código no es válido o ya expiró; solicita uno nuevo');
    });

    it('refuses an expired code', async () => {
      const correo = correoUnico();
      await server.api('POST', '/agentes', { correo, nombre: 'Ana', apPaterno: 'López' });
      const codigo = await ultimoCodigo(correo);
      const db = await getTestDatabase();
      await db.withOwner((k) =>
        k.raw(`update codigos_verificacion c set expira_at = now() - interval '1 minute' from usuarios u where u.id = c.usuario_id and u.correo = ?`, [correo]),
      );
      const res = await server.api('POST', '/usuarios/activate', { correo, codigo, password: 'Secreto123' });
      expect(res.body.message).to.equal('El código no es válido o ya expiró; solicita uno nuevo');
    });

    it('validates the code and the password length', async () => {
      const bad = await server.api('POST', '/usuarios/activate', { correo: correoUnico(), codigo: '12a', password: 'Secreto123' });
      expect(bad.body.message).to.equal('El código debe tener 6 dígitos');
      const short = await server.api('POST', '/usuarios/activate', { correo: correoUnico(), codigo: '123456', password: 'corto' });
      expect(short.body.message).to.equal('La contraseña debe tener entre 8 y 50 caracteres');
    });

    it('refuses the most used passwords, one character repeated, and the e-mail as password', async () => {
      const correo = correoUnico();
      const casos: [string, string][] = [
        ['aaaaaaaa', PASSWORD_COMUN],
        ['Password123', PASSWORD_COMUN],
        ['contraseña', PASSWORD_COMUN],
        [correo.toUpperCase(), PASSWORD_CORREO],
      ];
      for (const [password, mensaje] of casos) {
        const res = await server.api('POST', '/usuarios/activate', { correo, codigo: '123456', password });
        expect(res.status, password).to.equal(400);
        expect(res.body.message, password).to.equal(mensaje);
      }
      const restablecer = await server.api('PUT', '/usuarios/password/restore/set', { email: correo, codigo: '123456', newPassword: '12345678' });
      expect(restablecer.body.message).to.equal(PASSWORD_COMUN);
    });
  });

  describe('sign-in', () => {
    let cuenta: Cuenta;
    before(async () => {
      cuenta = await crearAgente(server);
    });

    it('signs in with e-mail and password, case-insensitively on the e-mail', async () => {
      const res = await server.api('POST', '/usuarios/login', { usuario: cuenta.correo.toUpperCase(), password: cuenta.password });
      expect(res.status).to.equal(200);
      expect(res.body.body).to.include.keys('token', 'usuario', 'agenteId', 'suscripcion', 'role', 'permisos', 'tawktoToken', 'expiraEn');
      const me = await server.api('GET', '/usuarios/me', undefined, { authorization: `Bearer ${res.body.body.token}` });
      expect(me.body.body).to.include({ correo: cuenta.correo, principal: true });
    });

    it('answers a wrong password or an unknown e-mail with the same message', async () => {
      const wrong = await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: 'NoEsEste1' });
      const unknown = await server.api('POST', '/usuarios/login', { usuario: correoUnico(), password: 'NoEsEste1' });
      for (const res of [wrong, unknown]) {
        expect(res.status).to.equal(400);
        expect(res.body).to.deep.equal({ ok: false, message: 'Correo o contraseña incorrectos', body: null });
      }
    });

    it('requires e-mail and password', async () => {
      expect((await server.api('POST', '/usuarios/login', { password: 'x' })).body.message).to.equal('El correo es obligatorio');
      expect((await server.api('POST', '/usuarios/login', { usuario: 'a@b.mx' })).body.message).to.equal('La contraseña es obligatoria');
    });

    it('refreshes the token when called with only the bearer token', async () => {
      const res = await server.api('POST', '/usuarios/login', undefined, cuenta.auth);
      expect(res.status).to.equal(200);
      expect(res.body.body.usuario.correo).to.equal(cuenta.correo);
      expect(res.body.body.token).to.be.a('string');
    });

    it('answers 401 to a refresh with a forged, expired or malformed token', async () => {
      const [h, p] = cuenta.login.token.split('.');
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
      const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString('base64url')}.${cuenta.login.token.split('.')[2]}`;
      for (const token of [forged, 'abc', `${h}.${p}.`, '']) {
        const res = await server.api('POST', '/usuarios/login', undefined, { authorization: `Bearer ${token}` });
        expect(res.status, token).to.equal(401);
      }
      expect((await server.api('GET', '/usuarios/me', undefined, { authorization: `Bearer ${forged}` })).status).to.equal(401);
    });

    it('treats an account not yet activated (it has no password) like wrong credentials', async () => {
      const correo = correoUnico();
      await server.api('POST', '/agentes', { correo, nombre: 'Ana', apPaterno: 'López' });
      const res = await server.api('POST', '/usuarios/login', { usuario: correo, password: 'Cualquiera1' });
      expect(res.body.message).to.equal('Correo o contraseña incorrectos');
    });
  });

  describe('passwords', () => {
    it('changes the password, returns a fresh token and refuses every older token', async () => {
      const cuenta = await crearAgente(server);
      const otra = (await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: cuenta.password })).body.body.token;
      const res = await server.api('PUT', '/usuarios/password', { oldPassword: cuenta.password, newPassword: 'Nuevo12345' }, cuenta.auth);
      expect(res.body.message).to.equal('Tu contraseña se actualizó correctamente');
      for (const old of [cuenta.login.token, otra]) expect((await server.api('GET', '/usuarios/me', undefined, { authorization: `Bearer ${old}` })).status).to.equal(401);
      expect((await server.api('GET', '/usuarios/me', undefined, { authorization: `Bearer ${res.body.body.token}` })).status).to.equal(200);
      expect((await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: 'Nuevo12345' })).status).to.equal(200);
    });

    it('validates a password change with the spec’s messages', async () => {
      const cuenta = await crearAgente(server);
      expect((await server.api('PUT', '/usuarios/password', { oldPassword: 'Equivocado1', newPassword: 'Nuevo12345' }, cuenta.auth)).body.message).to.equal(
        'La contraseña actual no es correcta',
      );
      expect((await server.api('PUT', '/usuarios/password', { oldPassword: cuenta.password, newPassword: 'corto' }, cuenta.auth)).body.message).to.equal(
        'La nueva contraseña debe tener entre 8 y 50 caracteres',
      );
      expect((await server.api('PUT', '/usuarios/password', { oldPassword: cuenta.password, newPassword: 'x'.repeat(51) }, cuenta.auth)).body.message).to.equal(
        'La nueva contraseña debe tener entre 8 y 50 caracteres',
      );
      expect((await server.api('PUT', '/usuarios/password', { oldPassword: cuenta.password, newPassword: 'Nuevo12345' })).status).to.equal(401);
    });

    it('restores a forgotten password with a mailed code and never reveals whether an e-mail exists', async () => {
      const cuenta = await crearAgente(server);
      const known = await server.api('PUT', '/usuarios/password/restore', { email: cuenta.correo });
      const unknown = await server.api('PUT', '/usuarios/password/restore', { email: correoUnico() });
      expect(known.body).to.deep.equal(unknown.body);
      expect(known.body.message).to.equal('Si el correo está registrado, te enviamos un código para restablecer tu contraseña');
      const codigo = await ultimoCodigo(cuenta.correo);
      const set = await server.api('PUT', '/usuarios/password/restore/set', { email: cuenta.correo, codigo, newPassword: 'Restaurado1' });
      expect(set.body).to.deep.equal({ ok: true, message: 'Tu contraseña se actualizó; ya puedes iniciar sesión', body: null });
      expect((await server.api('GET', '/usuarios/me', undefined, cuenta.auth)).status).to.equal(401);
      expect((await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: 'Restaurado1' })).status).to.equal(200);
      const again = await server.api('PUT', '/usuarios/password/restore/set', { email: cuenta.correo, codigo, newPassword: 'OtraVez123' });
      expect(again.body.message).to.equal('El código no es válido o ya expiró; solicita uno nuevo');
    });
  });

  describe('brute force', () => {
    it('answers 429 after ten failed sign-ins of one account within fifteen minutes', async () => {
      const own = await startTestServer();
      try {
        const cuenta = await crearAgente(own);
        const origen = { 'x-forwarded-for': '203.0.113.20' };
        for (let i = 0; i < 10; i++) expect((await own.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: `Mal${i}xxxxx` }, origen)).status).to.equal(400);
        const locked = await own.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: cuenta.password }, origen);
        expect(locked.status).to.equal(429);
        expect(locked.body.message).to.equal('Demasiados intentos; espera 15 minutos e inténtalo de nuevo');
        expect(Number(locked.headers.get('retry-after'))).to.be.within(800, 900);
        // The lock is per account and source: the owner elsewhere still signs in.
        expect((await own.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: cuenta.password }, { 'x-forwarded-for': '198.51.100.3' })).status).to.equal(200);
      } finally {
        await own.close();
      }
    });

    it('answers 429 after ten wrong activation codes for one e-mail', async () => {
      const own = await startTestServer();
      try {
        const correo = correoUnico();
        await own.api('POST', '/agentes', { correo, nombre: 'Ana', apPaterno: 'López' });
        const codigo = await ultimoCodigo(correo);
        const wrong = codigo === '000000' ? '111111' : '000000';
        const origen = { 'x-forwarded-for': '203.0.113.21' };
        for (let i = 0; i < 10; i++) await own.api('POST', '/usuarios/activate', { correo, codigo: wrong, password: 'Secreto123' }, origen);
        const locked = await own.api('POST', '/usuarios/activate', { correo, codigo, password: 'Secreto123' }, origen);
        expect(locked.status).to.equal(429);
      } finally {
        await own.close();
      }
    });
  });

  describe('hashing out of the database’s way', () => {
    it('hashes sign-in passwords without holding a connection: a signed-in read is not queued behind them', async () => {
      // A real cost (2^15) so each hash takes a while; on PGlite's one connection a hash inside a transaction would block every request.
      const lento = await startTestServer({ env: { PASSWORD_HASH_COST: '15' } });
      try {
        const cuenta = await crearAgente(lento);
        const terminadas: string[] = [];
        const intentos = Array.from({ length: 8 }, (_, i) =>
          lento.api('POST', '/usuarios/login', { usuario: `nadie.${i}@prueba.mx`, password: 'incorrecto' }).then((r) => {
            expect(r.status).to.equal(400);
            terminadas.push('login');
          }),
        );
        await new Promise((r) => setTimeout(r, 20));
        const lectura = lento.api('GET', '/tareas', undefined, cuenta.auth).then((r) => {
          expect(r.status).to.equal(200);
          terminadas.push('lectura');
        });
        await Promise.all([...intentos, lectura]);
        expect(terminadas.indexOf('lectura'), terminadas.join(', ')).to.be.lessThan(terminadas.length - 1);
      } finally {
        await lento.close();
      }
    });
  });
});
