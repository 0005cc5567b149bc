import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

interface Item {
  id: number;
  aseguradora: string;
  abreviacion: string;
  status: string;
  estandar: boolean;
  pdf: boolean;
  rpa: boolean;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('insurers (aseguradoras)', () => {
  let server: TestServer;
  let agente: Cuenta;
  const get = (path: string, cuenta: Cuenta = agente) => server.api('GET', path, undefined, cuenta.auth);
  const crear = (body: unknown, cuenta: Cuenta = agente) => server.api('POST', '/aseguradoras', body, cuenta.auth);
  const items = async (query: string, cuenta: Cuenta = agente): Promise<Item[]> => (await get(`/aseguradoras?${query}`, cuenta)).body.body.items;
  const predefinida = async (abreviacion: string) => (await items(`abreviacion=${abreviacion}&estandar=true`))[0];

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
  });
  after(() => server.close());

  describe('list', () => {
    it('lists the 64 predefined insurers by name, 10 a page by default', async () => {
      const res = await get('/aseguradoras?estandar=true');
      expect(res.status).to.equal(200);
      const page = res.body.body;
      expect(page).to.include({ totalItems: 64, currentPage: 1, totalPages: 7, pageSize: 10 });
      expect(page.items).to.have.length(10);
      const nombres = page.items.map((i: Item) => i.aseguradora);
      expect(nombres.map(fold)).to.deep.equal([...nombres].map(fold).sort());
      expect(page.items[0]).to.have.all.keys('id', 'aseguradora', 'abreviacion', 'razonSocial', 'status', 'estandar', 'pdf', 'rpa');
      expect(page.items.every((i: Item) => i.estandar && i.status === 'activo' && !i.pdf && !i.rpa)).to.equal(true);
    });

    it("finds 'Quálitas' with 'qualitas' and filters by abbreviation", async () => {
      const [qualitas] = await items('aseguradora[cn]=qualitas');
      expect(qualitas).to.include({ aseguradora: 'Quálitas', abreviacion: 'QUALITAS', estandar: true });
      expect((await items('abreviacion[cn]=gnp')).map((i) => i.aseguradora)).to.deep.equal(['GNP Seguros']);
      expect((await items('aseguradora[cn]=zurich')).map((i) => i.abreviacion)).to.deep.equal(['ZURICH', 'ZURICHSANT', 'ZURICHV']);
    });

    it('pages, orders and serves the selectors’ size=99999&status=activo', async () => {
      const first = await items('estandar=true&size=5&order=aseguradora desc');
      const second = await items('estandar=true&size=5&page=2&order=aseguradora desc');
      expect(first.map((i) => i.aseguradora)).to.include('Zurich Vida');
      expect(second.map((i) => i.id)).to.not.have.members(first.map((i) => i.id));
      const all = (await get('/aseguradoras?size=99999&status=activo&order=aseguradora asc')).body.body;
      expect(all.items.length).to.equal(all.totalItems);
      expect(all.totalItems).to.be.at.least(64);
    });

    it('answers a malformed filter with a Spanish 400, never a 500', async () => {
      for (const query of ['nombre[cn]=x', 'status=borrado', 'estandar=quizas', 'size=0', 'order=razonSocial asc', 'aseguradora[bw]=a,b']) {
        const res = await get(`/aseguradoras?${query}`);
        expect(res.status, query).to.equal(400);
        expect(res.body.ok).to.equal(false);
      }
    });
  });

  describe('own insurers', () => {
    it('creates one that starts activo, reads, edits and deletes it', async () => {
      const res = await crear({ aseguradora: 'Seguros Ñandú del Bajío', abreviacion: 'Ñandú' });
      expect(res.body).to.deep.include({ ok: true, message: 'Guardado exitosamente' });
      const id = res.body.body.id;
      expect(id).to.be.at.least(1001);
      const leida = await get(`/aseguradoras/${id}`);
      expect(leida.body.body).to.include({ id, aseguradora: 'Seguros Ñandú del Bajío', abreviacion: 'Ñandú', status: 'activo', estandar: false, pdf: false, rpa: false });
      expect((await items('estandar=false')).map((i) => i.id)).to.include(id);
      expect((await items('aseguradora[cn]=nandu')).map((i) => i.id)).to.deep.equal([id]);

      const edit = await server.api('PUT', `/aseguradoras/${id}`, { aseguradora: 'Seguros Ñandú', abreviacion: 'Ñandú', status: 'inactivo' }, agente.auth);
      expect(edit.body).to.deep.include({ ok: true, message: 'Guardado exitosamente', body: { id } });
      expect((await get(`/aseguradoras/${id}`)).body.body).to.include({ aseguradora: 'Seguros Ñandú', status: 'inactivo' });
      expect((await items('status=inactivo')).map((i) => i.id)).to.deep.equal([id]);

      const del = await server.api('DELETE', `/aseguradoras/${id}`, undefined, agente.auth);
      expect(del.body).to.deep.include({ ok: true, message: 'Aseguradora eliminada exitosamente' });
      expect((await get(`/aseguradoras/${id}`)).status).to.equal(404);
    });

    it('validates name, abbreviation and status with messages naming the field', async () => {
      const base = { aseguradora: 'Mi Aseguradora', abreviacion: 'MIA', status: 'activo' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, aseguradora: '' }, 'El nombre es obligatorio'],
        [{ ...base, aseguradora: 'Seguros 2000' }, 'El nombre solo admite letras y espacios'],
        [{ ...base, aseguradora: 'a'.repeat(101) }, 'El nombre debe tener como máximo 100 caracteres'],
        [{ ...base, abreviacion: undefined }, 'La abreviación es obligatoria'],
        [{ ...base, abreviacion: 'MI-A' }, 'La abreviación solo admite letras y espacios'],
        [{ ...base, abreviacion: 'ABCDEFGHIJK' }, 'La abreviación debe tener como máximo 10 caracteres'],
        [{ ...base, status: 'borrada' }, 'El estatus debe ser uno de: activo, inactivo'],
      ];
      for (const [body, message] of cases) {
        const res = await crear(body);
        expect(res.status, message).to.equal(400);
        expect(res.body.message).to.equal(message);
      }
      const { body } = await crear({ aseguradora: 'Aseguradora Válida', abreviacion: 'AVAL' });
      const sinStatus = await server.api('PUT', `/aseguradoras/${body.body.id}`, { aseguradora: 'Aseguradora Válida', abreviacion: 'AVAL' }, agente.auth);
      expect(sinStatus.body.message).to.equal('El estatus es obligatorio');
    });

    it('refuses a name or abbreviation already in use, ignoring case and accents', async () => {
      const propia = await crear({ aseguradora: 'Protección Total', abreviacion: 'PTOTAL' });
      expect((await crear({ aseguradora: 'proteccion total', abreviacion: 'OTRA' })).body.message).to.equal('Ya existe una aseguradora con el nombre proteccion total');
      expect((await crear({ aseguradora: 'Otra Más', abreviacion: 'ptotal' })).body.message).to.equal('Ya existe una aseguradora con la abreviación ptotal');
      expect((await crear({ aseguradora: 'QUALITAS', abreviacion: 'QLT' })).body.message).to.equal('Ya existe una aseguradora con el nombre QUALITAS');
      expect((await crear({ aseguradora: 'Otra Más', abreviacion: 'gnp' })).status).to.equal(400);
      // Saving an insurer with its own name is not a duplicate.
      const mismo = await server.api('PUT', `/aseguradoras/${propia.body.body.id}`, { aseguradora: 'Protección Total', abreviacion: 'PTOTAL', status: 'activo' }, agente.auth);
      expect(mismo.body.ok).to.equal(true);
      // Simultaneous saves of one name: one wins, the others get the same 400 (on PostgreSQL the
      // unique index catches the race), never a 500.
      const carrera = await Promise.all(Array.from({ length: 5 }, () => crear({ aseguradora: 'Carrera Simultánea', abreviacion: 'CARR' })));
      expect(carrera.map((r) => r.status).sort()).to.deep.equal([200, 400, 400, 400, 400]);
      expect(
        carrera.filter((r) => r.status === 400).every((r) => /^Ya existe una aseguradora con (el nombre Carrera Simultánea|la abreviación CARR)$/.test(r.body.message)),
      ).to.equal(true);
      // Another agent may use the same name for its own insurer.
      expect((await crear({ aseguradora: 'Protección Total', abreviacion: 'PTOTAL' }, await crearAgente(server))).body.ok).to.equal(true);
    });
  });

  describe('predefined insurers are read-only', () => {
    it('answers 404 to the form and 403 to an edit or a delete', async () => {
      const axa = await predefinida('AXA');
      expect((await get(`/aseguradoras/${axa.id}`)).status).to.equal(404);
      const put = await server.api('PUT', `/aseguradoras/${axa.id}`, { aseguradora: 'AXA Cambiada', abreviacion: 'AXA', status: 'inactivo' }, agente.auth);
      expect(put.status).to.equal(403);
      expect(put.body.message).to.equal('Las aseguradoras predefinidas no se pueden modificar ni eliminar');
      const del = await server.api('DELETE', `/aseguradoras/${axa.id}`, undefined, agente.auth);
      expect(del.status).to.equal(403);
      expect(await predefinida('AXA')).to.deep.equal(axa);
    });

    it('keeps the API role from writing the shared table even without the route’s checks', async () => {
      const db = await getTestDatabase();
      const agenteId = agente.login.agenteId;
      let error: unknown;
      await withTenant(db.knex, agenteId, (trx) => trx('aseguradoras_predefinidas').update({ status: 'inactivo' })).catch((e) => (error = e));
      expect(String(error)).to.match(/permission denied/);
    });
  });

  describe('another agent', () => {
    it("does not see, read, edit or delete the agent's insurers", async () => {
      const otro = await crearAgente(server);
      const { body } = await crear({ aseguradora: 'Solo Mía', abreviacion: 'SOLO' });
      const id = body.body.id;
      expect((await get(`/aseguradoras/${id}`, otro)).status).to.equal(404);
      expect((await server.api('PUT', `/aseguradoras/${id}`, { aseguradora: 'Robada', abreviacion: 'ROB', status: 'activo' }, otro.auth)).status).to.equal(404);
      expect((await server.api('DELETE', `/aseguradoras/${id}`, undefined, otro.auth)).status).to.equal(404);
      expect(await items('estandar=false', otro)).to.deep.equal([]);
      expect((await get('/aseguradoras/registradas', otro)).body.body.map((a: Item) => a.id)).to.not.include(id);
      expect((await get(`/aseguradoras/${id}`)).body.body.aseguradora).to.equal('Solo Mía');
    });

    it('answers 404 to an id that is not a number or does not exist', async () => {
      for (const id of ['abc', '0', '-1', '99999999', '1.5']) expect((await get(`/aseguradoras/${id}`)).status, id).to.equal(404);
    });
  });

  describe('registered insurers and access', () => {
    it('lists the active own and predefined insurers the agent uses, by name', async () => {
      const cuenta = await crearAgente(server);
      const activa = (await crear({ aseguradora: 'Aseguradora Activa', abreviacion: 'ACT' }, cuenta)).body.body.id;
      const inactiva = (await crear({ aseguradora: 'Aseguradora Dormida', abreviacion: 'DOR', status: 'inactivo' }, cuenta)).body.body.id;
      const res = await get('/aseguradoras/registradas', cuenta);
      const ids = res.body.body.map((a: Item) => a.id);
      expect(ids).to.include(activa).and.not.include(inactiva);
      expect(res.body.body).to.have.length(65);
      const nombres = res.body.body.map((a: Item) => fold(a.aseguradora));
      expect(nombres).to.deep.equal([...nombres].sort());
    });

    it('answers 403 to a user without the insurers privilege and 401 without a session', async () => {
      const sub = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
      const id = (await crear({ aseguradora: 'Para Permisos', abreviacion: 'PERM' })).body.body.id;
      const calls: [string, string, unknown?][] = [
        ['GET', '/aseguradoras'],
        ['GET', `/aseguradoras/${id}`],
        ['POST', '/aseguradoras', { aseguradora: 'Nueva', abreviacion: 'NUE' }],
        ['PUT', `/aseguradoras/${id}`, { aseguradora: 'Nueva', abreviacion: 'NUE', status: 'activo' }],
        ['DELETE', `/aseguradoras/${id}`],
      ];
      for (const [method, path, body] of calls) {
        expect((await server.api(method, path, body, sub.auth)).status, `${method} ${path}`).to.equal(403);
        expect((await server.api(method, path, body)).status, `${method} ${path}`).to.equal(401);
      }
      expect((await get('/aseguradoras/registradas', sub)).status).to.equal(200);
      const lector = await crearUsuarioAdicional(server, agente, ['ROLE_ASEGURADORAS']);
      expect((await get(`/aseguradoras/${id}`, lector)).body.body.aseguradora).to.equal('Para Permisos');
    });
  });
});
