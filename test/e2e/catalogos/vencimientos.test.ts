import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { replaceValue, waitForText } from '../../helpers/browser.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { PARAMETROS_VENCIMIENTO } from '../../../plugins/catalogos/shared/parametros.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';

/** The due-date offsets screen in the browser (issue 4, spec 02 §2.12, §5). */
describe('catalogos: fechas de vencimiento en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('opens from /configuracion and saves the eight offsets, negatives included', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/configuracion');
    await browser.$('main a[href="/configuracion/vencimientos"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('main a[href="/configuracion/vencimientos"]').click();
    await waitForText(browser, 'h1', 'Fechas de Vencimiento');

    const input = (id: number) => `input[name="parametro${id}"]`;
    await browser.$(input(1)).waitForDisplayed({ timeout: 10_000 });
    expect(await browser.$(input(1)).getValue(), 'the default offset').to.equal('30');

    await replaceValue(browser, input(3), '');
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'main', (t) => t.includes('El vencimiento del primer recibo de Salud es obligatorio'));

    const valores = [15, 30, -5, 20, 0, 45, 10, 60];
    for (const p of PARAMETROS_VENCIMIENTO) await replaceValue(browser, input(p.parametroId), String(valores[p.parametroId - 1]));
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Guardado exitosamente');

    const { body } = await server.api('GET', '/parametros', undefined, agente.auth);
    const guardados = (body.body as { parametroId: number; valor: number }[]).sort((a, b) => a.parametroId - b.parametroId).map((p) => p.valor);
    expect(guardados).to.deep.equal(valores);

    await browser.refresh();
    await browser.waitUntil(async () => (await browser.$(input(3)).getValue()) === '-5', { timeout: 15_000, timeoutMsg: 'saved values not shown again' });
  });

  it('leaves the link out of /configuracion for a user without VENCIMIENTOS_W', async () => {
    const agente = await crearAgente(server);
    const usuario = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    await abrirComo(browser, server, usuario, '/configuracion');
    await waitForText(browser, 'main', (t) => t.includes('Mi Cuenta'));
    expect(await browser.$('main a[href="/configuracion/vencimientos"]').isExisting()).to.equal(false);
  });
});
