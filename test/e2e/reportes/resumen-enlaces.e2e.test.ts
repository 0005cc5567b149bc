import { expect } from 'chai';
import { TEXTOS_RESUMEN } from '../../../plugins/reportes/shared/resumen.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearPoliza, crearPolizaQueVence, diaDesdeHoy, prepararCartera, primeraRazon } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

const MEDIDORES = ['Primas Pagadas', 'Pagos Acumulados', 'Emisión', 'Emisión Acumulada'];
const TARJETAS_POLIZA = '[aria-label="Pólizas"] .polizas-tarjeta';

/**
 * The summary's figures lead to exactly what they count (issue 18): a counter opens its list on
 * its window and lines, 'Pólizas Vigentes' every vigente policy whatever its year; the overdue
 * receipts show with their total; a gauge without a goal says so instead of 100%.
 */
describe('reportes: cada cifra del resumen abre lo que cuenta', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  let agente: Cuenta;
  before(async () => {
    ({ server, browser } = suite);
    agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    // Started two years ago and still vigente, its receipt overdue 200 days: in no window, counted as overdue.
    const recibo = { serie: 1, fecVigDe: diaDesdeHoy(-700), fecVigA: diaDesdeHoy(-200), fecVence: diaDesdeHoy(-200), prima: 1000, derecho: 0, recargo: 0, iva: 160, total: 1160 };
    await crearPoliza(server, agente, cartera, {
      noPoliza: 'VIEJA',
      fechaVigenciaDe: diaDesdeHoy(-700),
      fechaVigenciaA: diaDesdeHoy(-200),
      prima: 1000,
      derecho: 0,
      iva: 160,
      total: 1160,
      recibos: [recibo],
    });
    await crearPolizaQueVence(server, agente, cartera, 30, { noPoliza: 'AUTO-30' });
    await crearPolizaQueVence(server, agente, cartera, 5, { noPoliza: 'VIDA-5', ramo: 5, vehiculo: null });
    // Renewed: still vigente, but no longer a policy to renew.
    const renovada = await crearPolizaQueVence(server, agente, cartera, 35, { noPoliza: 'REN-35' });
    await crearPoliza(server, agente, cartera, { noPoliza: 'REN-35', polizaIDRenovo: renovada, fechaVigenciaDe: diaDesdeHoy(35), fechaVigenciaA: diaDesdeHoy(400) });
    // Cancelled: counted nowhere.
    const cancelada = await crearPolizaQueVence(server, agente, cartera, 40, { noPoliza: 'CANC-40' });
    const razon = await primeraRazon(server, agente, 0);
    expect((await server.api('PUT', `/polizas/${cancelada}/cancelar`, { razonId: razon.id, texto: 'x' }, agente.auth)).status).to.equal(200);
  });

  const cifra = (selector: string) => waitForText(browser, selector, (t) => /^\d/.test(t));

  it('says Sin meta with a link to set one instead of a full gauge, and shows the overdue receipts with their amount', async () => {
    await abrirComo(browser, server, agente, '/resumen');
    for (const titulo of MEDIDORES) {
      const tarjeta = `[data-medidor="${titulo}"]`;
      await waitForText(browser, tarjeta, (t) => t.includes(TEXTOS_RESUMEN.sinMeta) && !t.includes('Meta: $0.00') && !t.includes('100%'));
      expect(await browser.$(`${tarjeta} [role="img"]`).getAttribute('aria-label')).to.equal(TEXTOS_RESUMEN.sinMetaDe(titulo));
      expect(await browser.$(tarjeta).$(`a=${TEXTOS_RESUMEN.definirMeta}`).getAttribute('href')).to.equal('/configuracion/metas');
    }
    await waitForText(browser, '[data-mosaico="/cxc"]', (t) => t.startsWith('1') && t.includes(TEXTOS_RESUMEN.recibosVencidos) && t.includes('$1,160.00 MXN'));
    expect(await browser.$('[data-mosaico="/cxc"]').$('..').getAttribute('href')).to.equal('/cxc?ventana=vencidos');
  });

  it('opens the policies, receipts and renewals each figure counts, lines included', async () => {
    await abrirComo(browser, server, agente, '/resumen');
    // Every vigente policy, whatever the year it started: the list opens on all years.
    const vigentes = await cifra('[data-mosaico="/polizas"] .cartera-resumen-mosaico-valor');
    expect(vigentes).to.equal('5');
    await browser.$('[data-mosaico="/polizas"]').click();
    await waitForPath(browser, '/polizas', '?status=vigente&anio=todos');
    await browser.waitUntil(async () => (await browser.$$(TARJETAS_POLIZA).length) === 5, { timeout: 15_000, timeoutMsg: 'the list does not hold the 5 vigente policies' });
    expect(await browser.$('select[name="anio"]').getValue()).to.equal('todos');
    expect(await browser.$('select[name="status"]').getValue()).to.equal('vigente');

    // One line: the list of that line.
    await abrirComo(browser, server, agente, '/resumen');
    await browser.$('[role="group"][aria-label="Ramos"]').$('button=Vida').click();
    await waitForText(browser, '[data-mosaico="/polizas"] .cartera-resumen-mosaico-valor', '1');
    await browser.$('[data-mosaico="/polizas"]').click();
    await waitForPath(browser, '/polizas', '?status=vigente&anio=todos&ramos=5');
    await browser.waitUntil(async () => (await browser.$$(TARJETAS_POLIZA).length) === 1, { timeout: 15_000, timeoutMsg: 'not the Vida policy alone' });
    expect(await browser.$(TARJETAS_POLIZA).getText()).to.include('VIDA-5');

    // A window of 'Recibos x Cobrar': the collections list on that window, as many as counted.
    await abrirComo(browser, server, agente, '/resumen');
    const cxc30 = await cifra('[data-contador="cxc30"] dd');
    expect(await browser.$('[data-contador="cxc30"] dt').getText()).to.equal('25–45 días');
    await browser.$('[data-contador="cxc30"] dd a').click();
    await waitForPath(browser, '/cxc', '?ventana=30');
    await waitForText(browser, 'section[aria-label="Recibos"] h2', `Recibos • ${cxc30}`);
    expect(await browser.$('[aria-label="Días para vencer"] button[aria-pressed="true"]').getText()).to.equal('25–45 días');

    // A window of 'Pólizas x Renovar' counts only the policies not yet renewed, and so does its list.
    await abrirComo(browser, server, agente, '/resumen');
    const ren30 = await cifra('[data-contador="ren30"] dd');
    expect(ren30).to.equal('1');
    await browser.$('[data-contador="ren30"] dd a').click();
    await waitForPath(browser, '/renovaciones', '?ventana=30&sinRenovar=1');
    await waitForText(browser, 'section[aria-label="Pólizas"] h2', `Pólizas • ${ren30}`);
    await waitForText(browser, '[aria-label="Filtros aplicados"]', (t) => t.includes('Solo sin renovar'));
    // Removing the filter lists the renewed one too.
    await browser.$('[aria-label="Filtros aplicados"] .bp6-tag-remove').click();
    await waitForText(browser, 'section[aria-label="Pólizas"] h2', 'Pólizas • 2');

    // The overdue receipts, however old.
    await abrirComo(browser, server, agente, '/resumen');
    await browser.$('[data-mosaico="/cxc"]').click();
    await waitForPath(browser, '/cxc', '?ventana=vencidos');
    await waitForText(browser, 'section[aria-label="Recibos"] h2', 'Recibos • 1');
    await waitForText(browser, 'section[aria-label="Recibos"]', (t) => t.includes('VIEJA'));
  });
});
