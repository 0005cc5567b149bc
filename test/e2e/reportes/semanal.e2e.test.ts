import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { diasEntre } from '../../../plugins/polizas/shared/fechas.ts';
import { semanaDe } from '../../../plugins/reportes/shared/agenda.ts';
import { MENSAJES_AGENDA } from '../../../plugins/reportes/shared/agenda-mensajes.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { abrirDesdeElMenu, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearPolizaQueVence, prepararCartera } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** Spec 03 §2 'Weekly report': reached from the menu, each policy links to its page, empty sections say so. */
describe('reportes: reporte semanal', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  let agente: Cuenta;
  let polizaId: number;
  before(async () => {
    ({ server, browser } = suite);
    agente = await crearAgente(server);
    // Ends, and its receipt is due, on this week's Sunday.
    const hoy = hoyEnMexico();
    polizaId = await crearPolizaQueVence(server, agente, await prepararCartera(server, agente), diasEntre(hoy, semanaDe(hoy).fin), { noPoliza: 'SEM-1' });
  });

  it('opens from the menu with this week, and a policy link leads to the policy', async () => {
    await abrirComo(browser, server, agente, '/resumen');
    await abrirDesdeElMenu(browser, 'reportes', '/reportes/semanal');
    await waitForText(browser, '.cartera-semanal', (t) => t.includes('SEM-1') && t.includes(MENSAJES_AGENDA.sinRegistros));
    // Renewals and collections hold the policy; no birthday this week.
    expect(await browser.$$(`.cartera-semanal-tabla a[href="/poliza/${polizaId}"]`).length).to.equal(2);
    const secciones = await browser.$$('.cartera-semanal-seccion').map((s) => s.getText());
    expect(secciones.find((t) => t.startsWith('Cumpleaños'))).to.include(MENSAJES_AGENDA.sinRegistros);
    await browser.$(`.cartera-semanal-tabla a[href="/poliza/${polizaId}"]`).click();
    await waitForPath(browser, `/poliza/${polizaId}`);
  });

  it('answers a bad date in the address with the not-found page, not an error', async () => {
    await abrirComo(browser, server, agente, '/reportes/semanal/2026-02-30');
    await waitForPath(browser, '/404');
  });
});
