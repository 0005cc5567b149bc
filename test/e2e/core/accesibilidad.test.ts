import { AxeBuilder } from '@axe-core/webdriverio';
import { expect } from 'chai';
import { waitForText } from '../../helpers/browser.ts';
import { sembrarDemoDePrueba } from '../../helpers/demo.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import type { TestServer } from '../../helpers/server.ts';
import type { Cuenta } from '../../helpers/accounts.ts';

/** The main screens with the demo portfolio, as an agent sees them every day. */
const PANTALLAS: [string, string][] = [
  ['/resumen', '.cartera-resumen, main h1'],
  ['/polizas', 'main h1'],
  ['/clientes', 'main h1'],
  ['/cxc', 'main h1'],
  ['/renovaciones', 'main h1'],
  ['/tareas', 'main h1'],
  ['/configuracion', 'main h1'],
];

/** Issue 18: axe-core on every main screen finds no critical or serious violation. */
describe('accessibility of the main screens (axe-core)', function () {
  this.timeout(300_000);
  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser, cuenta: Cuenta;
  before(async () => {
    ({ server, browser } = suite);
    ({ cuenta } = await sembrarDemoDePrueba(server));
  });

  it('gives every main screen, the capture wizard included, one content width', async () => {
    await browser.setWindowSize(1366, 900);
    const anchos = new Map<string, number>();
    for (const [ruta, listo] of [...PANTALLAS, ['/polizas/nuevo', 'main h1'] as [string, string]]) {
      await abrirComo(browser, server, cuenta, ruta);
      await waitForText(browser, listo, (t) => t.length > 0);
      anchos.set(ruta, await browser.execute(() => Math.round(document.querySelector('main > *')?.getBoundingClientRect().width ?? 0)));
    }
    expect(new Set(anchos.values()).size, JSON.stringify(Object.fromEntries(anchos))).to.equal(1);
  });

  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`has no critical or serious violation at ${size.width}×${size.height}`, async () => {
      await browser.setWindowSize(size.width, size.height);
      const hallazgos: string[] = [];
      for (const [ruta, listo] of PANTALLAS) {
        await abrirComo(browser, server, cuenta, ruta);
        await waitForText(browser, listo, (t) => t.length > 0);
        // Lists load after the heading: wait until no spinner is left.
        await browser.waitUntil(async () => (await browser.$$('.bp6-spinner').length) === 0, { timeout: 15_000 });
        // The name-versus-label rule is experimental in axe, so it is switched on by hand.
        const { violations } = await new AxeBuilder({ client: browser }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
        for (const v of violations.filter((x) => x.impact === 'critical' || x.impact === 'serious')) {
          hallazgos.push(`${ruta}: ${v.id} (${v.impact}) × ${v.nodes.length}: ${v.nodes[0]?.target.join(' ')}`);
        }
      }
      expect(hallazgos, hallazgos.join('\n')).to.deep.equal([]);
    });
  }
});
