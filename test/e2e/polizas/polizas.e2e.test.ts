import { expect } from 'chai';
import { colorDeVencimiento } from '../../../plugins/polizas/shared/colores.ts';
import { MENSAJES_POLIZAS } from '../../../plugins/polizas/shared/polizas.ts';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { replaceValue, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearPoliza, pagarRecibo, prepararCartera, primeraRazon, recibosDePoliza } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

const ANIO = new Date().getFullYear();
const MES = String(new Date().getMonth() + 1).padStart(2, '0');
/** Today as the browser (same machine) counts it. */
const HOY = `${ANIO}-${MES}-${String(new Date().getDate()).padStart(2, '0')}`;

/** A Blueprint dialog by its title. */
const dialogo = (titulo: string) =>
  `//div[contains(concat(" ", normalize-space(@class), " "), " bp6-dialog ") and .//*[contains(@class,"bp6-dialog-header")]//*[normalize-space(text())="${titulo}"]]`;
const pestana = (titulo: string) => `//*[@role="tab"][normalize-space()="${titulo}"]`;

/** The policy list, its detail (modal and page) and the receipts' and policies' status changes (issue 6, spec 02 §2.1–2.5, §4). */
describe('polizas: pólizas y recibos en el navegador', function () {
  this.timeout(240_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));
  const barra = () => browser.$('[role="toolbar"][aria-label="Acciones de la póliza"]');

  /** Empties a (React-controlled) input the way a person would. */
  async function vaciar(selector: string) {
    await browser.$(selector).click();
    await browser.keys(['Control', 'a']);
    await browser.keys('Backspace');
  }

  /** Chooses a reason and writes comments in the open reason form, then sends it with `accion`. */
  async function motivo(titulo: string, razon: string, accion: string) {
    const dlg = browser.$(dialogo(titulo));
    await dlg.waitForDisplayed({ timeout: 10_000 });
    const select = dlg.$('select[name="razonId"]');
    await browser.waitUntil(async () => (await select.$$('option').length) > 1, { timeout: 10_000, timeoutMsg: 'no reasons' });
    await dlg.$(`button=${accion}`).click();
    await waitForText(browser, dialogo(titulo), (t) => t.includes('El motivo es obligatorio') && t.includes('Los comentarios son obligatorios'));
    await select.selectByVisibleText(razon);
    await dlg.$('textarea[name="texto"]').setValue('Lo pidió el cliente');
    await dlg.$(`button=${accion}`).click();
  }

  it('filters the list, pages with a clamped page number and opens the detail modal', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++)
      ids.push(await crearPoliza(server, agente, cartera, { noPoliza: `LST-${String(i).padStart(2, '0')}`, fechaVigenciaDe: `${ANIO}-01-${String(i + 10).padStart(2, '0')}` }));
    const anterior = await crearPoliza(server, agente, cartera, { noPoliza: 'VIEJA-1', concepto: 'Auto del año pasado', fechaVigenciaDe: `${ANIO - 1}-03-01` });

    await abrirComo(browser, server, agente, '/polizas');
    await waitForText(browser, 'h1', 'Pólizas');
    await waitForText(browser, '.cartera-pager', (t) => t.includes('12 registros') && t.includes('Página 1 de 2'));
    expect(await browser.$$('[aria-label="Pólizas"] [data-poliza]').length).to.equal(10);
    // The current year by default: last year's policy is not there.
    expect(await browser.$('[aria-label="Pólizas"]').getText()).to.not.include('VIEJA-1');
    const tarjeta = await browser.$(`[data-poliza="${ids[11]}"]`).getText();
    expect(tarjeta)
      .to.include('Póliza LST-12 · Auto particular')
      .and.include('$12,180.00 MXN')
      .and.include('Vigente')
      .and.include(`22 ene ${ANIO} – 22 ene ${ANIO + 1}`);
    expect(await browser.$(`[data-poliza="${ids[11]}"] [role="img"]`).getAttribute('aria-label')).to.equal('Auto');

    // Three digits at most, clamped to the last page.
    await browser.$('input[name="pagina"]').setValue('9999');
    expect(await browser.$('input[name="pagina"]').getValue()).to.equal('999');
    await browser.keys('Enter');
    await waitForText(browser, '.cartera-pager', (t) => t.includes('Página 2 de 2'));
    expect(await browser.$$('[aria-label="Pólizas"] [data-poliza]').length).to.equal(2);

    await browser.$('input[name="noPoliza"]').setValue('lst-03');
    await waitForText(browser, '.cartera-pager', (t) => t.includes('1 registro') && t.includes('Página 1 de 1'));
    expect(await browser.$('[aria-label="Pólizas"]').getText()).to.include('LST-03');
    await vaciar('input[name="noPoliza"]');
    await browser.$('select[name="anio"]').selectByAttribute('value', String(ANIO - 1));
    await waitForText(browser, '[aria-label="Pólizas"]', (t) => t.includes('VIEJA-1') && !t.includes('LST-'));
    await browser.$('input[name="concepto"]').setValue('no existe');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    await replaceValue(browser, 'input[name="concepto"]', 'pasado');
    await waitForText(browser, '[aria-label="Pólizas"]', (t) => t.includes('VIEJA-1'));
    await browser.$('label*=Solo creadas por robot').click();
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    await browser.$('label*=Solo creadas por robot').click();

    await browser.$(`[data-poliza="${anterior}"] .cartera-fila-boton`).click();
    await waitForText(browser, '.polizas-modal', (t) =>
      [
        'Detalle de póliza',
        'DATOS GENERALES',
        'VIGENCIA',
        'VEHÍCULO',
        'PRIMAS',
        'COMISIONES',
        'RECIBOS',
        'NISSAN VERSA ADVANCE CVT',
        `01 mar ${ANIO - 1}`,
        '$1,680.00 MXN',
        'Recibo 1/1',
      ].every((s) => t.includes(s)),
    );
    await browser.keys('Escape');
  });

  it('pays a receipt from the detail, reverts it, closes the policy with a paid receipt and reactivates it', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const id = await crearPoliza(server, agente, cartera, { formaPago: 'mensual', fechaVigenciaDe: `${ANIO}-${MES}-01` });
    const recibos = await recibosDePoliza(server, agente, id);
    const [primero, segundo] = recibos;
    const razonPoliza = await primeraRazon(server, agente, 0);

    await abrirComo(browser, server, agente, `/poliza/${id}`);
    await waitForText(browser, 'h1', 'Detalle de Póliza');
    await browser.$(pestana('Recibos')).click();
    await waitForText(browser, '[aria-label="Recibos"]', (t) => t.includes('Recibo 12/12'));
    // Each unpaid receipt is painted by its days to due (spec 02 §9).
    for (const r of recibos)
      expect(await browser.$(`[data-recibo="${r.id}"]`).getAttribute('data-color')).to.equal(colorDeVencimiento(r as Parameters<typeof colorDeVencimiento>[0], HOY));

    await browser.$('button[aria-label="Pagar recibo 1/12"]').click();
    const pago = browser.$(dialogo('Pagar Recibo'));
    await pago.waitForDisplayed({ timeout: 10_000 });
    expect(await pago.$('input[name="tipoCambio"]').getValue()).to.equal('1.00');
    expect(await pago.$('input[name="tipoCambio"]').isEnabled(), 'pesos: the exchange rate is fixed').to.equal(false);
    await pago.$('button=Pagar').click();
    await waitForText(browser, dialogo('Pagar Recibo'), (t) => t.includes('El folio de pago es obligatorio'));
    await pago.$('input[name="folioPago"]').setValue('F-100');
    await pago.$('button=Pagar').click();
    await esperarToast(browser, 'Recibo pagado correctamente');
    await waitForText(browser, `[data-recibo="${primero.id}"]`, (t) => t.includes('Pagado') && t.includes('Folio F-100'));
    expect(await browser.$(`[data-recibo="${primero.id}"]`).getAttribute('data-color')).to.equal('blanco');
    // A paid receipt offers no communication; the next one, still pending, does.
    expect(await browser.$(`[data-recibo="${primero.id}"]`).$('button[aria-label="Correo electrónico del recibo"]').isExisting()).to.equal(false);
    expect(await browser.$(`[data-recibo="${segundo.id}"]`).$('button[aria-label="Correo electrónico del recibo"]').isExisting()).to.equal(true);

    await browser.$('button[aria-label="Revertir pago recibo 1/12"]').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('¿Deseas revertir el pago del recibo?'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Pago revertido correctamente');
    await waitForText(browser, `[data-recibo="${primero.id}"]`, (t) => !t.includes('Pagado') && t.includes('Pagar'));

    // The policy's log (the crm dialog, given the policy) holds the payment and its reversal.
    await barra().$('button=Bitácora').click();
    await waitForText(browser, dialogo('Bitácora'), (t) => t.includes('Pago de recibo') && t.includes('Pago revertido'));
    await browser.keys('Escape');

    // With a paid receipt, closing terminates the policy and cancels its pending receipts.
    await pagarRecibo(server, agente, segundo.id, 'F-200');
    await browser.refresh();
    await waitForText(browser, '.polizas-detalle-cabecera', (t) => t.includes('Vigente'));
    await barra().$('button=Cerrar póliza').click();
    await waitForText(browser, dialogo('Cerrar póliza'), (t) => t.includes('quedará terminada'));
    await motivo('Cerrar póliza', razonPoliza.nombre, 'Cerrar póliza');
    await esperarToast(browser, 'Póliza terminada correctamente');
    await waitForText(browser, '.polizas-detalle-cabecera', (t) => t.includes('Terminada'));
    expect(await barra().$('button=Cerrar póliza').isExisting()).to.equal(false);
    await browser.$(pestana('Recibos')).click();
    await waitForText(browser, `[data-recibo="${primero.id}"]`, (t) => t.includes('Cancelado'));
    // A closed policy's receipts keep only their log and attachments.
    expect(await browser.$('button[aria-label="Reactivar recibo 1/12"]').isExisting()).to.equal(false);

    await barra().$('button=Reactivar').click();
    await motivo('Reactivar póliza', razonPoliza.nombre, 'Reactivar póliza');
    await esperarToast(browser, 'Póliza reactivada correctamente');
    await waitForText(browser, '.polizas-detalle-cabecera', (t) => t.includes('Vigente'));
    await waitForText(browser, `[data-recibo="${primero.id}"]`, (t) => !t.includes('Cancelado') && t.includes('Pagar'));
    await waitForText(browser, `[data-recibo="${segundo.id}"]`, (t) => t.includes('Pagado'));

    // A receipt is cancelled ('Cerrar Recibo') and reactivated ('Reactivar Recibo') with a reason.
    const razonRecibo = await primeraRazon(server, agente, 3);
    await browser.$('button[aria-label="Cancelar recibo 1/12"]').click();
    await motivo('Cerrar Recibo', razonRecibo.nombre, 'Cancelar recibo');
    await esperarToast(browser, 'Recibo cancelado correctamente');
    await waitForText(browser, `[data-recibo="${primero.id}"]`, (t) => t.includes('Cancelado'));
    await browser.$('button[aria-label="Reactivar recibo 1/12"]').click();
    await motivo('Reactivar Recibo', razonRecibo.nombre, 'Reactivar recibo');
    await esperarToast(browser, 'Recibo reactivado correctamente');
    await waitForText(browser, `[data-recibo="${primero.id}"]`, (t) => !t.includes('Cancelado'));
  });

  it('cancels a policy without payments on /polizas/{id}/cerrar and pays a receipt on /recibos/{id}/pagar', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const pagada = await crearPoliza(server, agente, cartera);
    const [recibo] = await recibosDePoliza(server, agente, pagada);
    await abrirComo(browser, server, agente, `/recibos/${recibo.id}/pagar`);
    await waitForText(browser, 'h1', 'Pagar Recibo');
    await browser.$('input[name="folioPago"]').setValue('TR-9');
    await browser.$('button=Pagar').click();
    await esperarToast(browser, 'Recibo pagado correctamente');
    // Back to collections, or to the policy while collections has no screen.
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname !== `/recibos/${recibo.id}/pagar`, { timeout: 10_000, timeoutMsg: 'still on the pay page' });
    expect((await recibosDePoliza(server, agente, pagada))[0].status).to.equal('pagado');

    const id = await crearPoliza(server, agente, cartera);
    const razon = await primeraRazon(server, agente, 0);
    await browser.url(`${server.url}/polizas/${id}/cerrar`);
    await waitForText(browser, 'h1', 'Cancelar póliza');
    await browser.waitUntil(async () => (await browser.$$('select[name="razonId"] option').length) > 1, { timeout: 10_000 });
    await browser.$('select[name="razonId"]').selectByVisibleText(razon.nombre);
    await browser.$('textarea[name="texto"]').setValue('Se capturó dos veces');
    await browser.$('button=Cancelar póliza').click();
    await esperarToast(browser, 'Póliza cancelada correctamente');
    await waitForPath(browser, `/poliza/${id}`);
    await waitForText(browser, '.polizas-detalle-cabecera', (t) => t.includes('Cancelada'));
  });

  it('tells that an already renewed policy was renewed, with a link to the renewal, and renews another', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const original = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: `${ANIO - 1}-02-01` });
    const renovacion = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: `${ANIO}-02-01`, polizaIDRenovo: original });

    await abrirComo(browser, server, agente, `/poliza/${original}`);
    await waitForText(browser, '.polizas-detalle-cabecera', (t) => t.includes('Vigente'));
    await barra().$('button=Renovar').click();
    await waitForText(browser, '.cartera-alerta', (t) => t.includes('Alerta') && t.includes(MENSAJES_POLIZAS.yaRenovada));
    await browser.$('.cartera-alerta').$('a=Ver la renovación').click();
    await waitForPath(browser, `/poliza/${renovacion}`);
    await waitForText(browser, 'main', (t) => t.includes('Ver póliza anterior'));

    // Not renewed yet and vigente: the wizard opens as a renewal.
    await barra().$('button=Renovar').click();
    await waitForPath(browser, '/polizas/nuevo');
    // The wizard may add its own keys to the state; what the detail sent is there.
    const estado = await browser.execute(() => (window.history.state as { usr?: object } | null)?.usr);
    expect(estado).to.include({ polizaId: renovacion, action: 'renovar', backUrl: `/poliza/${renovacion}` });
  });

  it('deletes a policy from its card after the exact confirmation; a reader sees no write actions', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const id = await crearPoliza(server, agente, cartera, { noPoliza: 'BORRAR-1', fechaVigenciaDe: `${ANIO}-01-20` });
    const queda = await crearPoliza(server, agente, cartera, { noPoliza: 'QUEDA-1', fechaVigenciaDe: `${ANIO}-01-21` });

    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
    await abrirComo(browser, server, lector, '/polizas');
    await waitForText(browser, '[aria-label="Pólizas"]', (t) => t.includes('BORRAR-1'));
    expect(await browser.$('button=Añadir').isExisting()).to.equal(false);
    expect(await browser.$('button[aria-label="Eliminar póliza BORRAR-1"]').isExisting()).to.equal(false);
    await browser.$(`[data-poliza="${id}"] .cartera-fila-boton`).click();
    await waitForText(browser, '.polizas-modal', (t) => t.includes('Recibo 1/1') && t.includes('Bitácora'));
    for (const accion of ['Renovar', 'Eliminar', 'Cerrar póliza', 'Pagar']) expect(await browser.$('.polizas-modal').$(`button=${accion}`).isExisting(), accion).to.equal(false);
    await browser.keys('Escape');

    await abrirComo(browser, server, agente, '/polizas');
    await waitForText(browser, '[aria-label="Pólizas"]', (t) => t.includes('BORRAR-1'));
    await browser.$('button[aria-label="Eliminar póliza BORRAR-1"]').click();
    const confirmacion = await waitForText(browser, '.cartera-confirm', (t) => t.includes('Alerta'));
    expect(confirmacion).to.include('¿Deseas eliminar la póliza? Si continúas, se perderá toda su información, su bitácora y sus adjuntos.');
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Póliza eliminada correctamente');
    await waitForText(browser, '[aria-label="Pólizas"]', (t) => t.includes('QUEDA-1') && !t.includes('BORRAR-1'));
    expect((await server.api('GET', `/polizas/${id}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', `/polizas/${queda}`, undefined, agente.auth)).status).to.equal(200);
  });
});
