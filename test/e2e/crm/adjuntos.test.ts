import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crearAgente } from '../../helpers/accounts.ts';
import { waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import type { TestServer } from '../../helpers/server.ts';
import { crearCliente } from '../../helpers/polizas.ts';

/** A small but real PDF: the storage checks the first bytes against the extension. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(256, 0x20), Buffer.from('\n%%EOF\n')]);

/** A client's attachments in the browser (issue 5, spec 01 §2, §3, §6). */
describe('crm: adjuntos en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('uploads an attachment to a client, downloads it with the token and deletes it with its file', async () => {
    const agente = await crearAgente(server);
    const cliente = await crearCliente(server, agente);
    const archivo = path.join(mkdtempSync(path.join(tmpdir(), 'crm-adjuntos-')), 'poliza.pdf');
    writeFileSync(archivo, PDF);
    await abrirComo(browser, server, agente, `/clientes/${cliente}/adjuntos`);
    await waitForText(browser, 'main', (t) => t.includes('No hay adjuntos'));

    await browser.$('input[name="archivo"]').setValue(archivo);
    await esperarToast(browser, 'Archivo adjunto guardado correctamente');
    await waitForText(browser, '[aria-label="Adjuntos"]', (t) => t.includes('poliza.pdf'));
    const adjuntos = (await server.api('GET', `/adjuntos/clientes/${cliente}`, undefined, agente.auth)).body.body as { path: string }[];
    expect(adjuntos).to.have.length(1);
    // Each upload gets its own folder under the client: another client's 'poliza.pdf' never replaces it.
    expect(adjuntos[0].path).to.match(new RegExp(`^/api/storage/\\d+/clientes/clientes/${cliente}/[a-z0-9]+/poliza\\.pdf$`));

    // The download fetches the private file with the bearer token: the storage answers 200.
    await browser.$('button[aria-label="Descargar poliza.pdf"]').click();
    await browser.waitUntil(
      () =>
        browser.execute(
          (url) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(url) && (e as PerformanceResourceTiming).responseStatus === 200),
          adjuntos[0].path,
        ),
      { timeout: 10_000, timeoutMsg: 'the file was not fetched' },
    );

    await browser.$('button[aria-label="Eliminar poliza.pdf"]').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('¿Deseas eliminar el registro?'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Archivo adjunto eliminado correctamente');
    await waitForText(browser, 'main', (t) => t.includes('No hay adjuntos'));
    // The stored file went with its only attachment.
    expect((await fetch(`${server.url}${adjuntos[0].path}`, { headers: agente.auth })).status).to.equal(404);
  });
});
