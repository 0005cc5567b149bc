import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { replaceValue, waitForText } from '../../helpers/browser.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The company profile in the browser (issue 4, spec 03 §2, §5). */
describe('catalogos: empresa en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('saves the company data with an uploaded logo and a social link', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/configuracion');
    await browser.$('main a[href="/configuracion/empresa"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('main a[href="/configuracion/empresa"]').click();
    await waitForText(browser, 'h1', 'Empresa');

    await browser.$('input[name="razonSocial"]').waitForDisplayed({ timeout: 10_000 });
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'main', (t) => t.includes('La razón social es obligatoria') && t.includes('El teléfono principal es obligatorio'));

    await browser.$('input[name="razonSocial"]').setValue('Seguros Ruiz y Asociados');
    await browser.$('input[name="tel1"]').setValue('5512345678');
    await browser.$('input[name="correo1"]').setValue('contacto@ruiz.mx');
    await browser.$('input[name="facebook"]').setValue('facebook.com/ruiz');
    await waitForText(browser, 'main', (t) => t.includes('Facebook debe ser una dirección completa'));
    await replaceValue(browser, 'input[name="facebook"]', 'https://facebook.com/ruiz');

    const dir = mkdtempSync(path.join(os.tmpdir(), 'cartera-logo-'));
    const logo = path.join(dir, 'logo.png');
    writeFileSync(logo, PNG);
    await browser.$('input[name="logo"]').setValue(logo);
    await browser.$('img[alt="Logo de la empresa"]').waitForExist({ timeout: 10_000 });
    const src = await browser.$('img[alt="Logo de la empresa"]').getAttribute('src');
    expect(src).to.match(/^\/api\/storage\/\d+\/empresa\//);

    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Datos de la empresa guardados correctamente');
    const { body } = await server.api('GET', '/empresas/default', undefined, agente.auth);
    expect(body.body).to.include({ razonSocial: 'Seguros Ruiz y Asociados', tel1: '5512345678', correo1: 'contacto@ruiz.mx', facebook: 'https://facebook.com/ruiz', logoUrl: src });
    // The logo is public: the quotation viewer shows it without a session.
    const imagen = await fetch(`${server.url}${src}`);
    expect(imagen.status).to.equal(200);
  });
});
