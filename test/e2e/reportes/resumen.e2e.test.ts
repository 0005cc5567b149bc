import { expect } from 'chai';
import { enPesos, porcentajeEntero } from '../../../plugins/reportes/web/components/resumen/formato.ts';
import type { Banner } from '../../../plugins/catalogos/shared/catalogos.ts';
import type { ResumenCartera } from '../../../plugins/reportes/shared/resumen.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearPolizaQueVence, diaDesdeHoy, prepararCartera, recibosDePoliza } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** The portfolio summary in the browser (issue 7, spec 02 §2.8, §9). */
describe('reportes: resumen de cartera en el navegador', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  let agente: Cuenta;
  /** A button of the line toggle, by what it says. */
  const boton = (linea: string) => browser.$('[role="group"][aria-label="Ramos"]').$(`button=${linea}`);
  before(async () => {
    ({ server, browser } = suite);
    agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    // One receipt, and one policy to renew, in each window: Auto at 0, 5 and 15 days, Vida at 30, Salud at 45.
    // Every figure below follows from these six policies.
    await crearPolizaQueVence(server, agente, cartera, 1);
    await crearPolizaQueVence(server, agente, cartera, 6);
    await crearPolizaQueVence(server, agente, cartera, 20);
    await crearPolizaQueVence(server, agente, cartera, 30, { ramo: 5, vehiculo: null });
    await crearPolizaQueVence(server, agente, cartera, 50, { ramo: 3, vehiculo: null });
    // A second Auto policy ending in the 0 window, its receipt paid today: paid premiums, not a receipt to collect.
    const pagada = await crearPolizaQueVence(server, agente, cartera, 2);
    const [recibo] = await recibosDePoliza(server, agente, pagada);
    const pago = await server.api('PUT', `/recibos/${recibo.id}/pagar`, { fechaPago: diaDesdeHoy(0), folioPago: 'F-1', tipoCambio: 1 }, agente.auth);
    expect(pago.status, JSON.stringify(pago.body)).to.equal(200);
    const anio = Number(diaDesdeHoy(0).slice(0, 4));
    const mes = Number(diaDesdeHoy(0).slice(5, 7));
    for (const meta of [
      { mes, primas: 4000 },
      { mes: 0, primas: 10000 },
    ]) {
      const res = await server.api('POST', '/metas', { aseguradoraId: null, anio, modelo: 0, polizas: 0, ...meta }, agente.auth);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
    }
  });

  /** The five counters of a group ('cxc' or 'ren') once they read `esperados`. */
  async function esperarContadores(prefijo: 'cxc' | 'ren', esperados: string[]): Promise<void> {
    let ultimos: string[] = [];
    await browser
      .waitUntil(
        async () => {
          ultimos = await browser.execute((p) => Array.from(document.querySelectorAll(`[data-grupo="${p}"] dd`)).map((dd) => dd.textContent ?? ''), prefijo);
          return JSON.stringify(ultimos) === JSON.stringify(esperados);
        },
        { timeout: 15_000 },
      )
      .catch(() => {
        throw new Error(`${prefijo}: expected ${esperados.join(',')}, got ${ultimos.join(',')}`);
      });
  }

  async function esperarLineas(activas: string[]): Promise<void> {
    for (const linea of ['Vida', 'Auto', 'Salud', 'Daños']) {
      await browser.waitUntil(async () => (await boton(linea).getAttribute('aria-pressed')) === String(activas.includes(linea)), {
        timeout: 5_000,
        timeoutMsg: `${linea} should ${activas.includes(linea) ? '' : 'not '}be pressed`,
      });
    }
  }

  it('counts receipts and renewals per window for the lines chosen, all four giving way to the one clicked', async () => {
    await abrirComo(browser, server, agente, '/resumen');
    await waitForText(browser, 'h1', 'Resumen de Cartera');
    await esperarLineas(['Vida', 'Auto', 'Salud', 'Daños']);
    await esperarContadores('cxc', ['1', '1', '1', '1', '1']);
    await esperarContadores('ren', ['2', '1', '1', '1', '1']);
    await waitForText(browser, '[data-mosaico="/polizas"]', (t) => t.includes('6') && t.includes('Pólizas Vigentes'));
    await waitForText(browser, '[data-mosaico="/clientes"]', (t) => t.includes('1') && t.includes('Clientes'));
    expect(await browser.$('[data-contador="cxc5"]').getAttribute('title')).to.equal('De 4 a 9 días');

    // From all four, a click keeps only that line.
    await boton('Auto').click();
    await esperarLineas(['Auto']);
    await esperarContadores('cxc', ['1', '1', '1', '0', '0']);
    await waitForText(browser, '[data-mosaico="/polizas"]', (t) => t.startsWith('4'));
    await boton('Vida').click();
    await esperarLineas(['Vida', 'Auto']);
    await esperarContadores('ren', ['2', '1', '1', '1', '0']);
    await boton('Auto').click();
    await esperarLineas(['Vida']);
    await esperarContadores('cxc', ['0', '0', '0', '1', '0']);
    // The last line chosen stays.
    await boton('Vida').click();
    await esperarLineas(['Vida']);
    await esperarContadores('cxc', ['0', '0', '0', '1', '0']);
    for (const linea of ['Auto', 'Salud', 'Daños']) await boton(linea).click();
    await esperarLineas(['Vida', 'Auto', 'Salud', 'Daños']);
    await esperarContadores('cxc', ['1', '1', '1', '1', '1']);
    await boton('Daños').click();
    await esperarLineas(['Daños']);
    await esperarContadores('cxc', ['0', '0', '0', '0', '0']);
    await waitForText(browser, '[data-mosaico="/polizas"]', (t) => t.startsWith('0'));
  });

  it('draws the four gauges with their percent and goal, links every block, and turns the banners', async () => {
    const resumen: ResumenCartera = (await server.api('GET', '/reportes/resumen-cartera', undefined, agente.auth)).body.body;
    expect([resumen.ppm, resumen.metaMensual, resumen.metaAnual]).to.deep.equal([1000, 4000, 10000]);
    await abrirComo(browser, server, agente, '/resumen');
    const medidores = [
      ['Primas Pagadas', resumen.ppm, resumen.metaMensual],
      ['Pagos Acumulados', resumen.paa, resumen.metaAnual],
      ['Emisión', resumen.em, resumen.metaMensual],
      ['Emisión Acumulada', resumen.eaa, resumen.metaAnual],
    ] as const;
    for (const [titulo, valor, meta] of medidores) {
      const tarjeta = `[data-medidor="${titulo}"]`;
      const porcentaje = `${porcentajeEntero(valor, meta)}%`;
      await waitForText(browser, tarjeta, (t) => t.includes(`Meta: ${enPesos(meta)}`) && t.includes(enPesos(valor)));
      expect(await browser.$(`${tarjeta} [role="img"]`).getAttribute('aria-label')).to.equal(`${titulo}: ${porcentaje} de la meta`);
      // The gauge itself writes the percent (an SVG text once its animation ends).
      await browser.waitUntil(async () => (await browser.execute((sel) => document.querySelector(`${sel} svg`)?.textContent ?? '', tarjeta)).includes(porcentaje), {
        timeout: 15_000,
        timeoutMsg: `${titulo}: no ${porcentaje} in the gauge`,
      });
    }
    expect(await browser.$('[data-medidor="Primas Pagadas"] [role="img"]').getAttribute('aria-label')).to.equal('Primas Pagadas: 25% de la meta');

    const enlaces = await browser.execute(() => Array.from(document.querySelectorAll('main a')).map((a) => a.getAttribute('href')));
    expect(enlaces).to.include.members(['/clientes', '/polizas?status=vigente&anio=todos', '/cxc', '/cxc?ventana=vencidos', '/renovaciones', '/configuracion/metas']);
    expect(await browser.$('a=Configurar Metas').getAttribute('href')).to.equal('/configuracion/metas');

    const banners: Banner[] = (await server.api('GET', '/banners?ubicacion=HOME', undefined, agente.auth)).body.body;
    expect(banners.length).to.be.greaterThan(1);
    await waitForText(browser, '.cartera-resumen-banner:not([hidden])', banners[0].descripcion);
    await browser.$('button[aria-label="Aviso siguiente"]').click();
    await waitForText(browser, '.cartera-resumen-banner:not([hidden])', banners[1].descripcion);
    await browser.$('button[aria-label="Aviso anterior"]').click();
    await waitForText(browser, '.cartera-resumen-banner:not([hidden])', banners[0].descripcion);
    await browser.$(`button[aria-label="Ver aviso ${banners.length}"]`).click();
    await waitForText(browser, '.cartera-resumen-banner:not([hidden])', banners[banners.length - 1].descripcion);
  });

  it('shows a sub-user the agent figures, without Configurar Metas nor links to screens it may not open', async () => {
    const usuario = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    await abrirComo(browser, server, usuario, '/resumen');
    await esperarContadores('cxc', ['1', '1', '1', '1', '1']);
    await waitForText(browser, '[data-medidor="Primas Pagadas"]', (t) => t.includes('Meta: $4,000.00 MXN'));
    const enlaces = await browser.execute(() => Array.from(document.querySelectorAll('main a')).map((a) => a.getAttribute('href')));
    expect(enlaces).to.deep.equal(['/clientes']);
    expect(await browser.$('main').getText()).not.to.include('Configurar Metas');
  });

  it('fits a 390 px phone and a 1280 px screen without sideways scrolling', async () => {
    for (const [ancho, alto] of [
      [1280, 1000],
      [390, 844],
    ]) {
      await browser.setWindowSize(ancho, alto);
      await abrirComo(browser, server, agente, '/resumen');
      await esperarContadores('ren', ['2', '1', '1', '1', '1']);
      const { pagina, ventana } = await browser.execute(() => ({ pagina: document.documentElement.scrollWidth, ventana: document.documentElement.clientWidth }));
      expect(pagina, `${ancho} px`).to.be.at.most(ventana);
      expect(await boton('Daños').isDisplayed({ withinViewport: true }), `${ancho} px`).to.equal(true);
    }
  });

  it('logs a failed load only, offering a quiet retry that brings the figures back', async () => {
    await abrirComo(browser, server, agente, '/resumen');
    await esperarContadores('cxc', ['1', '1', '1', '1', '1']);
    await browser.execute(() => {
      const w = window as unknown as { fetchOriginal: typeof fetch };
      w.fetchOriginal = window.fetch;
      window.fetch = (entrada, init) =>
        String(entrada instanceof Request ? entrada.url : entrada).includes('resumen-cartera') ? Promise.reject(new TypeError('sin red')) : w.fetchOriginal(entrada, init);
    });
    await boton('Salud').click();
    await browser.$('button=Reintentar').waitForDisplayed({ timeout: 10_000 });
    await esperarContadores('cxc', ['—', '—', '—', '—', '—']);
    expect(await browser.$('.bp6-toast').isExisting()).to.equal(false);
    expect(await browser.$('main .bp6-callout').isExisting()).to.equal(false);

    await browser.execute(() => {
      window.fetch = (window as unknown as { fetchOriginal: typeof fetch }).fetchOriginal;
    });
    await browser.$('button=Reintentar').click();
    await esperarContadores('cxc', ['0', '0', '0', '0', '1']);
    await browser.$('button=Reintentar').waitForExist({ reverse: true, timeout: 5_000 });
  });
});
