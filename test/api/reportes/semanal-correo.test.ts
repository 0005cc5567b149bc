import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { diasEntre, sumarDias } from '../../../plugins/polizas/shared/fechas.ts';
import { dependenciasSemanal, enviarReportesSemanales } from '../../../plugins/reportes/server/index.ts';
import { lunesDe } from '../../../plugins/reportes/shared/agenda.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearPolizaQueVence, prepararCartera } from '../../helpers/polizas.ts';
import { startTestServer, testLogger, type TestServer } from '../../helpers/server.ts';
import { smtpCompartido } from '../../helpers/smtp.ts';

/**
 * Beyond the spec: the weekly report e-mailed every Monday at 08:00 to the agents who turned it on,
 * once per week even when several instances run the job at the same time (ADR 027).
 */
describe('reporte semanal por correo', function () {
  this.timeout(180_000);
  let a: TestServer;
  let b: TestServer;
  let agente: Cuenta;
  let callado: Cuenta;
  // A Monday two weeks ahead, 08:00 in Mexico City (UTC-6, no daylight saving since 2022).
  const lunes = lunesDe(sumarDias(hoyEnMexico(), 14));
  const ahora = new Date(`${lunes}T08:00:00-06:00`);
  let noPoliza: string;

  const deps = async (server: TestServer) =>
    dependenciasSemanal({ db: await getTestDatabase(), services: server.app.services, log: testLogger(server.config), config: server.config });
  const correosA = async (cuenta: Cuenta) => (await smtpCompartido()).mails.filter((m) => m.to.includes(cuenta.correo.toLowerCase()) && m.subject.startsWith('Tu reporte semanal'));
  const ajuste = (cuenta: Cuenta, body?: unknown) => a.api(body === undefined ? 'GET' : 'PUT', '/reportes/semanal/ajustes', body, cuenta.auth);

  before(async () => {
    a = await startTestServer();
    b = await startTestServer();
    agente = await crearAgente(a);
    callado = await crearAgente(a);
    const poliza = await crearPolizaQueVence(a, agente, await prepararCartera(a, agente), diasEntre(hoyEnMexico(), sumarDias(lunes, 2)));
    noPoliza = (await a.api('GET', `/polizas/${poliza}`, undefined, agente.auth)).body.body.noPoliza;
    await crearPolizaQueVence(a, callado, await prepararCartera(a, callado), diasEntre(hoyEnMexico(), sumarDias(lunes, 2)));
  });
  after(async () => {
    // Leave no agent asking for mail in a shared database.
    if (agente) await ajuste(agente, { activo: false });
    await a?.close();
    await b?.close();
  });

  it('keeps the setting off until the agent turns it on, and says where the mail goes', async () => {
    expect((await ajuste(agente)).body.body).to.deep.equal({ activo: false, correo: agente.correo });
    const res = await ajuste(agente, { activo: true });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.message).to.equal('Recibirás el reporte semanal cada lunes a las 08:00');
    expect((await ajuste(agente)).body.body.activo).to.equal(true);
    const malo = await ajuste(agente, { activo: 'quizá' });
    expect(malo.status).to.equal(400);
  });

  it('sends the Monday report once when two instances run the job at the same moment', async () => {
    const [primero, segundo] = await Promise.all([enviarReportesSemanales(await deps(a), ahora), enviarReportesSemanales(await deps(b), ahora)]);
    expect(primero.semana).to.equal(lunes);
    const mios = [...primero.enviados, ...segundo.enviados].filter((id) => id === agente.login.agenteId);
    expect(mios).to.have.length(1);
    const correos = await correosA(agente);
    expect(correos).to.have.length(1);
    expect(correos[0].text).to.include(noPoliza);
    expect(correos[0].text).to.include(`/reportes/semanal/${lunes}`);
    // Later runs of the same week find it sent.
    await enviarReportesSemanales(await deps(b), new Date(ahora.getTime() + 60_000));
    expect(await correosA(agente)).to.have.length(1);
  });

  it('sends nothing to an agent who did not turn it on', async () => {
    expect(await correosA(callado)).to.have.length(0);
  });

  it('refuses the setting to a user without the weekly-report privilege', async () => {
    const sin = await crearUsuarioAdicional(a, agente, ['ROLE_CLIENTES_R']);
    expect((await ajuste(sin, { activo: false })).status).to.equal(403);
    expect((await ajuste(sin)).status).to.equal(403);
  });
});
