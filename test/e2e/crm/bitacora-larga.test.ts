import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** Issue 18: a 5,000-character log entry without a space made the page 42,946 px wide. */
describe('crm: una bitácora con texto sin espacios (issue 18)', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('wraps a 5,000-character unbroken entry and subject inside the page, on a desktop and on a phone', async () => {
    const agente = await crearAgente(server);
    const clienteId = await crearCliente(server, agente);
    const res = await server.api('POST', '/crm', { clienteId, asunto: 'A'.repeat(200), textos: [{ tipo: 'nota general', texto: 'x'.repeat(5000) }] }, agente.auth);
    expect(res.body.ok, res.body.message).to.equal(true);

    for (const [ancho, alto] of [
      [1366, 900],
      [390, 844],
    ]) {
      await browser.setWindowSize(ancho, alto);
      await abrirComo(browser, server, agente, `/clientes/${clienteId}/bitacora`);
      await waitForText(browser, '[aria-label="Registros"]', (t) => t.includes('xxxxxxxxxx'));
      const pagina = await browser.execute(() => {
        const main = document.querySelector('main');
        return { ancho: document.documentElement.scrollWidth, ventana: document.documentElement.clientWidth, main: main ? main.scrollWidth - main.clientWidth : 0 };
      });
      expect(pagina.ancho, `${ancho} px: the page is ${pagina.ancho} px wide`).to.be.at.most(pagina.ventana);
      expect(pagina.main, `${ancho} px: the content scrolls sideways`).to.be.at.most(0);
    }
  });
});
