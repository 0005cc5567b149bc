import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { chromiumAvailable, clearSession, openBrowser, waitForPath, waitForText } from '../../helpers/browser.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { MENSAJES_PAGOS } from '../../../plugins/cuentas/shared/pagos.ts';
import { ligarPlanes, STRIPE_KEYS, StripeSimulado } from '../../api/cuentas/stripe-simulado.ts';

/** Plan checkout in the browser against the Stripe stand-in, up to the return page (issue 17). */
describe('cuentas: pago de un plan con Stripe en el navegador', function () {
  this.timeout(180_000);
  let simulado: StripeSimulado, server: TestServer, browser: WebdriverIO.Browser, restaurar: () => Promise<void>;

  before(async function () {
    if (!chromiumAvailable()) {
      console.log('Pruebas de navegador omitidas: instala Chromium con "sudo apt-get install -y chromium chromium-driver"');
      this.skip();
    }
    simulado = await new StripeSimulado().iniciar();
    ({ restaurar } = await ligarPlanes(simulado, await getTestDatabase()));
    server = await startTestServer({ web: true, env: { ...STRIPE_KEYS, STRIPE_API_BASE: simulado.url } });
    // The hosted checkout sends the browser back to this server (PUBLIC_URL cannot name its port before it listens).
    simulado.appUrl = server.url;
    browser = await openBrowser();
  });
  after(async () => {
    await browser?.deleteSession();
    await server?.close();
    await simulado?.cerrar();
    await restaurar?.();
  });
  beforeEach(async () => {
    await browser.setWindowSize(1280, 1000);
    await clearSession(browser, server.url);
  });

  it('selects a plan, pays on the checkout page and lands on the thanks page with the plan in force', async () => {
    const cuenta = await crearAgente(server);
    await abrirComo(browser, server, cuenta, '/planes');
    await waitForText(browser, 'main', (t) => t.includes('Seleccionar') && t.includes(MENSAJES_PAGOS.contratarPorCorreo));
    // Only the linked plan can be paid online; the others offer the e-mail.
    expect(await browser.$$('button*=Seleccionar').length).to.equal(1);
    await browser.$('button*=Seleccionar').click();

    await waitForPath(browser, '/payments/stripe/completed');
    await waitForText(browser, 'h1', MENSAJES_PAGOS.suscritoTitulo);
    const sesion = [...simulado.sesiones.values()].at(-1);
    expect(sesion?.status).to.equal('complete');
    expect(await browser.getUrl()).to.include(`session_id=${sesion?.id}`);

    await browser.$('a=Comenzar').click();
    await waitForPath(browser, '/resumen');
    await browser.url(`${server.url}/configuracion/mi-plan`);
    const texto = await waitForText(browser, 'main', (t) => t.includes('Profesional'));
    expect(texto).to.include('Vigente');
    expect(await browser.$(`button*=${MENSAJES_PAGOS.administrarFacturacion}`).isDisplayed()).to.equal(true);
  });

  it('shows a user without the billing privilege the plans with no way to contract, and says who can', async () => {
    const cuenta = await crearAgente(server);
    const usuario = await crearUsuarioAdicional(server, cuenta, ['ROLE_CLIENTES_R']);
    await abrirComo(browser, server, usuario, '/planes');
    await waitForText(browser, 'main', (t) => t.includes(MENSAJES_PAGOS.soloFacturacion) && t.includes('Recomendado'));
    expect(await browser.$$('button*=Seleccionar').length).to.equal(0);
    expect(await browser.$$(`a*=${MENSAJES_PAGOS.contratarPorCorreo}`).length).to.equal(0);
  });

  it('says no payment was taken when the session was not paid, and leads back to the plans', async () => {
    const cuenta = await crearAgente(server);
    const { redirectURL } = (await server.api('POST', '/payments/stripe/create-checkout', { priceId: 'price_cartera_profesional_mensual' }, cuenta.auth)).body.body;
    const sessionId = String(redirectURL).split('/').at(-1);
    await abrirComo(browser, server, cuenta, `/payments/stripe/completed?session_id=${sessionId}`);
    await waitForText(browser, 'h1', MENSAJES_PAGOS.pagoIncompletoTitulo);
    expect(await browser.$('a=Ver planes').getAttribute('href')).to.equal('/planes');
  });
});
