import { AxeBuilder } from '@axe-core/webdriverio';
import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { RpaLog, RpaLogDetalle, sincronizarClave } from '../../../plugins/integraciones/server/index.ts';
import { MENSAJES_AUTOMATIZACIONES, MENSAJES_SINCRONIZACION } from '../../../plugins/integraciones/shared/mensajes.ts';
import { crearPoliza } from '../../../plugins/polizas/server/index.ts';
import { validarPoliza } from '../../../plugins/polizas/shared/poliza-form.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { abrirDesdeElMenu, waitForPath, waitForText } from '../../helpers/browser.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { datosPoliza, prepararCartera, recibosDePoliza, type Cartera } from '../../helpers/polizas.ts';
import { PortalSimulado } from '../../helpers/portal-simulado.ts';
import type { TestServer } from '../../helpers/server.ts';
import { agenteConPortal, dependencias, idDeGnp, polizasDelPortal } from '../../api/integraciones/sincronizacion-ayuda.ts';

const M = MENSAJES_AUTOMATIZACIONES;
const LISTA = `[aria-label="${M.lista}"]`;
const DETALLE = `[aria-label="${M.listaDetalle}"]`;
const ERROR_DE_CARATULA = MENSAJES_SINCRONIZACION.pdfIlegible;

/** A policy as the sync leaves it: created by a process, so it carries esRobot (spec 02 §1). */
async function polizaRobot(agente: Cuenta, cartera: Cartera): Promise<number> {
  const datos = validarPoliza(datosPoliza(cartera, { noPoliza: 'ROBOT-1' }));
  if (!datos.ok) throw new Error(datos.message);
  const db = await getTestDatabase();
  const escritor = { agenteId: agente.login.agenteId, usuarioId: agente.login.usuario.id };
  return withTenant(db.knex, escritor.agenteId, (trx) => crearPoliza(trx, escritor, datos.value, { esRobot: true }));
}

/**
 * Two runs of the agent's key, written through the sync's own models: an older one the portal
 * refused, and a newer one with 23 policies, the last three on page 2 (error, pendiente, and a
 * success on the robot policy and its receipt).
 */
async function sembrarCorridas(agente: Cuenta, cartera: Cartera, polizaId: number, reciboId: number): Promise<{ rechazada: number; exitosa: number }> {
  const db = await getTestDatabase();
  return withTenant(db.knex, agente.login.agenteId, async (trx) => {
    const base = { agenteId: agente.login.agenteId, claveId: cartera.claveId, aseguradoraId: 1 };
    const rechazada = await RpaLog.query(trx).insertAndFetch({
      ...base,
      inicio: new Date('2026-03-02T15:00:00Z'),
      fin: new Date('2026-03-02T15:01:00Z'),
      status: 'credenciales',
      totalRegistros: 0,
      mensaje: MENSAJES_SINCRONIZACION.credenciales('Qualitas'),
    });
    const exitosa = await RpaLog.query(trx).insertAndFetch({
      ...base,
      inicio: new Date('2026-03-09T21:30:00Z'),
      fin: new Date('2026-03-09T21:45:00Z'),
      status: 'exito',
      totalRegistros: 23,
      mensaje: MENSAJES_SINCRONIZACION.terminada(23),
    });
    const detalle = { agenteId: base.agenteId, logId: exitosa.id, polizaId: null, reciboId: null };
    for (let i = 1; i <= 20; i++) {
      await RpaLogDetalle.query(trx).insert({ ...detalle, status: 'exito', noPoliza: `PORTAL-${i}`, resultado: MENSAJES_SINCRONIZACION.sinCambios });
    }
    await RpaLogDetalle.query(trx).insert({ ...detalle, status: 'error', noPoliza: 'PORTAL-21', resultado: ERROR_DE_CARATULA });
    await RpaLogDetalle.query(trx).insert({ ...detalle, status: 'pendiente', noPoliza: 'PORTAL-22', resultado: null });
    await RpaLogDetalle.query(trx).insert({ ...detalle, status: 'exito', noPoliza: 'ROBOT-1', resultado: MENSAJES_SINCRONIZACION.creada, polizaId, reciboId });
    return { rechazada: rechazada.id, exitosa: exitosa.id };
  });
}

/** Issue 17, the sync logs in the browser (spec 02 §2.14, §4 'Sync detail', §11). */
describe('integraciones: las sincronizaciones con los portales', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));
  const portal = new PortalSimulado();
  before(() => portal.iniciar());
  after(() => portal.cerrar());

  /** axe-core on the screen as it is: no critical or serious violation (as test/e2e/core/accesibilidad.test.ts). */
  async function sinViolacionesGraves(pantalla: string) {
    const { violations } = await new AxeBuilder({ client: browser }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    const graves = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${pantalla}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(graves).to.deep.equal([]);
  }

  it('lists the runs newest first, opens one and pages its policies: error text, pendiente and the esRobot warning with its links', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);

    // Before any run the page says what sync is and where to turn it on.
    await abrirComo(browser, server, agente, '/resumen');
    await abrirDesdeElMenu(browser, 'reportes', '/automatizaciones');
    await waitForText(browser, 'main', (t) => t.includes(M.vacioTitulo) && t.includes('contraseña del portal'));
    expect(await browser.$(`main a[href="/configuracion/claves"]`).isExisting()).to.equal(true);
    await sinViolacionesGraves('sin corridas');

    const polizaId = await polizaRobot(agente, cartera);
    const [recibo] = await recibosDePoliza(server, agente, polizaId);
    const { rechazada, exitosa } = await sembrarCorridas(agente, cartera, polizaId, recibo.id);

    await browser.refresh();
    const lista = await waitForText(browser, LISTA, (t) => t.includes('Credenciales incorrectas'));
    // Newest first; times in Mexico City as 'dd MMM yyyy HH:mm a' (21:45 UTC is 15:45 there).
    const filas = await browser.$$(`${LISTA} [data-log]`).map((f) => f.getAttribute('data-log'));
    expect(filas).to.deep.equal([String(exitosa), String(rechazada)]);
    expect(lista)
      .to.include('09 mar 2026 15:30')
      .and.include('09 mar 2026 15:45')
      .and.include('23 registros')
      .and.include('Exitosa')
      .and.include(MENSAJES_SINCRONIZACION.credenciales('Qualitas'));
    await sinViolacionesGraves('lista');

    await browser.$(`[data-log="${exitosa}"] a`).click();
    await waitForPath(browser, `/automatizaciones/${exitosa}`);
    await waitForText(browser, 'h1', M.tituloDetalle);
    const primera = await waitForText(browser, DETALLE, (t) => t.includes('PORTAL-20'));
    expect(primera).to.include(M.exito).and.not.include('PORTAL-21');
    expect(await browser.$$(`${DETALLE} [data-detalle]`).length).to.equal(20);

    await browser.$('button[aria-label="Página siguiente"]').click();
    await waitForPath(browser, `/automatizaciones/${exitosa}`, '?page=2&size=20');
    const segunda = await waitForText(browser, DETALLE, (t) => t.includes('ROBOT-1'));
    expect(segunda).to.include(ERROR_DE_CARATULA).and.include(MENSAJES_SINCRONIZACION.procesamientoEnCurso).and.include(M.validar(true, false)).and.not.include('PORTAL-20');
    await sinViolacionesGraves('detalle');

    // The address keeps the page: reloading stays on page 2.
    await browser.refresh();
    await waitForText(browser, DETALLE, (t) => t.includes('ROBOT-1'));

    // The receipt opens in the policy's detail; the policy link leads to its page.
    await browser.$(DETALLE).$(`button=${M.verRecibo}`).click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('ROBOT-1'));
    await browser.keys('Escape');
    await browser.$(`${DETALLE} a[href="/poliza/${polizaId}"]`).click();
    await waitForPath(browser, `/poliza/${polizaId}`);
  });

  it('sends another agent’s run to the not-found page, and a user without the privilege sees neither the entry nor the page', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const polizaId = await polizaRobot(agente, cartera);
    const [recibo] = await recibosDePoliza(server, agente, polizaId);
    const { exitosa } = await sembrarCorridas(agente, cartera, polizaId, recibo.id);

    const otro = await crearAgente(server);
    await abrirComo(browser, server, otro, `/automatizaciones/${exitosa}`);
    await waitForPath(browser, '/404');

    const conPrivilegio = await crearUsuarioAdicional(server, agente, ['ROLE_REPORTES_AUTOMATIZACIONES']);
    await abrirComo(browser, server, conPrivilegio, '/resumen');
    await abrirDesdeElMenu(browser, 'reportes', '/automatizaciones');
    await waitForText(browser, LISTA, (t) => t.includes('23 registros'));

    const sinPrivilegio = await crearUsuarioAdicional(server, agente, ['ROLE_REPORTES_POLIZAS']);
    await abrirComo(browser, server, sinPrivilegio, '/resumen');
    const menu = browser.$('nav[aria-label="Navegación principal"]');
    // The reports the user holds are there; the sync logs are not.
    await menu.$('a[href="/reportes/polizas"]').waitForExist({ timeout: 15_000 });
    expect(await menu.$('a[href="/automatizaciones"]').isExisting()).to.equal(false);
    await abrirComo(browser, server, sinPrivilegio, `/automatizaciones/${exitosa}`);
    await waitForText(browser, 'h1', 'No tienes acceso a esta página');
  });

  it('shows a real run against the stand-in portal, its policies with the validation warning, and a run stopped by a CAPTCHA', async () => {
    const db = await getTestDatabase();
    portal.usuarios.set('agente.e2e', 'Portal-E2E-4471');
    portal.polizas = polizasDelPortal();
    const a = await agenteConPortal(server, await idDeGnp(db), 'agente.e2e', 'Portal-E2E-4471');
    const deps = dependencias(server, db, portal, []);
    const importada = await sincronizarClave(deps, a.agenteId, a.claveId);
    expect(importada).to.include({ status: 'exito', totalRegistros: 3 });
    portal.modo = 'captcha-lista';
    const detenida = await sincronizarClave(deps, a.agenteId, a.claveId);
    expect(detenida.status).to.equal('captcha');

    await abrirComo(browser, server, a.cuenta, '/automatizaciones');
    const lista = await waitForText(browser, LISTA, (t) => t.includes(M.status.captcha));
    expect(lista).to.include('GNP Seguros').and.include(M.clave('0123456')).and.include(detenida.mensaje).and.include('3 registros');
    await browser.$(`[data-log="${importada.logId}"] a`).click();
    const detalle = await waitForText(browser, DETALLE, (t) => t.includes('GMM-55123-7'));
    expect(detalle).to.include('1100254789').and.include(MENSAJES_SINCRONIZACION.creada).and.include(M.validar(true, true));
    expect(await browser.$$(`${DETALLE} a[href^="/poliza/"]`).length).to.equal(3);
  });
});
