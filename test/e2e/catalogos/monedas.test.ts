import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { replaceValue, waitForPath, waitForText } from '../../helpers/browser.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';

/** The currencies screens in the browser (issue 4, spec 01 §2, §5, §8). */
describe('catalogos: monedas en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('creates, edits and deletes a currency', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/monedas');
    await waitForText(browser, 'h1', 'Monedas');
    await waitForText(
      browser,
      '[aria-label="Monedas"]',
      (t) => t.includes('MXN - Peso mexicano') && t.includes('1.00') && t.includes('1,234.56 (punto decimal)') && !t.includes('###'),
    );

    await browser.$('button=Agregar moneda').click();
    await waitForPath(browser, '/monedas/');
    await browser.$('select[name="moneda"]').waitForEnabled({ timeout: 10_000 });
    expect(await browser.$('input[name="tipoCambio"]').getValue(), 'default rate').to.equal('0.00');
    expect(await browser.$('select[name="moneda"] option[value="1"]').isExisting(), 'the peso is already configured').to.equal(false);

    await browser.$('button=Guardar').click();
    await waitForText(browser, 'main', (t) => t.includes('La moneda es obligatoria'));
    await browser.$('select[name="moneda"]').selectByAttribute('value', '2');
    await replaceValue(browser, 'input[name="tipoCambio"]', '-3');
    await waitForText(browser, 'main', (t) => t.includes('El tipo de cambio no puede ser negativo'));
    await replaceValue(browser, 'input[name="tipoCambio"]', '17.5');
    await browser.$('select[name="formato"]').selectByAttribute('value', '###.##0,00');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Guardado exitosamente');
    await waitForPath(browser, '/monedas');
    await waitForText(browser, '[aria-label="Monedas"]', (t) => t.includes('USD - Dólar estadounidense') && t.includes('17.50') && t.includes('1.234,56 (coma decimal)'));

    await browser.$('a[data-moneda="USD"]').click();
    await browser.waitUntil(async () => /^\/monedas\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 10_000, timeoutMsg: 'not on the form' });
    await browser.$('input[name="tipoCambio"]').waitForDisplayed({ timeout: 10_000 });
    await browser.waitUntil(async () => (await browser.$('input[name="tipoCambio"]').getValue()) === '17.50', { timeout: 10_000 });
    expect(await browser.$('select[name="moneda"]').isEnabled(), 'the currency cannot change').to.equal(false);
    await replaceValue(browser, 'input[name="tipoCambio"]', '18.25');
    await browser.$('button=Guardar').click();
    await waitForPath(browser, '/monedas');
    await waitForText(browser, '[aria-label="Monedas"]', (t) => t.includes('18.25'));

    await browser.$('a[data-moneda="USD"]').click();
    await browser.$('button=Eliminar').waitForDisplayed({ timeout: 10_000 });
    await browser.$('button=Eliminar').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('¿Deseas eliminar la moneda? Esta acción es irreversible.'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Moneda eliminada exitosamente');
    await waitForPath(browser, '/monedas');
    await waitForText(browser, '[aria-label="Monedas"]', (t) => t.includes('MXN') && !t.includes('USD'));
  });
});
