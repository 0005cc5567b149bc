import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { replaceValue, waitForPath, waitForText } from '../../helpers/browser.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';

/** The sellers screens in the browser (issue 4, spec 03 §2, §5, §8). */
describe('catalogos: vendedores en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('captures a seller, searches with 3 or more letters, opens the detail modal, edits and deletes', async () => {
    const agente = await crearAgente(server);
    const otro = await server.api(
      'POST',
      '/vendedores',
      { nombres: 'Zoila', apPat: 'Vaca', apMat: 'Flores', sexo: 'mujer', rfc: 'VAFZ800101AB1', correo: 'zoila@prueba.mx', telefono: '+525511112222' },
      agente.auth,
    );
    expect(otro.body.ok, otro.body.message).to.equal(true);

    await abrirComo(browser, server, agente, '/vendedores');
    await waitForText(browser, '[aria-label="Vendedores"]', (t) => t.includes('Zoila Vaca Flores'));
    await browser.$('button=Agregar vendedor').click();
    await waitForPath(browser, '/vendedores/');
    await waitForText(browser, 'h1', 'Captura de vendedor');

    await browser.$('button=Guardar').click();
    await waitForText(browser, 'main', (t) => t.includes('El nombre es obligatorio') && t.includes('El teléfono es obligatorio'));
    await browser.$('input[name="nombres"]').setValue('Marco');
    await browser.$('input[name="apPat"]').setValue('Ruiz');
    await browser.$('input[name="apMat"]').setValue('Soto');
    await browser.$('select[name="sexo"]').selectByAttribute('value', 'hombre');
    await browser.$('input[name="rfc"]').setValue('ruso800101ab1');
    expect(await browser.$('input[name="rfc"]').getValue(), 'upper-cased').to.equal('RUSO800101AB1');
    await browser.$('input[name="correo"]').setValue('marco@prueba.mx');
    expect(await browser.$('select[aria-label="País"]').getValue(), 'Mexico by default').to.equal('+52');
    await browser.$('input[name="telefono"]').setValue('5512345678');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Vendedor guardado correctamente');
    await browser.waitUntil(async () => /^\/vendedores\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 10_000, timeoutMsg: 'not on the detail' });
    const id = Number(new URL(await browser.getUrl()).pathname.split('/').pop());
    expect((await server.api('GET', `/vendedores/${id}`, undefined, agente.auth)).body.body.telefono).to.equal('+525512345678');

    // Search: two letters are not sent; three are.
    await browser.url(`${server.url}/vendedores`);
    await waitForText(browser, '[aria-label="Vendedores"]', (t) => t.includes('Marco Ruiz Soto') && t.includes('Zoila'));
    await browser.$('input[name="busqueda"]').setValue('Ma');
    await browser.keys('Enter');
    await browser.pause(500);
    expect(await browser.$('[aria-label="Vendedores"]').getText()).to.include('Zoila');
    await browser.$('input[name="busqueda"]').addValue('r');
    await browser.$('button[aria-label="Buscar"]').click();
    await waitForText(browser, '[aria-label="Vendedores"]', (t) => t.includes('Marco Ruiz Soto') && !t.includes('Zoila'));

    await browser.$('button*=Marco Ruiz Soto').click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('RUSO800101AB1') && t.includes('+525512345678'));
    await browser.$('.bp6-dialog').$('button=Editar').click();
    await waitForPath(browser, `/vendedores/${id}/edit`);
    await browser.$('select[aria-label="País"]').waitForDisplayed({ timeout: 10_000 });
    await browser.$('select[aria-label="País"]').selectByAttribute('value', '+1');
    await replaceValue(browser, 'input[name="nombres"]', 'Marcos');
    await browser.$('button=Guardar').click();
    await waitForPath(browser, `/vendedores/${id}`);
    await waitForText(browser, 'h1', 'Marcos Ruiz Soto');
    expect((await server.api('GET', `/vendedores/${id}`, undefined, agente.auth)).body.body.telefono).to.equal('+15512345678');

    await browser.$('button=Eliminar').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('¿Deseas eliminar el registro?'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Vendedor eliminado correctamente');
    await waitForPath(browser, '/vendedores');
    expect((await server.api('GET', `/vendedores/${id}`, undefined, agente.auth)).body.body.status).to.equal('inactivo');
  });
});
