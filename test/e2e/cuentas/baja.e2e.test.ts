import { expect } from 'chai';
import { MENSAJES_BAJA } from '../../../core/shared/auth/baja.ts';
import { formatFecha } from '../../../core/shared/format.ts';
import { sumarDiasHabiles } from '../../../core/shared/fechas-habiles.ts';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { waitForText } from '../../helpers/browser.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';

/** Mi Cuenta: the owner cancels the account, exports its data and undoes the cancellation (issue 19). */
describe('cuentas: baja de la cuenta en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  async function confirmarCon(password: string, boton: string): Promise<void> {
    const campo = browser.$('.bp6-dialog input[name="password"]');
    await campo.waitForDisplayed({ timeout: 15_000 });
    await campo.setValue(password);
    await browser.$('.bp6-dialog').$(`button=${boton}`).click();
  }

  it('cancels with the contraseña, downloads the export, then undoes the cancellation', async () => {
    const cuenta = await crearAgente(server);
    await abrirComo(browser, server, cuenta, '/configuracion/mi-cuenta');
    await waitForText(browser, 'main', (t) => t.includes(MENSAJES_BAJA.explicacion));

    await browser.$(`button=${MENSAJES_BAJA.botonBaja}`).click();
    await confirmarCon('NoEsLaMia1', MENSAJES_BAJA.confirmar);
    await esperarToast(browser, 'La contraseña actual no es correcta');
    await browser.$('.bp6-dialog input[name="password"]').clearValue();
    await confirmarCon(cuenta.password, MENSAJES_BAJA.confirmar);
    const fecha = formatFecha(sumarDiasHabiles(hoyEnMexico(), 3));
    await esperarToast(browser, MENSAJES_BAJA.solicitada(fecha));
    await waitForText(browser, 'main', (t) => t.includes(MENSAJES_BAJA.programada(fecha)));

    // The zip is fetched with the session and handed to the browser under the server's name.
    await browser.execute(() => {
      const descargas: string[] = [];
      (window as unknown as { descargas: string[] }).descargas = descargas;
      HTMLAnchorElement.prototype.click = function () {
        descargas.push(`${this.download} ${this.href.slice(0, 5)}`);
      };
    });
    await browser.$(`button=${MENSAJES_BAJA.botonExportar}`).click();
    await confirmarCon(cuenta.password, MENSAJES_BAJA.confirmarExportacion);
    await browser.waitUntil(async () => (await browser.execute(() => (window as unknown as { descargas: string[] }).descargas.length)) > 0, { timeout: 15_000 });
    const descargas = await browser.execute(() => (window as unknown as { descargas: string[] }).descargas);
    expect(descargas).to.deep.equal([`cartera-exportacion-${cuenta.login.agenteId}.zip blob:`]);

    await browser.$(`button=${MENSAJES_BAJA.botonDeshacer}`).click();
    await esperarToast(browser, MENSAJES_BAJA.deshecha);
    await waitForText(browser, 'main', (t) => t.includes(MENSAJES_BAJA.explicacion));
    expect((await server.api('GET', '/cuenta/baja', undefined, cuenta.auth)).body.body).to.equal(null);
  });
});
