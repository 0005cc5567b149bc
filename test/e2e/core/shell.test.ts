import { expect } from 'chai';
import { textOf } from '../../helpers/browser.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';

describe('web shell', function () {
  // Building the shell and starting Chromium take a few seconds on a cold run.
  this.timeout(180_000);

  const serverLog: string[] = [];
  const suite = useBrowserSuite({ logSink: (line) => serverLog.push(line) });
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('loads the public home with the brand and what Cartera is', async () => {
    await browser.url(`${server.url}/`);
    expect(await textOf(browser, 'h1')).to.equal('Cartera');
    expect(await textOf(browser, 'main')).to.include('CRM y administración de cartera para agentes de seguros');
    expect(await browser.getTitle()).to.equal('Cartera');
  });

  it('warns that the environment is not production', async () => {
    await browser.url(`${server.url}/`);
    expect(await textOf(browser, '.cartera-env-banner')).to.equal('Ambiente de pruebas: development');
  });

  it('shows not found on an unknown route, with a link back to the start', async () => {
    await browser.url(`${server.url}/no-existe/para-nada`);
    expect(await textOf(browser, 'h1')).to.equal('Upss... Página no encontrada');
    const link = browser.$('a=Ir al inicio');
    await link.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/', { timeout: 10_000 });
    expect(await textOf(browser, 'h1')).to.equal('Cartera');
  });

  it('shows the not-found page at /404', async () => {
    await browser.url(`${server.url}/404`);
    expect(await textOf(browser, 'h1')).to.equal('Upss... Página no encontrada');
  });

  it('shows the generic error page at /500 with a way back', async () => {
    await browser.url(`${server.url}/500`);
    expect(await textOf(browser, 'h1')).to.equal('¡Upss... algo salió mal!');
    await browser.$('a=Regresar').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/', { timeout: 10_000 });
  });

  it('offers the sample inputs page with labelled controls', async () => {
    await browser.url(`${server.url}/ux`);
    expect(await textOf(browser, 'h1')).to.equal('Muestra de controles');
    for (const id of ['ux-nombre', 'ux-prima', 'ux-fecha', 'ux-ramo']) {
      expect(await browser.$(`label[for="${id}"]`).isExisting(), id).to.equal(true);
    }
  });

  it('reports an uncaught browser error to the server', async () => {
    await browser.url(`${server.url}/`);
    await textOf(browser, 'h1');
    await browser.execute(() => {
      const error = new Error('prueba de reporte desde el navegador');
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    });
    await browser.waitUntil(async () => serverLog.some((line) => line.includes('ui error reported') && line.includes('prueba de reporte desde el navegador')), {
      timeout: 10_000,
      timeoutMsg: 'the server did not receive the error report',
    });
  });
});
