import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { contextoDeAgente, crearCifrado } from '../../../plugins/polizas/server/cifrado.ts';
import { MENSAJES_CLAVES } from '../../../plugins/polizas/shared/claves.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearCliente, crearPoliza } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Predefined insurers of plugins/catalogos/data/aseguradoras.tsv: Allianz (no sync) and Zurich Vida (sync switched on here). */
const ALLIANZ = 4;
const CON_RPA = 64;

/** Agent keys: GET /aseguradoras/claves and /aseguradoras/accounts (issue 6, spec 02 §2.10, §4, §5, §7). */
describe('polizas: claves de agente', () => {
  let server: TestServer;
  let agente: Cuenta;
  const api = (method: string, path: string, body?: unknown, cuenta: Cuenta = agente) => server.api(method, path, body, cuenta.auth);
  const crear = (body: Record<string, unknown>, cuenta: Cuenta = agente) => api('POST', '/aseguradoras/accounts', { terminos: true, ...body }, cuenta);
  const editar = (id: number, body: Record<string, unknown>, cuenta: Cuenta = agente) => api('PUT', `/aseguradoras/accounts/${id}`, { terminos: true, ...body }, cuenta);
  /** The stored row, read as its agent, with the seconds left until the next sync. */
  const fila = async (cuenta: Cuenta, id: number) =>
    withTenant((await getTestDatabase()).knex, cuenta.login.agenteId, (trx) =>
      trx('agente_claves').where({ id }).first('*', trx.raw('extract(epoch from proxima_sincronizacion - now())::float as segundos')),
    );
  const cambiarRpa = async (rpa: boolean) => (await getTestDatabase()).withOwner((k) => k('aseguradoras_predefinidas').where({ id: CON_RPA }).update({ rpa }));

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    await cambiarRpa(true);
  });
  after(async () => {
    await cambiarRpa(false);
    await server.close();
  });

  describe('create and read', () => {
    it('creates a key with the defaults of spec 02 §3 and lists it with its insurer', async () => {
      const res = await crear({ aseguradoraId: ALLIANZ, clave: ' AL-001 ' });
      expect(res.status).to.equal(200);
      expect(res.body.message).to.equal('Guardado exitosamente');
      const clave = res.body.body;
      expect(clave).to.include({ clave: 'AL-001', vida: true, autos: true, salud: true, diversos: true, sincronizacion: false, portalClave: null, portalPasswordGuardado: false });
      expect(clave).to.include({ comisionVida: 0, comisionAutos: 0, comisionSalud: 0, comisionDiversos: 0, proximaSincronizacion: null, sincronizacionProgramada: false });
      expect(clave.aseguradora).to.deep.equal({ id: ALLIANZ, aseguradora: 'Allianz', abreviacion: 'ALLIANZ', estandar: true, status: 'activo', pdf: false, rpa: false });

      const leida = await api('GET', `/aseguradoras/accounts/${clave.id}`);
      expect(leida.status).to.equal(200);
      const { sincronizacionProgramada, ...guardada } = clave;
      expect(leida.body.body).to.deep.equal(guardada);

      const lista = (await api('GET', '/aseguradoras/claves')).body.body;
      expect(lista).to.include({ totalItems: 1, currentPage: 1, totalPages: 1, pageSize: 99999 });
      expect(lista.items).to.deep.equal([guardada]);
    });

    it('creates a key of one of the agent’s own insurers, with lines and commissions', async () => {
      const propia = (await api('POST', '/aseguradoras', { aseguradora: 'Seguros del Bajío', abreviacion: 'BAJIO' })).body.body.id;
      const res = await crear({ aseguradoraId: propia, clave: 'B1', vida: false, salud: false, comisionAutos: '15', comisionDiversos: 100 });
      expect(res.status).to.equal(200);
      expect(res.body.body).to.include({ vida: false, autos: true, salud: false, diversos: true, comisionAutos: 15, comisionDiversos: 100, comisionVida: 0 });
      expect(res.body.body.aseguradora).to.include({ id: propia, abreviacion: 'BAJIO', estandar: false });
      const guardada = await fila(agente, res.body.body.id);
      expect(guardada).to.include({ aseguradora_propia_id: propia, aseguradora_predefinida_id: null, aseguradora_id: propia });
      expect(guardada.terminos_aceptados_at).to.be.an.instanceOf(Date);
    });

    it('filters, orders and pages the list as the list-query language says', async () => {
      await crear({ aseguradoraId: ALLIANZ, clave: 'AL-002' });
      const items = async (query: string) => (await api('GET', `/aseguradoras/claves?${query}`)).body.body.items.map((k: { clave: string }) => k.clave);
      expect(await items('')).to.deep.equal(['AL-001', 'AL-002', 'B1']);
      expect(await items(`aseguradoraId=${ALLIANZ}&order=clave desc`)).to.deep.equal(['AL-002', 'AL-001']);
      expect(await items('clave[cn]=l-00&size=1&page=2')).to.deep.equal(['AL-002']);
      expect(await items('abreviacion[cn]=baj')).to.deep.equal(['B1']);
      expect(await items('vida=false')).to.deep.equal(['B1']);
      const todo = (await api('GET', '/aseguradoras/claves?size=99999')).body.body;
      expect(todo).to.include({ pageSize: 99999, totalItems: 3 });
      const mal = await api('GET', '/aseguradoras/claves?portalPassword=x');
      expect(mal.status).to.equal(400);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const res = await api('GET', `/aseguradoras/accounts/${id}`);
        expect(res.status, id).to.equal(404);
        expect(res.body.message).to.equal(MENSAJES_CLAVES.noExiste);
      }
    });
  });

  describe('validation', () => {
    const base = { aseguradoraId: ALLIANZ, clave: 'V-1' };
    const casos: [string, Record<string, unknown>, string][] = [
      ['insurer missing', { aseguradoraId: '' }, 'La aseguradora es obligatoria'],
      ['key missing', { clave: '  ' }, 'La clave es obligatoria'],
      ['key too long', { clave: 'X'.repeat(16) }, 'La clave debe tener como máximo 15 caracteres'],
      ['no line', { vida: false, autos: false, salud: false, diversos: false }, 'Selecciona al menos un ramo'],
      ['commission over 100', { comisionVida: 101 }, 'La comisión de Vida debe ser menor o igual a 100'],
      ['negative commission', { comisionAutos: '-5' }, 'La comisión de Autos debe ser mayor o igual a 0'],
      ['commission with decimals', { comisionSalud: '10.5' }, 'La comisión de Salud debe ser un número entero'],
      ['commission not digits', { comisionDiversos: '1e2' }, 'La comisión de Diversos solo admite dígitos'],
      ['sync without portal user', { aseguradoraId: CON_RPA, sincronizacion: true, portalPassword: 'x' }, 'El usuario del portal es obligatorio para activar la sincronización'],
      ['sync without password', { aseguradoraId: CON_RPA, sincronizacion: true, portalClave: 'u' }, 'La contraseña del portal es obligatoria para activar la sincronización'],
      ['portal user too long', { portalClave: 'u'.repeat(101) }, 'El usuario del portal debe tener como máximo 100 caracteres'],
      ['password too long', { portalClave: 'u', portalPassword: 'p'.repeat(101) }, 'La contraseña del portal debe tener como máximo 100 caracteres'],
      ['terms not accepted', { terminos: false }, 'Debes aceptar los términos y condiciones'],
      ['sync where the insurer has none', { sincronizacion: true, portalClave: 'u', portalPassword: 'p' }, 'La aseguradora no permite sincronización'],
    ];
    for (const [caso, cambio, mensaje] of casos) {
      it(`refuses ${caso}: '${mensaje}'`, async () => {
        const res = await crear({ ...base, ...cambio });
        expect(res.status).to.equal(400);
        expect(res.body.ok).to.equal(false);
        expect(res.body.message).to.equal(mensaje);
      });
    }

    it('accepts the spec’s payload: the insurer as `aseguradora` (an id or {id}) and no terms flag, on POST and PUT', async () => {
      const comoId = await api('POST', '/aseguradoras/accounts', { aseguradora: ALLIANZ, clave: 'SPEC-1', vida: true, autos: false, comisionVida: 7 });
      expect(comoId.status, JSON.stringify(comoId.body)).to.equal(200);
      expect(comoId.body.body).to.include({ clave: 'SPEC-1', vida: true, autos: false, comisionVida: 7 });
      expect(comoId.body.body.aseguradora.id).to.equal(ALLIANZ);
      expect((await fila(agente, comoId.body.body.id)).terminos_aceptados_at).to.be.an.instanceOf(Date);
      const comoObjeto = await api('POST', '/aseguradoras/accounts', { aseguradora: { id: ALLIANZ }, clave: 'SPEC-2' });
      expect(comoObjeto.status, JSON.stringify(comoObjeto.body)).to.equal(200);
      expect(comoObjeto.body.body.aseguradora.id).to.equal(ALLIANZ);
      const editada = await api('PUT', `/aseguradoras/accounts/${comoObjeto.body.body.id}`, { aseguradora: { id: ALLIANZ }, clave: 'SPEC-2', comisionAutos: 11 });
      expect(editada.status, JSON.stringify(editada.body)).to.equal(200);
      expect(editada.body.body.comisionAutos).to.equal(11);
      // Another agent's own insurer still looks missing; terms refused outright are still refused.
      const otro = await crearAgente(server);
      const ajena = (await api('POST', '/aseguradoras', { aseguradora: 'Lejana Seguros', abreviacion: 'LEJANA' }, otro)).body.body.id;
      expect((await api('POST', '/aseguradoras/accounts', { aseguradora: { id: ajena }, clave: 'SPEC-3' })).status).to.equal(404);
      const rechazo = await api('POST', '/aseguradoras/accounts', { aseguradora: ALLIANZ, clave: 'SPEC-4', terminos: false });
      expect([rechazo.status, rechazo.body.message]).to.deep.equal([400, 'Debes aceptar los términos y condiciones']);
      const sinAseguradora = await api('POST', '/aseguradoras/accounts', { aseguradora: { nombre: 'x' }, clave: 'SPEC-5' });
      expect([sinAseguradora.status, sinAseguradora.body.message]).to.deep.equal([400, 'La aseguradora es obligatoria']);
    });

    it("refuses a duplicate key of the same insurer, ignoring case: 'Ya existe la clave … para …'", async () => {
      await crear({ aseguradoraId: ALLIANZ, clave: 'Dup-9' });
      const res = await crear({ aseguradoraId: ALLIANZ, clave: 'DUP-9' });
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('Ya existe la clave Dup-9 para Allianz');
      expect((await crear({ aseguradoraId: CON_RPA, clave: 'DUP-9' })).status, 'another insurer').to.equal(200);
      const otro = await crearAgente(server);
      expect((await crear({ aseguradoraId: ALLIANZ, clave: 'Dup-9' }, otro)).status, 'another agent').to.equal(200);
    });

    it('refuses an insurer the agent cannot see (404) or an inactive one (400)', async () => {
      const otro = await crearAgente(server);
      const ajena = (await api('POST', '/aseguradoras', { aseguradora: 'Ajena Seguros', abreviacion: 'AJENA' }, otro)).body.body.id;
      const res = await crear({ aseguradoraId: ajena, clave: 'Z1' });
      expect(res.status).to.equal(404);
      expect(res.body.message).to.equal('La aseguradora no existe');
      expect((await crear({ aseguradoraId: 999999, clave: 'Z1' })).status).to.equal(404);

      const inactiva = (await api('POST', '/aseguradoras', { aseguradora: 'Dormida Seguros', abreviacion: 'DORMIDA', status: 'inactivo' })).body.body.id;
      const res2 = await crear({ aseguradoraId: inactiva, clave: 'Z1' });
      expect(res2.status).to.equal(400);
      expect(res2.body.message).to.equal('La aseguradora está inactiva');
    });
  });

  describe('portal credentials and sync', () => {
    let id: number;

    it('encrypts the password, never returns it, and schedules the first sync 15 minutes later', async () => {
      const res = await crear({ aseguradoraId: CON_RPA, clave: 'ZV-1', sincronizacion: true, portalClave: 'agente.zv', portalPassword: ' Contraseña Secreta ' });
      expect(res.status).to.equal(200);
      id = res.body.body.id;
      expect(res.body.body).to.include({ sincronizacion: true, portalClave: 'agente.zv', portalPasswordGuardado: true, sincronizacionProgramada: true });
      expect(res.body.body.proximaSincronizacion).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(res.body.message).to.match(
        /^Guardado exitosamente\. Sincronización automática activada: la primera sincronización será el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(en 15 minutos\)$/,
      );

      const guardada = await fila(agente, id);
      expect(guardada.segundos).to.be.within(14 * 60, 15 * 60 + 5);
      expect(guardada.portal_password_cifrado).to.match(/^v1:[^:]+:[^:]+:[^:]+$/);
      expect(guardada.portal_password_cifrado).to.not.include('Secreta');
      const cifrado = crearCifrado(server.config.jwtSecret);
      expect(cifrado.descifrar(guardada.portal_password_cifrado, contextoDeAgente(agente.login.agenteId))).to.equal(' Contraseña Secreta ');

      for (const path of [`/aseguradoras/accounts/${id}`, '/aseguradoras/claves']) {
        const texto = JSON.stringify((await api('GET', path)).body);
        expect(texto, path).to.not.include('Secreta');
        expect(texto, path).to.not.include('v1:');
        expect(texto, path).to.not.include('portalPassword"');
      }
    });

    it('keeps the stored password and the schedule when a save brings no new credentials', async () => {
      const antes = await fila(agente, id);
      const res = await editar(id, { aseguradoraId: CON_RPA, clave: 'ZV-1', sincronizacion: true, portalClave: 'agente.zv', comisionVida: 20 });
      expect(res.status).to.equal(200);
      expect(res.body.message).to.equal('Guardado exitosamente');
      expect(res.body.body).to.include({ comisionVida: 20, portalPasswordGuardado: true, sincronizacionProgramada: false });
      const despues = await fila(agente, id);
      expect(despues.portal_password_cifrado).to.equal(antes.portal_password_cifrado);
      expect(despues.proxima_sincronizacion.getTime()).to.equal(antes.proxima_sincronizacion.getTime());
    });

    it('re-encrypts a new password and schedules the sync again', async () => {
      const antes = await fila(agente, id);
      const res = await editar(id, { aseguradoraId: CON_RPA, clave: 'ZV-1', sincronizacion: true, portalClave: 'agente.zv', portalPassword: 'Nueva123' });
      expect(res.body.body.sincronizacionProgramada).to.equal(true);
      const despues = await fila(agente, id);
      expect(despues.portal_password_cifrado).to.not.equal(antes.portal_password_cifrado);
      expect(crearCifrado(server.config.jwtSecret).descifrar(despues.portal_password_cifrado, contextoDeAgente(agente.login.agenteId))).to.equal('Nueva123');
    });

    it('turning sync off clears the schedule and keeps the credentials; turning it on again schedules it', async () => {
      const apagada = await editar(id, { aseguradoraId: CON_RPA, clave: 'ZV-1', sincronizacion: false, portalClave: 'agente.zv' });
      expect(apagada.body.body).to.include({ sincronizacion: false, proximaSincronizacion: null, portalPasswordGuardado: true, sincronizacionProgramada: false });
      const encendida = await editar(id, { aseguradoraId: CON_RPA, clave: 'ZV-1', sincronizacion: true, portalClave: 'agente.zv' });
      expect(encendida.body.body).to.include({ sincronizacion: true, sincronizacionProgramada: true });
      expect((await fila(agente, id)).segundos).to.be.within(14 * 60, 15 * 60 + 5);
    });

    it('removing the portal user removes the password, and sync then needs both again', async () => {
      const res = await editar(id, { aseguradoraId: CON_RPA, clave: 'ZV-1', portalClave: '' });
      expect(res.body.body).to.include({ portalClave: null, portalPasswordGuardado: false, sincronizacion: false });
      expect((await fila(agente, id)).portal_password_cifrado).to.equal(null);
      const sinPassword = await editar(id, { aseguradoraId: CON_RPA, clave: 'ZV-1', sincronizacion: true, portalClave: 'agente.zv' });
      expect(sinPassword.status).to.equal(400);
      expect(sinPassword.body.message).to.equal('La contraseña del portal es obligatoria para activar la sincronización');
    });
  });

  describe('update', () => {
    let id: number;
    before(async () => {
      id = (await crear({ aseguradoraId: ALLIANZ, clave: 'ED-1' })).body.body.id;
    });

    it('saves lines and commissions', async () => {
      const res = await editar(id, { aseguradoraId: ALLIANZ, clave: 'ED-1', autos: false, comisionSalud: 7 });
      expect(res.status).to.equal(200);
      expect(res.body.body).to.include({ id, autos: false, vida: true, comisionSalud: 7 });
    });

    it('refuses to change the key or its insurer once saved', async () => {
      const clave = await editar(id, { aseguradoraId: ALLIANZ, clave: 'ED-2' });
      expect(clave.status).to.equal(400);
      expect(clave.body.message).to.equal('La clave de agente no se puede modificar una vez guardada');
      const aseguradora = await editar(id, { aseguradoraId: CON_RPA, clave: 'ED-1' });
      expect(aseguradora.status).to.equal(400);
      expect(aseguradora.body.message).to.equal('La aseguradora de una clave guardada no se puede cambiar');
    });

    it('validates like the creation', async () => {
      const res = await editar(id, { aseguradoraId: ALLIANZ, clave: 'ED-1', comisionVida: 300 });
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('La comisión de Vida debe ser menor o igual a 100');
      const sync = await editar(id, { aseguradoraId: ALLIANZ, clave: 'ED-1', sincronizacion: true, portalClave: 'u', portalPassword: 'p' });
      expect(sync.body.message).to.equal('La aseguradora no permite sincronización');
    });

    it("answers 404 for another agent's key, which stays untouched", async () => {
      const otro = await crearAgente(server);
      const res = await editar(id, { aseguradoraId: ALLIANZ, clave: 'ED-1', comisionVida: 50 }, otro);
      expect(res.status).to.equal(404);
      expect((await api('GET', `/aseguradoras/accounts/${id}`, undefined, otro)).status).to.equal(404);
      expect((await api('DELETE', `/aseguradoras/accounts/${id}`, undefined, otro)).status).to.equal(404);
      expect((await api('GET', `/aseguradoras/accounts/${id}`)).body.body.comisionVida).to.equal(0);
      expect((await api('GET', '/aseguradoras/claves', undefined, otro)).body.body.totalItems).to.equal(0);
    });
  });

  describe('delete', () => {
    it('deletes a key no policy uses', async () => {
      const id = (await crear({ aseguradoraId: ALLIANZ, clave: 'DEL-1' })).body.body.id;
      const res = await api('DELETE', `/aseguradoras/accounts/${id}`);
      expect(res.status).to.equal(200);
      expect(res.body.message).to.equal('Clave de agente eliminada exitosamente');
      expect((await api('GET', `/aseguradoras/accounts/${id}`)).status).to.equal(404);
      expect((await api('DELETE', `/aseguradoras/accounts/${id}`)).status).to.equal(404);
    });

    it('refuses to delete a key with policies', async () => {
      const clave = (await crear({ aseguradoraId: ALLIANZ, clave: 'POL-1' })).body.body;
      await crearPoliza(server, agente, { clienteId: await crearCliente(server, agente), claveId: clave.id });
      const res = await api('DELETE', `/aseguradoras/accounts/${clave.id}`);
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('La clave de agente tiene pólizas registradas y no se puede eliminar');
      expect((await api('GET', `/aseguradoras/accounts/${clave.id}`)).status).to.equal(200);
    });
  });

  describe('access', () => {
    let principal: Cuenta, id: number;
    before(async () => {
      principal = await crearAgente(server);
      id = (await crear({ aseguradoraId: ALLIANZ, clave: 'ACC-1' }, principal)).body.body.id;
    });

    it('answers 401 without a token', async () => {
      for (const [method, path] of [
        ['GET', '/aseguradoras/claves'],
        ['GET', `/aseguradoras/accounts/${id}`],
        ['POST', '/aseguradoras/accounts'],
        ['PUT', `/aseguradoras/accounts/${id}`],
        ['DELETE', `/aseguradoras/accounts/${id}`],
      ]) {
        expect((await server.api(method, path, method === 'GET' || method === 'DELETE' ? undefined : {})).status, `${method} ${path}`).to.equal(401);
      }
    });

    it('lets a sub-user without CLAVES_W read nothing and write nothing (403); with POLIZAS_W read the list only', async () => {
      const sinClaves = await crearUsuarioAdicional(server, principal, ['ROLE_CLIENTES_R']);
      const polizas = await crearUsuarioAdicional(server, principal, ['ROLE_POLIZAS_W']);
      const cuerpo = { aseguradoraId: ALLIANZ, clave: 'ACC-1', terminos: true };
      for (const cuenta of [sinClaves, polizas]) {
        expect((await api('POST', '/aseguradoras/accounts', { ...cuerpo, clave: 'ACC-2' }, cuenta)).status).to.equal(403);
        expect((await api('PUT', `/aseguradoras/accounts/${id}`, cuerpo, cuenta)).status).to.equal(403);
        expect((await api('DELETE', `/aseguradoras/accounts/${id}`, undefined, cuenta)).status).to.equal(403);
        expect((await api('GET', `/aseguradoras/accounts/${id}`, undefined, cuenta)).status).to.equal(403);
      }
      expect((await api('GET', '/aseguradoras/claves', undefined, sinClaves)).status).to.equal(403);
      const lista = await api('GET', '/aseguradoras/claves', undefined, polizas);
      expect(lista.status).to.equal(200);
      expect(lista.body.body.items.map((k: { id: number }) => k.id)).to.deep.equal([id]);
    });

    it('lets a sub-user with ROLE_CLAVES manage the principal’s keys', async () => {
      const otro = await crearAgente(server);
      const claves = await crearUsuarioAdicional(server, otro, ['ROLE_CLAVES']);
      const creada = await crear({ aseguradoraId: ALLIANZ, clave: 'SUB-1' }, claves);
      expect(creada.status).to.equal(200);
      expect((await api('GET', '/aseguradoras/claves', undefined, otro)).body.body.items.map((k: { clave: string }) => k.clave)).to.deep.equal(['SUB-1']);
      expect((await api('DELETE', `/aseguradoras/accounts/${creada.body.body.id}`, undefined, claves)).status).to.equal(200);
    });
  });
});
