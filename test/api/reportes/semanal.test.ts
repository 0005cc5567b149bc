import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { diasEntre, sumarDias } from '../../../plugins/polizas/shared/fechas.ts';
import { semanaDe, type ReporteSemanal } from '../../../plugins/reportes/shared/agenda.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearClave, crearPolizaQueVence, diaDesdeHoy, type Cartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Spec 03 §2, §3, §7 'Weekly report': GET /reportes/weekly/{fecha}. */
describe('reporte semanal API', function () {
  this.timeout(180_000);
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  // A week in the coming month: its Wednesday has a policy ending and its receipt due, its Thursday a birthday.
  const semana = semanaDe(diaDesdeHoy(21));
  const miercoles = sumarDias(semana.inicio, 2);
  const jueves = sumarDias(semana.inicio, 3);
  /** A birth date whose birthday falls on `dia` (1985, or 1984 for 29 February). */
  const nacidoEl = (dia: string) => `${dia.slice(5) === '02-29' ? '1984' : '1985'}${dia.slice(4)}`;
  /** A birthday far from the week, for the policies' own clients. */
  const lejos = nacidoEl(sumarDias(semana.inicio, 180));
  const diasHasta = (dia: string) => diasEntre(hoyEnMexico(), dia);
  let poliza: number;
  let cumpleanero: number;
  let polizaAjena: number;

  const semanal = async (cuenta: Cuenta, fecha: string) => server.api('GET', `/reportes/weekly/${fecha}`, undefined, cuenta.auth);

  async function cartera(cuenta: Cuenta): Promise<Cartera> {
    return { clienteId: await crearCliente(server, cuenta, { fecNacimiento: lejos }), claveId: await crearClave(server, cuenta) };
  }

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    poliza = await crearPolizaQueVence(server, agente, await cartera(agente), diasHasta(miercoles));
    cumpleanero = await crearCliente(server, agente, { nombres: 'Berta', fecNacimiento: nacidoEl(jueves) });
    // The other agent: a policy and a birthday in the same week, never shown to the first.
    polizaAjena = await crearPolizaQueVence(server, otro, await cartera(otro), diasHasta(miercoles));
    await crearCliente(server, otro, { nombres: 'Carla', fecNacimiento: nacidoEl(jueves) });
  });
  after(() => server?.close());

  it('lists the renewals, collections and birthdays of the week from Monday to Sunday, with the summary', async () => {
    const res = await semanal(agente, jueves);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const reporte: ReporteSemanal = res.body.body;
    expect([reporte.inicio, reporte.fin]).to.deep.equal([semana.inicio, semana.fin]);
    expect(reporte.renovaciones.map((r) => [r.polizaId, r.vencimiento, r.ramo])).to.deep.equal([[poliza, miercoles, 'Auto']]);
    expect(reporte.renovaciones[0]).to.include({ nombres: reporte.renovaciones[0].nombres, apPat: 'Gómez', moneda: 'MXN', total: 1160 });
    expect(reporte.cobranza.map((r) => [r.polizaId, r.vencimiento, r.serie, r.totalSerie, r.vencido])).to.deep.equal([[poliza, miercoles, 1, 1, false]]);
    expect(reporte.cumpleanos.map((c) => [c.clienteId, c.fecha, c.nombres])).to.deep.equal([[cumpleanero, jueves, 'Berta']]);
    expect(reporte.cumpleanos[0].edad).to.equal(Number(jueves.slice(0, 4)) - Number(nacidoEl(jueves).slice(0, 4)));
    expect(reporte.summary).to.deep.equal({ polizas: 1, recibos: 1, polizasTotal: 1160, recibosComiciones: reporte.cobranza[0].comision, cumpleanos: 1 });
  });

  it('answers the same week for any of its days', async () => {
    const lunes = (await semanal(agente, semana.inicio)).body.body;
    const domingo = (await semanal(agente, semana.fin)).body.body;
    expect(domingo).to.deep.equal(lunes);
    const siguiente: ReporteSemanal = (await semanal(agente, sumarDias(semana.fin, 1))).body.body;
    expect(siguiente.inicio).to.equal(sumarDias(semana.fin, 1));
  });

  it('answers empty sections and a zero summary for a week without records', async () => {
    const res = await semanal(agente, sumarDias(semana.inicio, -7 * 30));
    expect(res.status).to.equal(200);
    const { renovaciones, cobranza, cumpleanos, summary } = res.body.body as ReporteSemanal;
    expect({ renovaciones, cobranza, cumpleanos }).to.deep.equal({ renovaciones: [], cobranza: [], cumpleanos: [] });
    expect(summary).to.deep.equal({ polizas: 0, recibos: 0, polizasTotal: 0, recibosComiciones: 0, cumpleanos: 0 });
  });

  it('never shows another agent’s policies or clients', async () => {
    const mio: ReporteSemanal = (await semanal(agente, jueves)).body.body;
    expect(mio.renovaciones.map((r) => r.polizaId)).not.to.include(polizaAjena);
    expect(mio.cumpleanos.map((c) => c.nombres)).not.to.include('Carla');
    const suyo: ReporteSemanal = (await semanal(otro, jueves)).body.body;
    expect(suyo.renovaciones.map((r) => r.polizaId)).to.deep.equal([polizaAjena]);
    expect(suyo.cumpleanos.map((c) => c.nombres)).to.deep.equal(['Carla']);
  });

  it('refuses a date that is not yyyy-MM-dd or does not exist with a 400 in Spanish', async () => {
    for (const fecha of ['2026-02-30', 'hola', '2026-13-01', '23-11-2026', '%E0%A4%A', '2026-11-2']) {
      const res = await semanal(agente, fecha);
      expect(res.status, fecha).to.equal(400);
      expect(res.body.message, fecha).to.match(/no es válida: usa el formato aaaa-MM-dd/);
    }
  });

  it('refuses a user without the weekly-report privilege and serves one who holds it the agent’s report', async () => {
    const sinPrivilegio = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    expect((await semanal(sinPrivilegio, jueves)).status).to.equal(403);
    const conPrivilegio = await crearUsuarioAdicional(server, agente, ['ROLE_REPORTE_SEMANAL']);
    const res = await semanal(conPrivilegio, jueves);
    expect(res.status).to.equal(200);
    expect(res.body.body.renovaciones.map((r: { polizaId: number }) => r.polizaId)).to.deep.equal([poliza]);
  });
});
