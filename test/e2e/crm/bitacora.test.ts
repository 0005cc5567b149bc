import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import type { TestServer } from '../../helpers/server.ts';
import { crearCliente } from '../../helpers/polizas.ts';

/** A client's activity log in the browser (issue 5, spec 01 §2, §3, §5, §8). */
describe('crm: bitácora en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('writes a log entry on a client and deletes it after the confirmation', async () => {
    const agente = await crearAgente(server);
    const cliente = await crearCliente(server, agente);
    await abrirComo(browser, server, agente, `/clientes/${cliente}/bitacora`);
    await waitForText(browser, 'main', (t) => t.includes('No hay registros en la bitácora'));

    const guardar = browser.$('form[aria-label="Nuevo registro"]').$('button=Guardar');
    expect(await guardar.isEnabled()).to.equal(false);
    await browser.$('[name="tipo"]').selectByAttribute('value', 'llamada saliente');
    await browser.$('[name="texto"]').setValue('Confirmó el pago por teléfono');
    expect(await guardar.isEnabled()).to.equal(true);
    await guardar.click();
    await esperarToast(browser, 'Registro de bitácora guardado correctamente');
    await waitForText(browser, '[aria-label="Registros"]', (t) => t.includes('Confirmó el pago por teléfono') && t.includes('Llamada saliente'));
    expect(await browser.$('[name="texto"]').getValue()).to.equal('');

    const registros = (await server.api('GET', `/crm?clienteId=${cliente}`, undefined, agente.auth)).body.body as { textos: { texto: string }[] }[];
    expect(registros.map((r) => r.textos.map((t) => t.texto))).to.deep.equal([['Confirmó el pago por teléfono']]);

    await browser.$('button[aria-label="Eliminar comentario"]').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('¿Deseas eliminar el registro?'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Registro eliminado correctamente');
    await waitForText(browser, 'main', (t) => t.includes('No hay registros en la bitácora'));
  });
});
