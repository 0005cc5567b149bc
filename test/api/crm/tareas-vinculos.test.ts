import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import type { TransactionState } from '../../../core/server/http/state.ts';
import { createLogger } from '../../../core/server/log.ts';
import { DUENOS_CRM } from '../../../plugins/crm/server/index.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearCliente, crearPoliza, prepararCartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const tarea = { nombre: 'Llamar a Lucía, confirmar pago', descripcion: 'Confirmar el pago del recibo 2/4' };

/** Issue 18 (part A): task names as people write them, overdue tasks, and tasks that belong to a client or a policy. */
describe('tareas: nombres, vencidas y vínculos (issue 18)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
  });
  after(() => server.close());

  const api = (cuenta: Cuenta, method: string, path: string, body?: unknown) => server.api(method, path, body, cuenta.auth);
  const crear = async (cuenta: Cuenta, datos: object) => {
    const res = await api(cuenta, 'POST', '/tareas', datos);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.id as number;
  };
  const detalle = async (cuenta: Cuenta, id: number) => (await api(cuenta, 'GET', `/tareas/${id}`)).body.body;
  const ids = async (cuenta: Cuenta, query: string) => {
    const res = await api(cuenta, 'GET', `/tareas?${query}`);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.items.map((t: { id: number }) => t.id);
  };

  it('accepts names with accents, digits and common punctuation; refuses markup and control characters', async () => {
    for (const nombre of ['Llamar a Lucía, confirmar pago', 'Renovar póliza #123 (GNP)', '¿Cotizar 2 autos? ¡Hoy!', 'Cobrar 50% - "urgente"']) {
      const id = await crear(agente, { ...tarea, nombre });
      expect((await detalle(agente, id)).nombre).to.equal(nombre);
    }
    for (const nombre of ['<b>Llamar</b>', 'Llamar\ta Juan', 'Llamar 😀']) {
      const res = await api(agente, 'POST', '/tareas', { ...tarea, nombre });
      expect(res.status, nombre).to.equal(400);
      expect(res.body.message).to.equal('El nombre solo admite letras, números, espacios y signos de puntuación comunes');
    }
  });

  it('marks open tasks past their due date as vencidas, never closed or future ones', async () => {
    const cuenta = await crearAgente(server);
    const vencida = await crear(cuenta, { ...tarea, vencimiento: '2020-01-15 09:00:00' });
    const futura = await crear(cuenta, { ...tarea, vencimiento: '2099-01-15 09:00:00' });
    const cerrada = await crear(cuenta, { ...tarea, vencimiento: '2020-01-15 09:00:00', status: 'cerrada' });
    const sinFecha = await crear(cuenta, tarea);
    const lista = (await api(cuenta, 'GET', '/tareas?size=-1&order=vencimiento asc, fecha asc')).body.body.items;
    expect(lista.map((t: { id: number; vencida: boolean }) => [t.id, t.vencida])).to.deep.equal([
      [vencida, true],
      [cerrada, false],
      [futura, false],
      [sinFecha, false],
    ]);
    expect((await detalle(cuenta, vencida)).vencida).to.equal(true);
  });

  it("links a task to a client or a policy, lists a client's tasks, keeps the link on a PUT that names none and unlinks with null", async () => {
    const cartera = await prepararCartera(server, agente);
    const polizaId = await crearPoliza(server, agente, cartera);
    const otroCliente = await crearCliente(server, agente);
    const delCliente = await crear(agente, { ...tarea, clienteId: cartera.clienteId });
    const dePoliza = await crear(agente, { ...tarea, polizaId });
    const suelta = await crear(agente, { ...tarea, clienteId: null });

    expect((await detalle(agente, delCliente)).dueno).to.deep.equal({ entidad: 'clientes', clave: 'clienteId', id: cartera.clienteId });
    expect((await detalle(agente, dePoliza)).dueno).to.deep.equal({ entidad: 'polizas', clave: 'polizaId', id: polizaId });
    expect((await detalle(agente, suelta)).dueno).to.equal(null);
    expect(await ids(agente, `clienteId=${cartera.clienteId}&size=-1`)).to.deep.equal([delCliente]);
    expect(await ids(agente, `polizaId=${polizaId}`)).to.deep.equal([dePoliza]);
    expect(await ids(agente, `clienteId=${otroCliente}`)).to.deep.equal([]);
    expect(await ids(agente, 'clienteId=&size=-1')).to.include.members([delCliente, dePoliza, suelta]);

    const edicion = { ...tarea, prioridad: 'alta', tipo: 'llamada', status: 'abierta' };
    expect((await api(agente, 'PUT', `/tareas/${delCliente}`, edicion)).status).to.equal(200);
    expect((await detalle(agente, delCliente)).dueno, 'a PUT without owner keys keeps the link').to.deep.include({ id: cartera.clienteId });
    expect((await api(agente, 'PUT', `/tareas/${delCliente}`, { ...edicion, clienteId: otroCliente })).status).to.equal(200);
    expect(await ids(agente, `clienteId=${otroCliente}`)).to.deep.equal([delCliente]);
    expect((await api(agente, 'PUT', `/tareas/${delCliente}`, { ...edicion, clienteId: null })).status).to.equal(200);
    expect((await detalle(agente, delCliente)).dueno).to.equal(null);
  });

  it("refuses another agent's client (404), two records, unknown owner keys and ids that are not numbers", async () => {
    const ajeno = await crearCliente(server, otro);
    const mio = await crearCliente(server, agente);
    const post = await api(agente, 'POST', '/tareas', { ...tarea, clienteId: ajeno });
    expect(post.status).to.equal(404);
    expect(post.body.message).to.equal(`No existe el registro de clientes ${ajeno}`);
    expect((await api(agente, 'GET', `/tareas?clienteId=${ajeno}`)).status).to.equal(404);
    const id = await crear(agente, tarea);
    expect((await api(agente, 'PUT', `/tareas/${id}`, { ...tarea, prioridad: 'media', tipo: 'tarea', status: 'abierta', clienteId: ajeno })).status).to.equal(404);
    expect((await detalle(agente, id)).dueno).to.equal(null);

    const dos = await api(agente, 'POST', '/tareas', { ...tarea, clienteId: mio, polizaId: 1 });
    expect(dos.status).to.equal(400);
    // Every registered owner's key is named (other plugins may register more).
    expect(dos.body.message).to.match(/^Una tarea pertenece a un solo registro: indica solo uno de clienteId, polizaId, reciboId\b/);
    expect((await api(agente, 'GET', `/tareas?clienteId=${mio}&polizaId=1`)).status).to.equal(400);
    // A key no plugin registers as an owner (quotations and prospects do now).
    const desconocida = await api(agente, 'POST', '/tareas', { ...tarea, facturaId: 3 });
    expect(desconocida.status).to.equal(400);
    expect(desconocida.body.message).to.match(/^facturaId no es un dueño/);
    expect((await api(agente, 'POST', '/tareas', { ...tarea, clienteId: 'abc' })).status).to.equal(400);
    const enorme = await api(agente, 'POST', '/tareas', { ...tarea, clienteId: 99999999999 });
    expect(enorme.body.message).to.equal('El campo clienteId debe ser menor o igual a 2147483647');
    expect((await api(agente, 'GET', '/tareas?clienteId=abc')).status).to.equal(400);
    expect((await api(agente, 'GET', '/tareas?clienteId=0')).status).to.equal(404);
    expect((await api(agente, 'GET', '/tareas?clienteId=99999999999')).status).to.equal(400);
  });

  it('needs TAREAS_R to list a record’s tasks, and keeps tasks (unlinked) when their record is deleted', async () => {
    const clienteId = await crearCliente(server, agente);
    const id = await crear(agente, { ...tarea, clienteId });
    const sinTareas = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    expect((await api(sinTareas, 'GET', `/tareas?clienteId=${clienteId}`)).status).to.equal(403);

    const db = await getTestDatabase();
    const duenos = server.app.services.get(DUENOS_CRM);
    await withTenant(db.knex, agente.login.agenteId, async (trx) => {
      const state = { requestId: 'prueba', log: createLogger('silent'), session: { agenteId: agente.login.agenteId }, trx, afterCommit: [] } as unknown as TransactionState;
      await duenos.eliminar(state, 'clientes', [clienteId]);
    });
    expect((await detalle(agente, id)).dueno).to.equal(null);
    expect(await ids(agente, `clienteId=${clienteId}`)).to.deep.equal([]);
  });
});
