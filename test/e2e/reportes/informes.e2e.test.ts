import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { MENSAJES_INFORMES as M } from '../../../plugins/reportes/shared/informes-mensajes.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { clickWhenStill, typeInSuggest, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearCliente, crearPoliza, diaDesdeHoy, pagarRecibo, prepararCartera, recibosDePoliza } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** Issue 16 (spec 02 §2.16): each report opens, switches tabs, exports a workbook that reads back, and opens its detail. */
describe('reportes: informes', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  let agente: Cuenta;
  let vida: number;
  before(async () => {
    ({ server, browser } = suite);
    agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    await crearPoliza(server, agente, cartera, { fechaVigenciaDe: diaDesdeHoy(-40), noPoliza: 'INF-AUTO' });
    vida = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: diaDesdeHoy(-20), noPoliza: 'INF-VIDA', ramo: 5, prima: 3000, derecho: 0, iva: 0, total: 3000 });
    await pagarRecibo(server, agente, (await recibosDePoliza(server, agente, vida))[0].id);
  });

  /** Clicks 'Exportar a Excel' and reads the workbook the page downloads (its blob, caught before the link is followed). */
  async function exportarExcel(): Promise<ExcelJS.Worksheet> {
    await browser.execute(() => {
      const w = window as unknown as { __descarga?: Promise<string> };
      const original = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        w.__descarga = (blob as Blob).arrayBuffer().then((b) => btoa(String.fromCharCode(...new Uint8Array(b))));
        return original(blob);
      };
    });
    await browser.$(`button=${M.acciones.excel}`).click();
    await browser.waitUntil(() => browser.execute(() => Boolean((window as unknown as { __descarga?: unknown }).__descarga)), { timeout: 20_000 });
    const base64 = await browser.execute(() => (window as unknown as { __descarga: Promise<string> }).__descarga);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(Buffer.from(base64, 'base64') as never);
    return libro.worksheets[0];
  }

  /** Each tab shows its pies, titled by the grouping, and their numbers in a folded table. */
  async function pestanas(): Promise<void> {
    for (const pestana of [M.pestanas.estatus, M.pestanas.aseguradoras, M.pestanas.ramos]) {
      await browser.$(`[role="tab"]=${pestana}`).click();
      await waitForText(browser, '[role="tabpanel"]', (t) => t.includes(`${M.graficas.cantidad} por ${pestana.toLowerCase()}`));
    }
    expect(await browser.$('[role="tabpanel"]').getText()).to.include('Vida');
    expect(await browser.$('.cartera-informe-alterna table caption').isExisting()).to.equal(true);
  }

  it('opens the policy report, switches tabs, exports to Excel and opens a policy', async () => {
    await abrirComo(browser, server, agente, '/reportes/polizas');
    await waitForText(browser, '.cartera-informe-grilla', (t) => t.includes('INF-AUTO') && t.includes('INF-VIDA'), 20_000);
    await pestanas();
    const hoja = await exportarExcel();
    expect(hoja.rowCount).to.equal(3);
    expect(hoja.getRow(2).getCell(1).value).to.equal('INF-VIDA');
    expect(hoja.getRow(2).getCell(7).value).to.be.instanceOf(Date);
    await browser.$(`button[aria-label="${M.acciones.detalle}"]`).click();
    await waitForText(browser, '.cartera-plugin-dialog', (t) => t.includes('Detalle de póliza') && t.includes('INF-VIDA'));
  });

  it('opens the receipt report filtered by line, exports it and opens its policy', async () => {
    await abrirComo(browser, server, agente, '/reportes/recibos');
    await waitForText(browser, '.cartera-informe-grilla', (t) => t.includes('INF-AUTO'), 20_000);
    await browser.$(`select[aria-label="${M.filtros.ramo}"]`).selectByVisibleText('Vida');
    await browser.$(`button=${M.filtros.aplicar}`).click();
    await waitForText(browser, '.cartera-informe-grilla', (t) => t.includes('INF-VIDA') && !t.includes('INF-AUTO'));
    await pestanas();
    const hoja = await exportarExcel();
    expect(hoja.rowCount).to.equal(2);
    await browser.$(`button[aria-label="${M.acciones.detalle}"]`).click();
    await waitForText(browser, '.cartera-plugin-dialog', (t) => t.includes('INF-VIDA'));
    // The row's receipt is the one marked in the policy's receipts.
    const [recibo] = await recibosDePoliza(server, agente, vida);
    const marcados = await browser.$$('.cartera-plugin-dialog [aria-current="true"][data-recibo]');
    expect(marcados).to.have.length(1);
    expect(await marcados[0].getAttribute('data-recibo')).to.equal(String(recibo.id));
  });

  it('opens the client and commission reports with their grids', async () => {
    await abrirComo(browser, server, agente, '/reportes/clientes');
    await waitForText(browser, '.cartera-informe-grilla', (t) => t.includes('Gómez'), 20_000);
    expect((await exportarExcel()).rowCount).to.equal(2);
    await abrirComo(browser, server, agente, '/reportes/comisiones');
    await waitForText(browser, '.cartera-informe-tarjetas', (t) => t.includes(M.tarjetas.primas) && t.includes('$3,000.00'), 20_000);
    await waitForText(browser, '.cartera-informe-grilla', (t) => t.includes('INF-VIDA'));
    expect((await exportarExcel()).getRow(2).getCell(1).value).to.equal('INF-VIDA');
  });

  it('narrows the client report to the contratante picked in its autocomplete, and lists everyone again', async () => {
    await crearCliente(server, agente, { nombres: 'Lucía', apPat: 'Benítez', apMat: 'Soto' });
    await abrirComo(browser, server, agente, '/reportes/clientes');
    const grilla = '.cartera-informe-grilla';
    await waitForText(browser, grilla, (t) => t.includes('Gómez') && t.includes('Benítez'), 20_000);
    const campo = browser.$('#informe-contratante');
    await typeInSuggest(browser, campo, 'Ben');
    await waitForText(browser, '.bp6-popover', (t) => t.includes('Escribe al menos 4 letras para buscar'));
    await typeInSuggest(browser, campo, 'í');
    await clickWhenStill(browser.$('.bp6-popover').$('a*=Lucía Benítez Soto'));
    await waitForText(browser, grilla, (t) => t.includes('Benítez') && !t.includes('Gómez'));
    await browser.$(`button=${M.filtros.todosLosClientes}`).click();
    await waitForText(browser, grilla, (t) => t.includes('Gómez') && t.includes('Benítez'));
    expect(await campo.getValue()).to.equal('');
  });
});
