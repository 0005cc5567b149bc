import { expect } from 'chai';
import { registroDeAcceso } from '../../../core/shared/access/registro.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

describe('plans, subscription, roles and announcements', () => {
  let server: TestServer;
  let cuenta: Cuenta;
  before(async () => {
    server = await startTestServer();
    cuenta = await crearAgente(server);
  });
  after(() => server.close());

  it('lists monthly and annual plans publicly, with items and one recommended plan', async () => {
    for (const periodicidad of ['MENSUAL', 'ANUAL']) {
      const res = await server.api('GET', `/planes?periodicidad=${periodicidad}`);
      expect(res.status).to.equal(200);
      const planes = res.body.body;
      expect(planes).to.have.length(3);
      expect(planes.every((p: { periodicidad: string }) => p.periodicidad === periodicidad)).to.equal(true);
      expect(planes.filter((p: { recomendado: boolean }) => p.recomendado)).to.have.length(1);
      expect(planes[0].items.map((i: { nombre: string }) => i.nombre)).to.include.members(['Usuarios', 'Frecuencia']);
      expect(planes[0].precio).to.be.a('number');
    }
    expect((await server.api('GET', '/planes?periodicidad=SEMANAL')).status).to.equal(400);
  });

  it('returns the current subscription to billing only (issue 12 item 11)', async () => {
    const sinFacturacion = await crearUsuarioAdicional(server, cuenta, ['ROLE_CLIENTES_R']);
    expect((await server.api('GET', '/suscripciones/activa', undefined, sinFacturacion.auth)).status).to.equal(403);
    const facturacion = await crearUsuarioAdicional(server, cuenta, ['ROLE_FACTURACION']);
    expect((await server.api('GET', '/suscripciones/activa', undefined, facturacion.auth)).status).to.equal(200);
    const res = await server.api('GET', '/suscripciones/activa', undefined, cuenta.auth);
    expect(res.body.body).to.deep.include({ vigente: true, portalUrl: null });
    expect(res.body.body.plan.nombre).to.equal('Prueba');
    expect(res.body.body.vigenciaA).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('returns the role catalogue with each privilege’s codes and Spanish descriptions', async () => {
    const res = await server.api('GET', '/seguridad/roles', undefined, cuenta.auth);
    expect(res.body.body).to.have.length(registroDeAcceso.roles().length);
    const clientes = res.body.body.find((r: { role: string }) => r.role === 'ROLE_CLIENTES_R');
    expect(clientes).to.deep.include({ nombre: 'Clientes: consultar', grupo: 'Catálogos' });
    expect(clientes.permisos[0]).to.have.keys('id', 'nombre', 'descripcion');
    expect(clientes.permisos.map((p: { nombre: string }) => p.nombre)).to.include('CLIENTES_R');
    expect(new Set(res.body.body.map((r: { grupo: string }) => r.grupo))).to.deep.equal(new Set(['Catálogos', 'Módulos', 'Reportes', 'Administración']));
  });

  it('grants every permission code through some role', () => {
    const granted = new Set(registroDeAcceso.roles().flatMap((r) => r.permisos));
    expect(registroDeAcceso.permisos().filter((p) => !granted.has(p))).to.deep.equal([]);
  });

  it('shows announcements to signed-in users only', async () => {
    const res = await server.api('GET', '/comunicados', undefined, cuenta.auth);
    expect(res.body.body[0]).to.have.keys('id', 'texto', 'actionUrl');
    expect((await server.api('GET', '/comunicados')).status).to.equal(401);
  });

  it('stores page views of a signed-in user, in its own agent', async () => {
    const res = await server.api('POST', '/eventos/pagina', { path: '/configuracion/mi-cuenta' }, cuenta.auth);
    expect(res.body.ok).to.equal(true);
    const db = await getTestDatabase();
    const rows = await db.withOwner((k) => k('eventos_pagina').where({ usuario_id: cuenta.login.usuario.id }).select('path', 'agente_id'));
    expect(rows).to.deep.equal([{ path: '/configuracion/mi-cuenta', agente_id: cuenta.login.agenteId }]);
    expect((await server.api('POST', '/eventos/pagina', { path: 'sin-barra' }, cuenta.auth)).body.message).to.equal('La ruta debe empezar con /');
  });

  describe('expired subscription', () => {
    let vencida: Cuenta;
    before(async () => {
      vencida = await crearAgente(server);
      const db = await getTestDatabase();
      await db.withOwner((k) =>
        k('suscripciones')
          .where({ agente_id: vencida.login.agenteId })
          .update({ vigencia_a: k.raw(`now() - interval '1 day'`) }),
      );
    });

    it('signs in as ROLE_UNSUBSCRIBE_USER keeping only billing, so the principal can pay again', async () => {
      const res = await server.api('POST', '/usuarios/login', { usuario: vencida.correo, password: vencida.password });
      expect(res.body.body.role).to.deep.equal(['ROLE_UNSUBSCRIBE_USER']);
      expect(res.body.body.permisos).to.deep.equal(['FACTURACION']);
      expect(res.body.body.suscripcion.vigente).to.equal(false);
    });

    it('keeps the account and plan calls open and refuses the rest', async () => {
      expect((await server.api('GET', '/usuarios/me', undefined, vencida.auth)).status).to.equal(200);
      expect((await server.api('GET', '/suscripciones/activa', undefined, vencida.auth)).status).to.equal(200);
      expect((await server.api('PUT', '/usuarios', { id: vencida.login.usuario.id, nombres: 'Ana', apPat: 'López', celular: '5511111111' }, vencida.auth)).status).to.equal(200);
      expect((await server.api('GET', '/usuarios/adicionales', undefined, vencida.auth)).status).to.equal(403);
      expect((await server.api('PUT', '/usuarios', { id: 999999, correo: 'x@y.mx', nombres: 'A', apPat: 'B', apMat: 'C', celular: '5511111111' }, vencida.auth)).status).to.equal(
        403,
      );
    });

    it('confines an additional user of the expired account too', async () => {
      const db = await getTestDatabase();
      const otra = await crearAgente(server);
      const sub = await crearUsuarioAdicional(server, otra, ['ROLE_USUARIOS']);
      await db.withOwner((k) =>
        k('suscripciones')
          .where({ agente_id: otra.login.agenteId })
          .update({ vigencia_a: k.raw(`now() - interval '1 minute'`) }),
      );
      expect((await server.api('GET', '/usuarios/adicionales', undefined, sub.auth)).status).to.equal(403);
      const refresco = (await server.api('POST', '/usuarios/login', undefined, sub.auth)).body.body;
      expect(refresco.role).to.deep.equal(['ROLE_UNSUBSCRIBE_USER']);
      // Billing is not theirs: neither before nor after the subscription ended.
      expect(refresco.permisos).to.deep.equal([]);
      expect((await server.api('GET', '/suscripciones/activa', undefined, sub.auth)).status).to.equal(403);
    });
  });
});
