import { expect } from 'chai';
import type { RegistroBitacora } from '../../../plugins/crm/shared/bitacora.ts';
import type { Tarea } from '../../../plugins/crm/shared/tareas.ts';
import type { Cuenta } from '../../helpers/accounts.ts';
import { HOY_DEMO, sembrarDemoDePrueba } from '../../helpers/demo.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const FIN_DE_SEMANA = '2026-03-16 23:59:59'; // HOY_DEMO + 6 days
const INICIO_DE_HOY = `${HOY_DEMO} 00:00:00`;

describe('demo data: tasks and activity log', () => {
  let server: TestServer;
  let demo: Cuenta;
  let tareas: Tarea[];
  let clientes: { id: number; nombre: string }[];

  before(async function () {
    this.timeout(60_000);
    server = await startTestServer();
    demo = (await sembrarDemoDePrueba(server)).cuenta;
    tareas = (await server.api('GET', '/tareas?size=-1', undefined, demo.auth)).body.body.items;
    clientes = (await server.api('GET', '/clientes?size=-1', undefined, demo.auth)).body.body.items;
  });
  after(() => server.close());

  it('adds 15 tasks of mixed priority, type and status', () => {
    expect(tareas).to.have.length(15);
    expect(new Set(tareas.map((t) => t.prioridad.name))).to.deep.equal(new Set(['alta', 'media', 'baja']));
    expect(new Set(tareas.map((t) => t.tipo.name)).size).to.be.at.least(6);
    const cerradas = tareas.filter((t) => t.status.name === 'cerrada');
    expect(cerradas).to.have.length(3);
    for (const t of cerradas) expect((t.fechaCierre ?? '') >= t.fecha, t.nombre).to.equal(true);
    for (const t of tareas) expect(t.fecha < INICIO_DE_HOY, t.nombre).to.equal(true);
  });

  it('has open tasks overdue and open tasks due this week, relative to the demo’s today', () => {
    const vencimientos = tareas.flatMap((t) => (t.status.name === 'abierta' && t.vencimiento ? [t.vencimiento] : []));
    expect(vencimientos.filter((v) => v < INICIO_DE_HOY)).to.have.length(3);
    expect(vencimientos.filter((v) => v >= INICIO_DE_HOY && v <= FIN_DE_SEMANA).length).to.be.at.least(5);
  });

  it('names demo clients in some tasks', () => {
    const nombrados = tareas.filter((t) => clientes.some((c) => t.descripcion.endsWith(`Cliente: ${c.nombre}.`)));
    expect(nombrados.length).to.be.at.least(8);
  });

  it('writes log records on 15 clients, signed by the principal user, dated before today', async () => {
    const usuarioId = demo.login.usuario.id;
    const conBitacora: RegistroBitacora[][] = [];
    for (const c of clientes) {
      const registros: RegistroBitacora[] = (await server.api('GET', `/crm?clienteId=${c.id}`, undefined, demo.auth)).body.body;
      if (registros.length) conBitacora.push(registros);
    }
    expect(conBitacora).to.have.length(15);
    const registros = conBitacora.flat();
    const textos = registros.flatMap((r) => r.textos);
    expect(new Set(textos.map((t) => t.tipo))).to.include.members(['llamada saliente', 'nota general', 'correo']);
    for (const r of registros) {
      expect(r.autor.id).to.equal(usuarioId);
      expect(r.fecha < INICIO_DE_HOY).to.equal(true);
      expect(r.tipo).to.equal(r.textos[0].tipo);
      for (const t of r.textos) expect(t.autor.id).to.equal(usuarioId);
    }
  });
});
