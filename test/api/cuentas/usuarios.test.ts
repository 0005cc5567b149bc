import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, correoUnico, ultimoCodigo, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const nuevo = (extra: Record<string, unknown> = {}) => ({
  correo: correoUnico('usuario'),
  nombres: 'Carla',
  apPat: 'Méndez',
  apMat: 'Núñez',
  celular: '5512345678',
  status: 'activo',
  roles: ['ROLE_CLIENTES_R'],
  ...extra,
});

describe('additional users', () => {
  let server: TestServer;
  let principal: Cuenta;
  before(async () => {
    server = await startTestServer();
  });
  // A fresh agent per test: the trial allows two additional users.
  beforeEach(async () => {
    principal = await crearAgente(server);
  });
  after(() => server.close());

  it('adds a user who activates with the mailed code and holds only the granted privileges', async () => {
    const datos = nuevo({ roles: ['ROLE_CLIENTES_R', 'ROLE_POLIZAS_W'] });
    const res = await server.api('POST', '/usuarios', datos, principal.auth);
    expect(res.body).to.deep.include({ ok: true, message: 'Usuario guardado correctamente' });
    const db = await getTestDatabase();
    const mail = await db.withOwner((k) => k('correos_salientes').where({ para: datos.correo }).first());
    expect(mail.asunto).to.equal('Te invitaron a Cartera');
    const act = await server.api('POST', '/usuarios/activate', { correo: datos.correo, codigo: await ultimoCodigo(datos.correo), password: 'Secreto123' });
    expect(act.body.body.usuario.principal).to.equal(false);
    expect(act.body.body.role).to.deep.equal(['ROLE_CLIENTES_R', 'ROLE_POLIZAS_W', 'ROLE_USER']);
    expect(act.body.body.permisos).to.deep.equal(['ADJUNTOS_R', 'ADJUNTOS_W', 'BITACORA_R', 'BITACORA_W', 'CLIENTES_R', 'CORREOS_ENVIAR', 'POLIZAS_R', 'POLIZAS_W']);
  });

  it('lists, reads, edits and deletes additional users', async () => {
    const { body } = await server.api('POST', '/usuarios', nuevo(), principal.auth);
    const id = body.body.id;
    const list = await server.api('GET', '/usuarios/adicionales', undefined, principal.auth);
    expect(list.body.body.map((u: { id: number }) => u.id)).to.include(id);
    expect(list.body.body.every((u: { principal: boolean }) => !u.principal)).to.equal(true);
    const one = await server.api('GET', `/usuarios/${id}`, undefined, principal.auth);
    expect(one.body.body).to.include({ id, nombres: 'Carla', apPat: 'Méndez', status: 'inactivo' });
    expect(one.body.body.roles).to.deep.equal(['ROLE_CLIENTES_R']);
    const edit = await server.api('PUT', '/usuarios', { ...nuevo({ correo: one.body.body.correo, roles: ['ROLE_TAREAS_W'] }), id, nombres: 'Carla Sofía' }, principal.auth);
    expect(edit.body.message).to.equal('Usuario guardado correctamente');
    expect((await server.api('GET', `/usuarios/${id}`, undefined, principal.auth)).body.body).to.deep.include({ nombres: 'Carla Sofía', roles: ['ROLE_TAREAS_W'] });
    expect((await server.api('DELETE', `/usuarios/${id}`, undefined, principal.auth)).body.ok).to.equal(true);
    expect((await server.api('GET', `/usuarios/${id}`, undefined, principal.auth)).status).to.equal(404);
  });

  it('ends the sessions of a user whose privileges change or who is deactivated, and keeps them ended after reactivation', async () => {
    const usuario = await crearUsuarioAdicional(server, principal, ['ROLE_USUARIOS']);
    expect((await server.api('GET', '/usuarios/adicionales', undefined, usuario.auth)).status).to.equal(200);
    const datos = (await server.api('GET', `/usuarios/${usuario.id}`, undefined, principal.auth)).body.body;
    // Editing names only leaves the session alone.
    await server.api('PUT', '/usuarios', { ...datos, nombres: 'Roberto', celular: '5512345678' }, principal.auth);
    expect((await server.api('GET', '/usuarios/me', undefined, usuario.auth)).status).to.equal(200);
    await server.api('PUT', '/usuarios', { ...datos, celular: '5512345678', roles: ['ROLE_CLIENTES_R'] }, principal.auth);
    expect((await server.api('GET', '/usuarios/me', undefined, usuario.auth)).status).to.equal(401);
    const nueva = (await server.api('POST', '/usuarios/login', { usuario: usuario.correo, password: usuario.password })).body.body;
    const auth = { authorization: `Bearer ${nueva.token}` };
    expect((await server.api('GET', '/usuarios/adicionales', undefined, auth)).status).to.equal(403);
    await server.api('PUT', '/usuarios', { ...datos, celular: '5512345678', roles: ['ROLE_CLIENTES_R'], status: 'inactivo' }, principal.auth);
    expect((await server.api('GET', '/usuarios/me', undefined, auth)).status).to.equal(401);
    // Reactivated: tokens from before the deactivation stay dead.
    await server.api('PUT', '/usuarios', { ...datos, celular: '5512345678', roles: ['ROLE_CLIENTES_R'], status: 'activo' }, principal.auth);
    expect((await server.api('GET', '/usuarios/me', undefined, auth)).status).to.equal(401);
    expect((await server.api('POST', '/usuarios/login', undefined, auth)).status).to.equal(401);
    await server.api('PUT', '/usuarios', { ...datos, celular: '5512345678', roles: ['ROLE_CLIENTES_R'], status: 'inactivo' }, principal.auth);
    const login = await server.api('POST', '/usuarios/login', { usuario: usuario.correo, password: usuario.password });
    expect(login.body.message).to.equal('Tu usuario está inactivo; pide al usuario principal de tu cuenta que lo active');
  });

  it('accepts ROLE_USER in the privileges, as sessions list it, without storing it', async () => {
    const res = await server.api('POST', '/usuarios', nuevo({ roles: ['ROLE_USER', 'ROLE_CLIENTES_R'] }), principal.auth);
    expect(res.status, res.body.message).to.equal(200);
    expect((await server.api('GET', `/usuarios/${res.body.body.id}`, undefined, principal.auth)).body.body.roles).to.deep.equal(['ROLE_CLIENTES_R']);
    await server.api('DELETE', `/usuarios/${res.body.body.id}`, undefined, principal.auth);
  });

  it('validates the user form with Spanish messages naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [nuevo({ correo: '' }), 'El correo es obligatorio'],
      [nuevo({ correo: 'malo' }), 'El correo no es un correo válido'],
      [nuevo({ nombres: '' }), 'El nombre es obligatorio'],
      [nuevo({ nombres: 'Carla 2' }), 'El nombre solo admite letras'],
      [nuevo({ apPat: 'x'.repeat(61) }), 'El apellido paterno debe tener como máximo 60 caracteres'],
      [nuevo({ celular: '' }), 'El celular es obligatorio'],
      [nuevo({ celular: '12ab' }), 'El celular debe tener 10 dígitos'],
      [nuevo({ roles: ['ROLE_INVENTADO'] }), 'El privilegio ROLE_INVENTADO no existe'],
      [nuevo({ correo: principal.correo }), 'El correo ya está registrado'],
    ];
    for (const [body, message] of cases) {
      const res = await server.api('POST', '/usuarios', body, principal.auth);
      expect(res.status, message).to.equal(400);
      expect(res.body.message).to.equal(message);
    }
  });

  it('updates one’s own account but not the principal’s names', async () => {
    const me = principal.login.usuario;
    const res = await server.api('PUT', '/usuarios', { id: me.id, nombres: 'Cambiado', apPat: 'Otro', apMat: '', celular: '5598765432' }, principal.auth);
    expect(res.body.message).to.equal('Guardado exitosamente');
    const after = (await server.api('GET', '/usuarios/me', undefined, principal.auth)).body.body;
    expect(after).to.include({ nombres: me.nombres, apPat: me.apPat, celular: '5598765432' });
    expect((await server.api('PUT', '/usuarios', { id: me.id, nombres: 'Ana', apPat: 'López', celular: '55-12' }, principal.auth)).body.message).to.equal(
      'El celular solo admite dígitos',
    );
  });

  it('refuses to delete or edit the principal user', async () => {
    const sub = await crearUsuarioAdicional(server, principal, ['ROLE_USUARIOS']);
    const id = principal.login.usuario.id;
    expect((await server.api('DELETE', `/usuarios/${id}`, undefined, sub.auth)).body.message).to.equal('El usuario principal no se puede modificar ni eliminar desde aquí');
    expect((await server.api('PUT', '/usuarios', nuevo({ id, correo: principal.correo }), sub.auth)).body.message).to.equal(
      'El usuario principal no se puede modificar ni eliminar desde aquí',
    );
    expect((await server.api('DELETE', `/usuarios/${sub.id}`, undefined, sub.auth)).body.message).to.equal('No puedes eliminar tu propio usuario');
  });

  it('enforces the plan’s user quota with the spec’s messages', async () => {
    const own = await crearAgente(server);
    const uso = await server.api('GET', '/suscripciones/usages?tipoItem=USUARIO', undefined, own.auth);
    expect(uso.body.body).to.deep.equal({ quantity: 3, availavility: 2 });
    await server.api('POST', '/usuarios', nuevo(), own.auth);
    await server.api('POST', '/usuarios', nuevo(), own.auth);
    expect((await server.api('GET', '/suscripciones/usages?tipoItem=USUARIO', undefined, own.auth)).body.body).to.deep.equal({ quantity: 3, availavility: 0 });
    const over = await server.api('POST', '/usuarios', nuevo(), own.auth);
    expect(over.body.message).to.equal('Tu suscripción ha llegado al límite de usuarios disponibles');
  });

  it('holds the quota when several users are added at once', async () => {
    const own = await crearAgente(server);
    const respuestas = await Promise.all(Array.from({ length: 8 }, () => server.api('POST', '/usuarios', nuevo(), own.auth)));
    expect(respuestas.filter((r) => r.status === 200)).to.have.length(2);
    for (const r of respuestas.filter((r) => r.status !== 200)) expect(r.body.message).to.equal('Tu suscripción ha llegado al límite de usuarios disponibles');
    expect((await server.api('GET', '/suscripciones/usages?tipoItem=USUARIO', undefined, own.auth)).body.body).to.deep.equal({ quantity: 3, availavility: 0 });
  });

  it('answers 403 to a user without the privilege for each users call', async () => {
    const sub = await crearUsuarioAdicional(server, principal, ['ROLE_CLIENTES_R']);
    const calls: [string, string, unknown?][] = [
      ['GET', '/usuarios/adicionales'],
      ['GET', `/usuarios/${principal.login.usuario.id}`],
      ['POST', '/usuarios', nuevo()],
      ['PUT', '/usuarios', nuevo({ id: principal.login.usuario.id })],
      ['DELETE', `/usuarios/${principal.login.usuario.id}`],
      ['GET', '/seguridad/roles'],
    ];
    for (const [method, path, body] of calls) {
      const res = await server.api(method, path, body, sub.auth);
      expect(res.status, `${method} ${path}`).to.equal(403);
      expect(res.body.message).to.equal('No tienes permiso para realizar esta acción');
    }
  });

  it('lets a user grant only privileges it holds, never ROLE_ADMIN, and not touch a user who holds more', async () => {
    const gestor = await crearUsuarioAdicional(server, principal, ['ROLE_USUARIOS']);
    const otro = (await server.api('POST', '/usuarios', nuevo({ roles: ['ROLE_ADMIN'] }), principal.auth)).body.body.id;
    const intentar = async (method: string, path: string, body: unknown, mensaje: string) => {
      const res = await server.api(method, path, body, gestor.auth);
      expect(res.status, `${method} ${path}`).to.equal(403);
      expect(res.body.message, `${method} ${path}`).to.equal(mensaje);
    };
    const noConcedible = (rol: string) => `No puedes conceder el privilegio ${rol}: solo puedes conceder privilegios que tú tienes`;
    const superior = 'No puedes modificar ni eliminar a un usuario con privilegios que tú no tienes';
    await intentar('POST', '/usuarios', nuevo({ roles: ['ROLE_ADMIN'] }), noConcedible('ROLE_ADMIN'));
    await intentar('POST', '/usuarios', nuevo({ roles: ['ROLE_POLIZAS_W'] }), noConcedible('ROLE_POLIZAS_W'));
    // Changing an administrator's e-mail would hand its account over.
    await intentar('PUT', '/usuarios', nuevo({ id: otro, roles: [] }), superior);
    await intentar('DELETE', `/usuarios/${otro}`, undefined, superior);
    // The principal may grant anything; then the manager may edit that user within what it holds.
    expect((await server.api('PUT', '/usuarios', nuevo({ id: otro, roles: ['ROLE_USUARIOS'] }), principal.auth)).status).to.equal(200);
    await intentar('PUT', '/usuarios', nuevo({ id: otro, roles: ['ROLE_ADMIN'] }), noConcedible('ROLE_ADMIN'));
    expect((await server.api('PUT', '/usuarios', nuevo({ id: otro, roles: ['ROLE_USUARIOS'] }), gestor.auth)).status).to.equal(200);
    // Its own account form never changes its privileges.
    expect((await server.api('PUT', '/usuarios', nuevo({ id: gestor.login.usuario.id, roles: ['ROLE_ADMIN'] }), gestor.auth)).status).to.equal(200);
    const db = await getTestDatabase();
    const [propio] = await db.withOwner((k) => k('usuarios').where({ id: gestor.login.usuario.id }).select('roles'));
    expect(propio.roles).to.deep.equal(['ROLE_USUARIOS']);
  });

  it('answers 404 for another agent’s user, whatever the call', async () => {
    const otro = await crearAgente(server);
    const ajeno = (await server.api('POST', '/usuarios', nuevo(), otro.auth)).body.body.id;
    expect((await server.api('GET', `/usuarios/${ajeno}`, undefined, principal.auth)).status).to.equal(404);
    expect((await server.api('PUT', '/usuarios', nuevo({ id: ajeno }), principal.auth)).status).to.equal(404);
    expect((await server.api('DELETE', `/usuarios/${ajeno}`, undefined, principal.auth)).status).to.equal(404);
    expect((await server.api('GET', `/usuarios/${otro.login.usuario.id}`, undefined, principal.auth)).status).to.equal(404);
    const list = (await server.api('GET', '/usuarios/adicionales', undefined, principal.auth)).body.body;
    expect(list.map((u: { id: number }) => u.id)).not.to.include(ajeno);
    expect((await server.api('GET', '/usuarios/abc', undefined, principal.auth)).status).to.equal(404);
  });
});
