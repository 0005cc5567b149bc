import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { sumarDias } from '../../../plugins/polizas/shared/fechas.ts';
import { TEXTOS_AGENDA } from '../../../plugins/reportes/shared/agenda-mensajes.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearCliente, crearPolizaQueVence, prepararCartera } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** Spec 02 §2.15: the month view, overdue receipts drawn apart, detail modals for a policy and a client. */
describe('reportes: calendario', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  let agente: Cuenta;
  // Taken when the suite starts, not when mocha loads every file: a run may cross midnight in Mexico City.
  let hoy: string, vencio: string;
  before(async () => {
    hoy = hoyEnMexico();
    vencio = sumarDias(hoy, -3);
    ({ server, browser } = suite);
    agente = await crearAgente(server);
    await crearPolizaQueVence(server, agente, await prepararCartera(server, agente), -3, { noPoliza: 'CAL-VENCIDA' });
    await crearCliente(server, agente, { nombres: 'Dora', fecNacimiento: `1990${hoy.slice(4)}`.replace('-02-29', '-02-28') });
  });

  /** The calendar on the month of `dia`. */
  async function abrirMesDe(dia: string): Promise<void> {
    await abrirComo(browser, server, agente, '/calendario');
    await browser.$('.cartera-calendario').waitForExist({ timeout: 15_000 });
    if (dia.slice(0, 7) !== hoy.slice(0, 7)) await browser.$(`button[aria-label="${TEXTOS_AGENDA.mesAnterior}"]`).click();
  }

  it('draws an overdue receipt apart and opens the policy’s detail', async () => {
    await abrirMesDe(vencio);
    const cobro = browser.$('.cartera-evento-collection*=CAL-VENCIDA');
    await cobro.waitForExist({ timeout: 15_000 });
    expect(await cobro.getAttribute('class')).to.include('cartera-evento-vencido');
    expect(await cobro.getText()).to.include(TEXTOS_AGENDA.vencido);
    const renovacion = browser.$('.cartera-evento-renewal*=CAL-VENCIDA');
    expect(await renovacion.getAttribute('class')).not.to.include('cartera-evento-vencido');
    expect(await browser.$(`[role="gridcell"][aria-label="${vencio.split('-').reverse().join('/')}"]`).getText()).to.include('CAL-VENCIDA');
    await cobro.click();
    await waitForText(browser, '.cartera-plugin-dialog', (t) => t.includes('Detalle de póliza') && t.includes('CAL-VENCIDA'));
  });

  it('filters to birthdays and opens the client’s detail', async () => {
    await abrirComo(browser, server, agente, '/calendario');
    await browser.$(`select[aria-label="${TEXTOS_AGENDA.filtro}"]`).selectByAttribute('value', 'BIRTHDAY');
    const cumple = browser.$('.cartera-evento-birthday*=Dora');
    await cumple.waitForExist({ timeout: 15_000 });
    await browser.waitUntil(async () => (await browser.$$('.cartera-evento-collection').length) === 0, { timeout: 10_000, timeoutMsg: 'collections still shown' });
    await cumple.click();
    await waitForText(browser, '.cartera-plugin-dialog', (t) => t.includes('Detalle de cliente') && t.includes('Dora'));
  });

  it('shows Calendario in the menu only to users with its privilege', async () => {
    const con = await crearUsuarioAdicional(server, agente, ['ROLE_CALENDARIO_R']);
    const sin = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    await abrirComo(browser, server, con, '/calendario');
    await browser.$('.cartera-calendario').waitForExist({ timeout: 15_000 });
    expect(await browser.$('nav a[href="/calendario"]').isExisting()).to.equal(true);
    // Without the policy or client privilege the events read as text: no detail to open.
    if (vencio.slice(0, 7) !== hoy.slice(0, 7)) await browser.$(`button[aria-label="${TEXTOS_AGENDA.mesAnterior}"]`).click();
    await browser.$('.cartera-evento-texto*=CAL-VENCIDA').waitForExist({ timeout: 15_000 });
    expect(await browser.$$('button.cartera-evento').length).to.equal(0);
    await abrirComo(browser, server, sin, '/clientes');
    await waitForText(browser, 'main h1', (t) => t.length > 0);
    expect(await browser.$('nav a[href="/calendario"]').isExisting()).to.equal(false);
  });
});
