import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const tarea = { nombre: 'Llamar a Juan', descripcion: 'Confirmar la renovación de su póliza' };

let rfcSeq = 0;
const vendedor = (nombres: string) => {
  const n = String(++rfcSeq).padStart(3, '0');
  return { nombres, apPat: 'Pérez', apMat: 'López', sexo: 'hombre', rfc: `TARE900101${n}`, correo: `tareas${n}.${Date.now()}@ejemplo.mx`, telefono: '5512345678' };
};

describe('tareas (tasks)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let lector: Cuenta;
  let sinRol: Cuenta;

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    lector = await crearUsuarioAdicional(server, agente, ['ROLE_TAREAS_R']);
    sinRol = await crearUsuarioAdicional(server, agente, ['ROLE_VENDEDORES_R']);
  });
  after(() => server.close());

  const crear = async (cuenta: Cuenta, datos: object) => {
    const res = await server.api('POST', '/tareas', datos, cuenta.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.id as number;
  };
  const crearVendedor = async (cuenta: Cuenta, nombres: string) => {
    const res = await server.api('POST', '/vendedores', vendedor(nombres), cuenta.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.id as number;
  };

  it('creates a task with the defaults media, abierta, tarea and shows its detail', async () => {
    const res = await server.api('POST', '/tareas', tarea, agente.auth);
    expect(res.body).to.include({ ok: true, message: 'Tarea guardada correctamente' });
    const detalle = (await server.api('GET', `/tareas/${res.body.body.id}`, undefined, agente.auth)).body.body;
    expect(detalle).to.deep.include({
      id: res.body.body.id,
      nombre: 'Llamar a Juan',
      descripcion: 'Confirmar la renovación de su póliza',
      vencimiento: null,
      prioridad: { name: 'media', displayName: 'Media' },
      status: { name: 'abierta', displayName: 'Abierta' },
      tipo: { name: 'tarea', displayName: 'Tarea' },
      vendedorId: null,
      vendedorNombres: null,
      fechaCierre: null,
    });
    expect(detalle.fecha).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('saves due date, priority, type and seller by name and id, and edits with PUT', async () => {
    const vendedorId = await crearVendedor(agente, 'Rosa');
    const id = await crear(agente, { ...tarea, vencimiento: '2026-12-24 10:30:00', prioridad: 'alta', tipo: 'llamada', vendedor: vendedorId });
    const detalle = (await server.api('GET', `/tareas/${id}`, undefined, agente.auth)).body.body;
    expect(detalle).to.deep.include({
      vencimiento: '2026-12-24 10:30:00',
      prioridad: { name: 'alta', displayName: 'Alta' },
      tipo: { name: 'llamada', displayName: 'Llamada' },
      vendedorId,
      vendedorNombres: 'Rosa',
      vendedorApPat: 'Pérez',
      vendedorApMat: 'López',
    });
    const put = await server.api(
      'PUT',
      `/tareas/${id}`,
      { ...tarea, nombre: 'Visitar a Juan', vencimiento: '2026-12-26T09:00', prioridad: 'baja', tipo: 'visita', status: 'cerrada', vendedor: { id: vendedorId } },
      agente.auth,
    );
    expect(put.body).to.deep.include({ ok: true, message: 'Tarea guardada correctamente', body: { id } });
    const editada = (await server.api('GET', `/tareas/${id}`, undefined, agente.auth)).body.body;
    expect(editada).to.deep.include({
      nombre: 'Visitar a Juan',
      vencimiento: '2026-12-26 09:00:00',
      status: { name: 'cerrada', displayName: 'Cerrada' },
      tipo: { name: 'visita', displayName: 'Visita' },
    });
    expect(editada.fechaCierre).to.match(/^\d{4}-\d{2}-\d{2} /);
    await server.api('PUT', `/tareas/${id}`, { ...tarea, prioridad: 'baja', tipo: 'visita', status: 'abierta' }, agente.auth);
    expect((await server.api('GET', `/tareas/${id}`, undefined, agente.auth)).body.body).to.include({ fechaCierre: null, vencimiento: null, vendedorId: null });
  });

  it('answers the key/value lists of priorities, statuses and types', async () => {
    expect((await server.api('GET', '/tareas/prioridades', undefined, lector.auth)).body.body).to.deep.equal([
      { key: 'baja', value: 'Baja' },
      { key: 'media', value: 'Media' },
      { key: 'alta', value: 'Alta' },
    ]);
    expect((await server.api('GET', '/tareas/status', undefined, lector.auth)).body.body).to.deep.equal([
      { key: 'abierta', value: 'Abierta' },
      { key: 'cerrada', value: 'Cerrada' },
    ]);
    const tipos = (await server.api('GET', '/tareas/tipos', undefined, lector.auth)).body.body;
    expect(tipos.map((t: { key: string }) => t.key)).to.deep.equal(['tarea', 'cobranza', 'renovacion', 'cotizacion', 'siniestro', 'llamada', 'visita', 'reunion']);
  });

  it('lists by fecha then vencimiento, filters status, nombre[cn], descripcion[cn], vendedor_id, and size=-1 means all', async () => {
    const cuenta = await crearAgente(server);
    const rosa = await crearVendedor(cuenta, 'Rosa');
    const a = await crear(cuenta, { nombre: 'Primera', descripcion: 'Revisar cobranza', vendedor: rosa });
    const b = await crear(cuenta, { nombre: 'Segunda', descripcion: 'Llamar al cliente' });
    const c = await crear(cuenta, { nombre: 'Tercera', descripcion: 'Revisar siniestro', status: 'cerrada' });
    const ids = async (query: string) => {
      const res = await server.api('GET', `/tareas?${query}`, undefined, cuenta.auth);
      expect(res.status, res.body.message).to.equal(200);
      return res.body.body.items.map((t: { id: number }) => t.id);
    };
    expect(await ids('status=abierta&size=-1&order=fecha asc, vencimiento asc')).to.deep.equal([a, b]);
    expect(await ids('size=-1')).to.deep.equal([a, b, c]);
    expect(await ids('nombre[cn]=segun')).to.deep.equal([b]);
    expect(await ids('descripcion[cn]=REVISAR')).to.deep.equal([a, c]);
    expect(await ids(`vendedor_id=${rosa}`)).to.deep.equal([a]);
    expect(await ids('status=cerrada&nombre[cn]=&descripcion[cn]=&vendedor_id=&page=1')).to.deep.equal([c]);
    const lista = (await server.api('GET', '/tareas?status=abierta&size=-1', undefined, cuenta.auth)).body.body;
    expect(lista).to.include({ totalItems: 2, currentPage: 1 });
    expect(lista.items[0]).to.deep.include({ nombre: 'Primera', vendedorNombres: 'Rosa', prioridad: { name: 'media', displayName: 'Media' } });
    expect((await server.api('GET', '/tareas?status=pendiente', undefined, cuenta.auth)).status).to.equal(400);
  });

  it('orders by vencimiento after fecha when asked', async () => {
    const cuenta = await crearAgente(server);
    const tarde = await crear(cuenta, { ...tarea, vencimiento: '2027-01-02 10:00:00' });
    const pronto = await crear(cuenta, { ...tarea, vencimiento: '2027-01-01 10:00:00' });
    const res = await server.api('GET', '/tareas?order=vencimiento asc', undefined, cuenta.auth);
    expect(res.body.body.items.map((t: { id: number }) => t.id)).to.deep.equal([pronto, tarde]);
  });

  it('validates the form with the spec rules', async () => {
    const mensaje = async (metodo: string, ruta: string, datos: object) => {
      const res = await server.api(metodo, ruta, datos, agente.auth);
      expect(res.status).to.equal(400);
      return res.body.message;
    };
    expect(await mensaje('POST', '/tareas', { descripcion: 'x' })).to.equal('El nombre es obligatorio');
    expect(await mensaje('POST', '/tareas', { ...tarea, nombre: 'Llamar <2> veces' })).to.equal('El nombre solo admite letras, números, espacios y signos de puntuación comunes');
    expect(await mensaje('POST', '/tareas', { ...tarea, nombre: 'a'.repeat(101) })).to.equal('El nombre debe tener como máximo 100 caracteres');
    expect(await mensaje('POST', '/tareas', { nombre: 'Llamar' })).to.equal('La descripción es obligatoria');
    expect(await mensaje('POST', '/tareas', { ...tarea, descripcion: 'x'.repeat(1001) })).to.equal('La descripción debe tener como máximo 1000 caracteres');
    expect(await mensaje('POST', '/tareas', { ...tarea, prioridad: 'urgente' })).to.equal('La prioridad debe ser uno de: baja, media, alta');
    expect(await mensaje('POST', '/tareas', { ...tarea, tipo: 'junta' })).to.match(/^El tipo debe ser uno de: tarea, /);
    expect(await mensaje('POST', '/tareas', { ...tarea, vencimiento: '2026-02-30 10:00:00' })).to.equal('El vencimiento debe ser una fecha y hora válidas (yyyy-MM-dd HH:mm:ss)');
    expect(await mensaje('POST', '/tareas', { ...tarea, vencimiento: '2026-02-10 25:00:00' })).to.equal('El vencimiento debe ser una fecha y hora válidas (yyyy-MM-dd HH:mm:ss)');
    expect(await mensaje('POST', '/tareas', { ...tarea, vendedor: 'Rosa' })).to.equal('El vendedor no es válido');
    const id = await crear(agente, tarea);
    expect(await mensaje('PUT', `/tareas/${id}`, { ...tarea, tipo: 'tarea', status: 'abierta' })).to.equal('La prioridad es obligatoria');
    expect(await mensaje('PUT', `/tareas/${id}`, { ...tarea, prioridad: 'media', status: 'abierta' })).to.equal('El tipo es obligatorio');
    expect(await mensaje('PUT', `/tareas/${id}`, { ...tarea, prioridad: 'media', tipo: 'tarea' })).to.equal('El estatus es obligatorio');
  });

  it('refuses a seller of another agent or one that does not exist', async () => {
    const ajeno = await crearVendedor(otro, 'Ajeno');
    for (const v of [ajeno, 999999]) {
      const res = await server.api('POST', '/tareas', { ...tarea, vendedor: v }, agente.auth);
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('El vendedor no existe');
    }
  });

  it('deletes a task with TAREAS_W', async () => {
    const id = await crear(agente, tarea);
    const res = await server.api('DELETE', `/tareas/${id}`, undefined, agente.auth);
    expect(res.body).to.deep.include({ ok: true, message: 'Tarea eliminada correctamente', body: { id } });
    expect((await server.api('GET', `/tareas/${id}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('DELETE', `/tareas/${id}`, undefined, agente.auth)).status).to.equal(404);
  });

  it("answers 404 for another agent's task and for ids that name none", async () => {
    const id = await crear(otro, tarea);
    expect((await server.api('GET', `/tareas/${id}`, undefined, agente.auth)).body.message).to.equal('La tarea no existe');
    const put = await server.api('PUT', `/tareas/${id}`, { ...tarea, prioridad: 'media', tipo: 'tarea', status: 'abierta' }, agente.auth);
    expect(put.status).to.equal(404);
    expect((await server.api('DELETE', `/tareas/${id}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', '/tareas/abc', undefined, agente.auth)).status).to.equal(404);
    const lista = await server.api('GET', '/tareas?size=-1', undefined, agente.auth);
    expect(lista.body.body.items.map((t: { id: number }) => t.id)).not.to.include(id);
    expect((await server.api('GET', `/tareas/${id}`, undefined, otro.auth)).status).to.equal(200);
  });

  it('needs TAREAS_R to read and TAREAS_W to write; 401 without a session', async () => {
    const id = await crear(agente, tarea);
    expect((await server.api('GET', '/tareas', undefined, lector.auth)).status).to.equal(200);
    expect((await server.api('GET', `/tareas/${id}`, undefined, lector.auth)).status).to.equal(200);
    expect((await server.api('POST', '/tareas', tarea, lector.auth)).status).to.equal(403);
    expect((await server.api('PUT', `/tareas/${id}`, tarea, lector.auth)).status).to.equal(403);
    expect((await server.api('DELETE', `/tareas/${id}`, undefined, lector.auth)).status).to.equal(403);
    for (const ruta of ['/tareas', `/tareas/${id}`, '/tareas/prioridades', '/tareas/status', '/tareas/tipos']) {
      expect((await server.api('GET', ruta, undefined, sinRol.auth)).status, ruta).to.equal(403);
      expect((await server.api('GET', ruta)).status, ruta).to.equal(401);
    }
  });
});
