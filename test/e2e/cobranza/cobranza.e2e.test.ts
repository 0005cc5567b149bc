import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { etiquetaDeRango, RANGO_VENCIDOS, RANGOS_PRINCIPALES } from '../../../plugins/cobranza/shared/ventanas.ts';
import { consultaRecibos } from '../../../plugins/cobranza/web/consultas.ts';
import { colorDeVencimiento } from '../../../plugins/polizas/shared/colores.ts';
import { VENTANAS, type ResumenCartera } from '../../../plugins/reportes/shared/resumen.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearCliente, crearClave, crearPoliza, crearPolizaQueVence, diaDesdeHoy, pagarRecibo, prepararCartera, primeraRazon, recibosDePoliza } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

const RECIBOS = 'section[aria-label="Recibos"]';
const CARRUSEL_RECIBOS = 'section[aria-label="Recibos de la ventana"]';
const POLIZAS = 'section[aria-label="Pólizas"]';
const NAV = 'nav[aria-label="Navegación principal"]';
/** The summary's 'Recibos x Cobrar' counter of window 0 (the reportes plugin's /resumen). */
const CXC0 = '[data-contador="cxc0"] dd';

/** A Blueprint dialog by its title. */
const dialogo = (titulo: string) =>
  `//div[contains(concat(" ", normalize-space(@class), " "), " bp6-dialog ") and .//*[contains(@class,"bp6-dialog-header")]//*[normalize-space(text())="${titulo}"]]`;
/** A button of a button group (the classic views), by its text. */
const boton = (grupo: string, texto: string) => `//*[@role="group"][@aria-label="${grupo}"]//button[normalize-space()="${texto}"]`;
/** A range button of the days selector or the classic ranges, by its window's key ('<', '0', …, 'vencidos', 'todos'). */
const rango = (grupo: string, clave: string) => `//*[@role="group"][@aria-label="${grupo}"]//button[@data-ventana="${clave}"]`;
/** A card's action button, by the policy number the card shows. */
const accion = (noPoliza: string, texto: string) =>
  `//*[contains(@class,"cobranza-tarjeta")][.//span[starts-with(normalize-space(), "Póliza ${noPoliza} ")]]//*[@aria-label="${texto}"]`;

/** Collections and renewals in the browser (issue 7, spec 02 §2.6, §2.7, §4, §9). */
describe('cobranza: cobranza y renovaciones en el navegador', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  /** The cards under `selector`, in screen order: the policy number each shows and its due-date colour. */
  const tarjetas = (selector: string) =>
    browser.execute(
      (sel) =>
        Array.from(document.querySelectorAll(`${sel} [data-recibo], ${sel} [data-poliza]`)).map((e) => ({
          numero: /Póliza (\S+) ·/.exec(e.textContent ?? '')?.[1] ?? '',
          color: e.getAttribute('data-color'),
        })),
      selector,
    );
  const numeros = async (selector: string) => (await tarjetas(selector)).map((t) => t.numero);

  async function esperarNumeros(selector: string, esperados: string[], mensaje: string) {
    let vistos: string[] = [];
    await browser
      .waitUntil(async () => JSON.stringify((vistos = await numeros(selector))) === JSON.stringify(esperados), { timeout: 15_000 })
      .catch(() => expect(vistos, mensaje).to.deep.equal(esperados));
  }

  /**
   * Opens `ruta` as `cuenta` and waits for its heading ('Cobranza', or the refusal's): generously,
   * since a page's chunks load slowly on a busy machine.
   */
  async function abrir(cuenta: Cuenta, ruta: string, titulo: string) {
    await abrirComo(browser, server, cuenta, ruta);
    await waitForText(browser, 'h1', titulo, 45_000);
  }

  const resumen = async (cuenta: Cuenta): Promise<ResumenCartera> => (await server.api('GET', '/reportes/resumen-cartera', undefined, cuenta.auth)).body.body;

  it('lists in each window exactly the pending receipts of vigente policies due in it, painted by days to due', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const dias = [-61, -60, -1, 0, 3, 4, 9, 10, 24, 25, 45, 46, 60, 61];
    for (const d of dias) await crearPolizaQueVence(server, agente, cartera, d, { noPoliza: `VEN${d}` });
    // Neither a paid receipt nor one of a cancelled policy is to collect.
    const pagada = await crearPolizaQueVence(server, agente, cartera, 1, { noPoliza: 'PAGADA' });
    await pagarRecibo(server, agente, (await recibosDePoliza(server, agente, pagada))[0].id);
    const cerrada = await crearPolizaQueVence(server, agente, cartera, 2, { noPoliza: 'CERRADA' });
    const razon = await primeraRazon(server, agente, 0);
    expect((await server.api('PUT', `/polizas/${cerrada}/cancelar`, { razonId: razon.id, texto: 'x' }, agente.auth)).status).to.equal(200);

    const hoy = hoyEnMexico();
    const contadores = await resumen(agente);
    await abrir(agente, '/cxc', 'Cobranza');
    expect(await browser.$(rango('Días para vencer', '0')).getAttribute('aria-pressed'), 'window 0 by default').to.equal('true');
    for (const v of VENTANAS) {
      const esperados = dias.filter((d) => d >= v.desde && d <= v.hasta).map((d) => `VEN${d}`);
      await browser.$(rango('Días para vencer', v.clave)).click();
      await waitForText(browser, `${RECIBOS} h2`, `Recibos • ${esperados.length}`);
      await esperarNumeros(RECIBOS, esperados, `list of window ${v.clave}`);
      await esperarNumeros(CARRUSEL_RECIBOS, esperados, `carousel of window ${v.clave}`);
      const colores = (await tarjetas(RECIBOS)).map((t) => t.color);
      const esperadas = dias.filter((d) => d >= v.desde && d <= v.hasta).map((d) => colorDeVencimiento({ status: d < 0 ? 'vencido' : 'pendiente', fecVence: diaDesdeHoy(d) }, hoy));
      expect(colores, `colours of window ${v.clave}`).to.deep.equal(esperadas);
      // The list and the summary's counter of the window agree (the '<' window has no counter).
      const total = (
        await server.api(
          'GET',
          `/recibos?${new URLSearchParams(consultaRecibos({ rango: v, hoy, orden: 'asc', page: 1, size: 1 }) as Record<string, string>)}`,
          undefined,
          agente.auth,
        )
      ).body.body.totalItems;
      expect(total).to.equal(esperados.length);
      if (v.clave !== '<') expect(contadores[`cxc${v.clave}` as keyof ResumenCartera], `cxc${v.clave}`).to.equal(esperados.length);
    }

    // The carousel's card opens the policy's detail.
    await browser.$(`//section[@aria-label="Recibos de la ventana"]//button[contains(., "Póliza VEN46 ")]`).click();
    await waitForText(browser, dialogo('Detalle de póliza'), (t) => t.includes('DATOS GENERALES') && t.includes('Póliza VEN46'));
    await browser.keys('Escape');

    // Each button says its real range of days; 'Todos los vencidos' reaches the overdue receipts however old (issue 18).
    const etiquetas = await browser.execute(() => Array.from(document.querySelectorAll('[aria-label="Días para vencer"] button')).map((b) => b.textContent));
    expect(etiquetas).to.deep.equal(RANGOS_PRINCIPALES.map((r) => etiquetaDeRango(r)));
    expect(etiquetas).to.include.members(['25–45 días', 'Vencidos 1–60 días', 'Todos los vencidos']);
    await browser.$(rango('Días para vencer', 'vencidos')).click();
    await waitForPath(browser, '/cxc', '?ventana=vencidos');
    await waitForText(browser, `${RECIBOS} h2`, 'Recibos • 3');
    await esperarNumeros(RECIBOS, ['VEN-61', 'VEN-60', 'VEN-1'], 'every overdue receipt');
    const vencidos = (
      await server.api(
        'GET',
        `/recibos?${new URLSearchParams(consultaRecibos({ rango: RANGO_VENCIDOS, hoy, orden: 'asc', page: 1, size: 1 }) as Record<string, string>)}`,
        undefined,
        agente.auth,
      )
    ).body.body;
    expect([vencidos.totalItems, (await resumen(agente)).vencidos], 'the list and the summary’s overdue count agree').to.deep.equal([3, 3]);
    // The address keeps the window: a reload shows the same list.
    await browser.refresh();
    await waitForText(browser, `${RECIBOS} h2`, 'Recibos • 3', 45_000);
    expect(await browser.$(rango('Días para vencer', 'vencidos')).getAttribute('aria-pressed')).to.equal('true');

    // The classic layout: everything from 60 days back to 60 ahead by due date, then one range, in two columns.
    await abrir(agente, '/cxc-clasic', 'Cobranza');
    await waitForText(browser, `${RECIBOS} h2`, 'Recibos • 12');
    await esperarNumeros(
      RECIBOS,
      dias.filter((d) => Math.abs(d) <= 60).map((d) => `VEN${d}`),
      'classic, all',
    );
    await browser.$(rango('Rango de vencimiento', '5')).click();
    await esperarNumeros(RECIBOS, ['VEN4', 'VEN9'], 'classic, window 5');
    await browser.$(boton('Vista', 'Dos columnas')).click();
    expect(await browser.$(`${RECIBOS} [data-vista]`).getAttribute('data-vista')).to.equal('columnas');
  });

  it('searches by client, policy number and insurer, toggles the order and pages by 10', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const zamora = {
      clienteId: await crearCliente(server, agente, { nombres: 'Beatriz', apPat: 'Zamora', apMat: 'Luna' }),
      claveId: await crearClave(server, agente, { aseguradoraId: 4 }),
    };
    for (let d = 26; d <= 37; d++) await crearPolizaQueVence(server, agente, d === 30 || d === 31 ? zamora : cartera, d, { noPoliza: `PAG-${d}` });

    await abrir(agente, '/cxc', 'Cobranza');
    await browser.$(rango('Días para vencer', '30')).click();
    await waitForText(browser, `${RECIBOS} h2`, 'Recibos • 12');
    await waitForText(browser, '.cartera-pager', (t) => t.includes('Página 1 de 2'));
    await esperarNumeros(
      RECIBOS,
      Array.from({ length: 10 }, (_, i) => `PAG-${26 + i}`),
      'page 1, ascending',
    );
    await browser.$('button[aria-label="Página siguiente"]').click();
    await esperarNumeros(RECIBOS, ['PAG-36', 'PAG-37'], 'page 2');
    await browser.$('button[aria-label="Orden ascendente"]').click();
    await esperarNumeros(
      RECIBOS,
      Array.from({ length: 10 }, (_, i) => `PAG-${37 - i}`),
      'descending, back to page 1',
    );

    await browser.$('select[name="buscarPor"]').selectByVisibleText('Cliente');
    await browser.$('input[name="busqueda"]').setValue('zamora');
    await browser.keys('Enter');
    await waitForText(browser, `${RECIBOS} h2`, 'Recibos • 2');
    await esperarNumeros(RECIBOS, ['PAG-31', 'PAG-30'], 'by client');
    await browser.$('select[name="buscarPor"]').selectByVisibleText('Número de póliza');
    await browser.$('input[name="busqueda"]').setValue('pag-33');
    await browser.$('//section[@aria-label="Recibos"]//button[normalize-space()="Buscar"]').click();
    await esperarNumeros(RECIBOS, ['PAG-33'], 'by policy number');
    await browser.$('select[name="buscarPor"]').selectByVisibleText('Aseguradora');
    await browser.$('input[name="busqueda"]').setValue('allianz');
    await browser.keys('Enter');
    await esperarNumeros(RECIBOS, ['PAG-31', 'PAG-30'], 'by insurer');
    await browser.$('input[name="busqueda"]').setValue('mapfre');
    await browser.keys('Enter');
    await waitForText(browser, RECIBOS, (t) => t.includes('Recibos • 0') && t.includes('Sin resultados'));
  });

  it('pays a receipt from /cxc: it leaves the pending list and its window counter on the summary goes down', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    await crearPolizaQueVence(server, agente, cartera, 1, { noPoliza: 'COBRAR-1' });
    await crearPolizaQueVence(server, agente, cartera, 2, { noPoliza: 'COBRAR-2' });
    expect((await resumen(agente)).cxc0).to.equal(2);

    // From the summary's 'Recibos x Cobrar' to collections, and back after the payment.
    await abrir(agente, '/resumen', 'Resumen de Cartera');
    await waitForText(browser, CXC0, '2');
    await browser.$('a=Recibos x Cobrar').click();
    await waitForPath(browser, '/cxc');
    await esperarNumeros(RECIBOS, ['COBRAR-1', 'COBRAR-2'], 'window 0');
    await browser.$(accion('COBRAR-1', 'Pagar Recibo')).click();
    const pago = browser.$(dialogo('Pagar Recibo'));
    await pago.waitForDisplayed({ timeout: 10_000 });
    await waitForText(browser, dialogo('Pagar Recibo'), (t) => t.includes('Póliza COBRAR-1'));
    await pago.$('input[name="folioPago"]').setValue('CXC-77');
    await pago.$('button=Pagar').click();
    await esperarToast(browser, 'Recibo pagado correctamente');
    await waitForText(browser, `${RECIBOS} h2`, 'Recibos • 1');
    await esperarNumeros(RECIBOS, ['COBRAR-2'], 'after paying');
    await esperarNumeros(CARRUSEL_RECIBOS, ['COBRAR-2'], 'carousel after paying');
    expect((await resumen(agente)).cxc0).to.equal(1);
    await browser.url(`${server.url}/resumen`);
    await waitForText(browser, CXC0, '1', 45_000);
    await browser.$('a=Recibos x Cobrar').click();
    await esperarNumeros(RECIBOS, ['COBRAR-2'], 'back on /cxc');

    // The receipt's log and the policy's attachments open in the crm plugin's dialogs.
    await browser.$(accion('COBRAR-2', 'Bitácora')).click();
    await waitForText(browser, dialogo('Bitácora'), (t) => t.includes('Bitácora'));
    await browser.keys('Escape');
    await browser.$(accion('COBRAR-2', 'Adjuntos')).click();
    await waitForText(browser, dialogo('Adjuntos'), (t) => t.includes('Adjuntos'));
    await browser.keys('Escape');
  });

  it('renews from /renovaciones into the wizard, disables renewing a renewed policy and closes another', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const porRenovar = await crearPolizaQueVence(server, agente, cartera, 10, { noPoliza: 'REN-A' });
    const renovada = await crearPolizaQueVence(server, agente, cartera, 12, { noPoliza: 'REN-B' });
    await crearPoliza(server, agente, cartera, { noPoliza: 'REN-B2', polizaIDRenovo: renovada, fechaVigenciaDe: diaDesdeHoy(12) });
    await crearPolizaQueVence(server, agente, cartera, 11, { noPoliza: 'REN-C' });
    const razon = await primeraRazon(server, agente, 0);

    await abrir(agente, '/renovaciones', 'Renovaciones');
    await browser.$(rango('Días para vencer', '15')).click();
    await waitForText(browser, `${POLIZAS} h2`, 'Pólizas • 3');
    await esperarNumeros(POLIZAS, ['REN-A', 'REN-C', 'REN-B'], 'window 15 by end date');
    expect(await browser.$(accion('REN-B', 'Renovar')).isEnabled(), 'already renewed').to.equal(false);
    expect(await browser.$(accion('REN-A', 'Renovar')).isEnabled()).to.equal(true);

    await browser.$(accion('REN-C', 'Cerrar póliza')).click();
    const cierre = browser.$(dialogo('Cerrar póliza'));
    await cierre.waitForDisplayed({ timeout: 10_000 });
    await browser.waitUntil(async () => (await cierre.$$('select[name="razonId"] option').length) > 1, { timeout: 10_000, timeoutMsg: 'no reasons' });
    await cierre.$('select[name="razonId"]').selectByVisibleText(razon.nombre);
    await cierre.$('textarea[name="texto"]').setValue('El cliente no renueva');
    await cierre.$('button=Cancelar póliza').click();
    await esperarToast(browser, 'Póliza cancelada correctamente');
    await esperarNumeros(POLIZAS, ['REN-A', 'REN-B'], 'after closing REN-C');

    await browser.$(accion('REN-A', 'Renovar')).click();
    await waitForPath(browser, '/polizas/nuevo');
    const estado = await browser.execute(() => (window.history.state as { usr?: object } | null)?.usr);
    expect(estado).to.include({ polizaId: porRenovar, action: 'renovar', backUrl: '/renovaciones' });
    // Left unfinished, the renewal leads back to Renovaciones.
    await waitForText(browser, 'h1', 'Captura de póliza');
    await browser.$('a.cartera-back-link').click();
    await waitForPath(browser, '/renovaciones');

    // The classic layout lists only policies not yet renewed.
    await abrir(agente, '/renovaciones-clasic', 'Renovaciones');
    await esperarNumeros(POLIZAS, ['REN-A'], 'classic renewals');
  });

  it('refuses /cxc to a sub-user without POLIZAS_COBRANZA and shows a collector only what the role allows', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    await crearPolizaQueVence(server, agente, cartera, 0, { noPoliza: 'PERM-1' });
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
    const cobrador = await crearUsuarioAdicional(server, agente, ['ROLE_COBRANZA']);

    for (const ruta of ['/cxc', '/cxc-clasic', '/renovaciones']) {
      await abrir(lector, ruta, 'No tienes acceso a esta página');
    }
    expect(await browser.$(`${NAV} a[href="/cxc"]`).isExisting()).to.equal(false);

    await abrir(cobrador, '/cxc', 'Cobranza');
    await esperarNumeros(RECIBOS, ['PERM-1'], 'the collector lists the receipt');
    expect(await browser.$(accion('PERM-1', 'Pagar Recibo')).isExisting()).to.equal(true);
    expect(await browser.$(accion('PERM-1', 'Detalle de póliza')).isExisting()).to.equal(true);
    expect(await browser.$(accion('PERM-1', 'Bitácora')).isExisting(), 'no BITACORA_R').to.equal(false);
    expect(await browser.$(`${NAV} a[href="/cxc"]`).isExisting()).to.equal(true);
    expect(await browser.$(`${NAV} a[href="/renovaciones"]`).isExisting()).to.equal(false);
    await abrir(cobrador, '/renovaciones', 'No tienes acceso a esta página');
  });
});
