import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { textOf, waitForText } from '../../helpers/browser.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import type { TestServer } from '../../helpers/server.ts';

/** Words the product pages may say only when the screen they promise is installed (spec 01 §2 routes). */
const PROMESAS: [RegExp, string][] = [
  [/prospec/i, '/prospeccion'],
  [/cotizaci/i, '/cotizaciones'],
  [/siniestro/i, '/siniestros'],
  [/calendario/i, '/calendario'],
  [/\bPDF\b|Excel|hoja de cálculo/i, '/importar-polizas'],
  [/reportes de|automatiza/i, '/automatizaciones'],
];

/** Issue 18: the landing, plans and welcome pages are built from the plugins loaded, so they never promise a screen the product lacks. */
describe('product pages promise only what is installed', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('mentions a module on /, /planes or /comofunciona only when its page exists', async () => {
    const textos: string[] = [];
    await browser.url(`${server.url}/`);
    await waitForText(browser, '.cartera-home-feature-title', (t) => t.length > 0);
    textos.push(await textOf(browser, 'main'));
    expect(textos[0]).to.include('Tu cartera en un solo lugar');
    await browser.url(`${server.url}/planes`);
    await waitForText(browser, 'main', (t) => t.includes('Soporte por chat y correo'));
    textos.push(await textOf(browser, 'main'));
    const cuenta = await crearAgente(server);
    await abrirComo(browser, server, cuenta, '/comofunciona');
    // The three ways to load a portfolio (spec 01 §2).
    await waitForText(browser, 'main', (t) => ['Hay tres formas', 'Captura manual', 'Carátulas en PDF', 'Sincronización con los portales'].every((s) => t.includes(s)));
    textos.push(await textOf(browser, 'main'));

    const prometidas = PROMESAS.filter(([palabra]) => textos.some((t) => palabra.test(t))).map(([, ruta]) => ruta);
    for (const ruta of prometidas) {
      await browser.url(`${server.url}${ruta}`);
      await waitForText(browser, 'main', (t) => t.length > 0);
      expect(await textOf(browser, 'main'), `se promete ${ruta}`).to.not.include('Página no encontrada');
    }
  });
});
