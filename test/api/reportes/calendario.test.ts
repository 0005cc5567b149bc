import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { sumarDias } from '../../../plugins/polizas/shared/fechas.ts';
import { limitesCalendario, type EventoCalendario } from '../../../plugins/reportes/shared/agenda.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearClave, crearPolizaQueVence, diaDesdeHoy } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Spec 02 §2.15 and §7: GET /calendario?inicio&fin&type=ALL|BIRTHDAY|RENEWAL|COLLECTION → body.eventos. */
describe('calendario API', function () {
  this.timeout(180_000);
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  const hoy = hoyEnMexico();
  // Six weeks around today: a receipt overdue three days, a policy ending in ten days, a birthday in five.
  const inicio = sumarDias(hoy, -20);
  const fin = sumarDias(hoy, 21);
  const cumple = diaDesdeHoy(5);
  const lejos = `1985${sumarDias(hoy, 180).slice(4)}`.replace('-02-29', '-02-28');
  let vencida: number;
  let porRenovar: number;
  let cumpleanero: number;
  let ajena: number;

  const calendario = (cuenta: Cuenta, query: string) => server.api('GET', `/calendario?${query}`, undefined, cuenta.auth);
  const eventos = async (cuenta: Cuenta, type?: string): Promise<EventoCalendario[]> => {
    const res = await calendario(cuenta, `inicio=${inicio}&fin=${fin}${type ? `&type=${type}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.body.eventos;
  };
  const cartera = async (cuenta: Cuenta) => ({ clienteId: await crearCliente(server, cuenta, { fecNacimiento: lejos }), claveId: await crearClave(server, cuenta) });

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    const mia = await cartera(agente);
    vencida = await crearPolizaQueVence(server, agente, mia, -3);
    porRenovar = await crearPolizaQueVence(server, agente, mia, 10);
    cumpleanero = await crearCliente(server, agente, { nombres: 'Berta', fecNacimiento: `1990${cumple.slice(4)}`.replace('-02-29', '-02-28') });
    ajena = await crearPolizaQueVence(server, otro, await cartera(otro), 10);
    await crearCliente(server, otro, { nombres: 'Carla', fecNacimiento: `1990${cumple.slice(4)}`.replace('-02-29', '-02-28') });
  });
  after(() => server?.close());

  it('answers renewals, collections and birthdays of the range, by day, with overdue receipts marked', async () => {
    const todos = await eventos(agente);
    const resumen = todos.map((e) => [e.tipo, e.fecha, e.tipo === 'BIRTHDAY' ? e.clienteId : e.polizaId]);
    expect(resumen).to.have.deep.members([
      ['COLLECTION', diaDesdeHoy(-3), vencida],
      ['RENEWAL', diaDesdeHoy(-3), vencida],
      ['BIRTHDAY', cumple, cumpleanero],
      ['COLLECTION', diaDesdeHoy(10), porRenovar],
      ['RENEWAL', diaDesdeHoy(10), porRenovar],
    ]);
    expect(todos.map((e) => e.fecha)).to.deep.equal(todos.map((e) => e.fecha).sort());
    const cobros = todos.filter((e) => e.tipo === 'COLLECTION');
    expect(cobros.map((e) => [e.polizaId, e.vencido])).to.have.deep.members([
      [vencida, true],
      [porRenovar, false],
    ]);
  });

  it('filters by each type, and ALL when absent', async () => {
    for (const type of ['BIRTHDAY', 'RENEWAL', 'COLLECTION'] as const) {
      const solo = await eventos(agente, type);
      expect(solo.length, type).to.be.greaterThan(0);
      expect([...new Set(solo.map((e) => e.tipo))], type).to.deep.equal([type]);
    }
    expect(await eventos(agente, 'ALL')).to.deep.equal(await eventos(agente));
    expect((await eventos(agente, 'birthday')).map((e) => e.tipo)).to.deep.equal(['BIRTHDAY']);
  });

  it('never shows another agent’s policies or clients', async () => {
    const mios = await eventos(agente);
    expect(mios.some((e) => e.tipo !== 'BIRTHDAY' && e.polizaId === ajena)).to.equal(false);
    expect(mios.some((e) => e.nombres === 'Carla')).to.equal(false);
    const suyos = await eventos(otro);
    expect(suyos.map((e) => e.tipo).sort()).to.deep.equal(['BIRTHDAY', 'COLLECTION', 'RENEWAL']);
  });

  it('accepts a month view from two years before to two years after this month, and nothing beyond', async () => {
    const { desde, hasta } = limitesCalendario(hoy);
    expect((await calendario(agente, `inicio=${desde}&fin=${sumarDias(desde, 41)}`)).status).to.equal(200);
    expect((await calendario(agente, `inicio=${sumarDias(hasta, -41)}&fin=${hasta}`)).status).to.equal(200);
    for (const [query, mensaje] of [
      [`inicio=${sumarDias(desde, -1)}&fin=${sumarDias(desde, 30)}`, /dos años antes y después/],
      [`inicio=${sumarDias(hasta, -30)}&fin=${sumarDias(hasta, 1)}`, /dos años antes y después/],
      [`inicio=${inicio}&fin=${sumarDias(inicio, 42)}`, /a lo sumo 42 días/],
      [`inicio=${fin}&fin=${inicio}`, /no puede ser anterior/],
      [`inicio=${inicio}`, /Indica inicio y fin/],
      [`inicio=2026-02-30&fin=${fin}`, /no es válida/],
      [`inicio=${inicio}&fin=${fin}&type=TAREAS`, /ALL, BIRTHDAY, RENEWAL, COLLECTION/],
      [`inicio=${inicio}&inicio=${inicio}&fin=${fin}`, /más de una vez/],
    ] as const) {
      const res = await calendario(agente, query);
      expect(res.status, query).to.equal(400);
      expect(res.body.message, query).to.match(mensaje);
    }
  });

  it('refuses a user without the calendar privilege and serves one who holds it', async () => {
    const sin = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    expect((await calendario(sin, `inicio=${inicio}&fin=${fin}`)).status).to.equal(403);
    const con = await crearUsuarioAdicional(server, agente, ['ROLE_CALENDARIO_R']);
    expect((await calendario(con, `inicio=${inicio}&fin=${fin}`)).status).to.equal(200);
  });
});
