import { expect } from 'chai';
import { formatFecha } from '../../../core/shared/format.ts';
import { MENSAJES_FECHA } from '../../../web/src/ui/mensajes.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { clickWhenStill, replaceValue, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearPoliza, diaDesdeHoy, prepararCartera, recibosDePoliza } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** A Blueprint dialog by its title. */
const DIALOGO =
  '//div[contains(concat(" ", normalize-space(@class), " "), " bp6-dialog ") and .//*[contains(@class,"bp6-dialog-header")]//*[normalize-space(text())="Pagar Recibo"]]';
const FECHA = 'input[name="fechaPago"]';
const CALENDARIO = '.cartera-fecha-calendario';
/** The calendar once its chunk has loaded: until then the box holds a spinner. */
const CALENDARIO_LISTO = `${CALENDARIO} select[name="months"]`;

interface Caja {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The pay-receipt dialog's date field (issue 18): its calendar, its typed text and Escape. */
describe('pólizas: la fecha de pago del recibo', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  const caja = (selector: string) =>
    browser.execute((sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
    }, selector) as Promise<Caja | null>;
  /** Whether the element under the centre of `selector`'s box is that element (or inside it): nothing covers it. */
  const descubierto = (selector: string) =>
    browser.execute((sel) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      const arriba = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return arriba !== null && (arriba === el || el.contains(arriba));
    }, selector);

  it('opens the calendar inside the dialog without covering Pagar, keeps typed dates and their message, and Escape closes only the calendar', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const id = await crearPoliza(server, agente, cartera, { formaPago: 'mensual' });
    const [primero] = await recibosDePoliza(server, agente, id);
    await abrirComo(browser, server, agente, `/poliza/${id}`);
    await waitForText(browser, 'h1', 'Detalle de Póliza');
    await browser.$('//*[@role="tab"][normalize-space()="Recibos"]').click();
    await browser.$('button[aria-label="Pagar recibo 1/12"]').click();
    const dialogo = browser.$(DIALOGO);
    await dialogo.waitForDisplayed({ timeout: 10_000 });
    expect(await browser.$(FECHA).getValue()).to.equal(formatFecha(diaDesdeHoy(0)));

    // The calendar opens in the dialog, under the field: the dialog grows, Pagar stays reachable and uncovered.
    // Blueprint scales the dialog in: a click aimed while it grows can miss the button.
    await clickWhenStill(dialogo.$('button[aria-label="Abrir calendario"]'));
    await browser.$(CALENDARIO_LISTO).waitForDisplayed({ timeout: 10_000 });
    const [calendario, cuerpo] = [await caja(CALENDARIO), await caja('.bp6-dialog')];
    expect(calendario && cuerpo && calendario.left >= cuerpo.left && calendario.right <= cuerpo.right && calendario.top >= cuerpo.top, 'inside the dialog').to.equal(true);
    expect(await browser.$(`${CALENDARIO}`).$('..').$(FECHA).isExisting(), 'under its own field').to.equal(true);
    expect(await descubierto('.bp6-dialog .cartera-form-actions button[type="submit"]'), 'Pagar is not covered').to.equal(true);
    // The month header is one row: the month and year menus are on top, no caption written over them.
    expect(await descubierto(`${CALENDARIO} select[name="months"]`), 'month menu').to.equal(true);
    expect(await descubierto(`${CALENDARIO} select[name="years"]`), 'year menu').to.equal(true);
    const cabecera = await caja(`${CALENDARIO} .rdp-caption`);
    expect(cabecera && cabecera.bottom - cabecera.top, 'one row').to.be.below(45);

    // Escape closes the calendar only, and the date typed stays.
    const ayer = formatFecha(diaDesdeHoy(-1));
    await replaceValue(browser, FECHA, ayer);
    await browser.keys('Escape');
    await browser.$(CALENDARIO).waitForExist({ reverse: true, timeout: 5_000 });
    expect(await dialogo.isDisplayed(), 'the dialog stays open').to.equal(true);
    expect(await browser.$(FECHA).getValue()).to.equal(ayer);

    // A date out of range stays as typed, its message under the field; nothing is paid with another date.
    await replaceValue(browser, FECHA, '01/01/2099');
    await browser.$('input[name="folioPago"]').setValue('F-9');
    expect(await browser.$(FECHA).getValue()).to.equal('01/01/2099');
    await dialogo.$('button=Pagar').click();
    await waitForText(browser, DIALOGO, (t) => t.includes(MENSAJES_FECHA.fueraDeRango(formatFecha(`${Number(diaDesdeHoy(0).slice(0, 4)) - 20}-01-01`), '').replace(/ $/, '')));
    expect(await browser.$(FECHA).getValue(), 'the text is not replaced by the message').to.equal('01/01/2099');
    expect((await recibosDePoliza(server, agente, id))[0].status, 'not paid').to.not.equal('pagado');
    await replaceValue(browser, FECHA, '31/02/2026');
    await waitForText(browser, DIALOGO, (t) => t.includes(MENSAJES_FECHA.noLegible));

    // Picked in the calendar, then paid with that date.
    await dialogo.$('button[aria-label="Abrir calendario"]').click();
    await browser.$(CALENDARIO_LISTO).waitForDisplayed({ timeout: 10_000 });
    await browser.$(`${CALENDARIO} select[name="months"]`).selectByAttribute('value', String(Number(diaDesdeHoy(-1).slice(5, 7)) - 1));
    await browser.$(`${CALENDARIO} select[name="years"]`).selectByAttribute('value', diaDesdeHoy(-1).slice(0, 4));
    await browser
      .$(
        `//div[contains(@class,"cartera-fecha-calendario")]//button[contains(@class,"rdp-day") and not(contains(@class,"rdp-day_outside")) and normalize-space()="${Number(diaDesdeHoy(-1).slice(8))}"]`,
      )
      .click();
    await browser.$(CALENDARIO).waitForExist({ reverse: true, timeout: 5_000 });
    expect(await browser.$(FECHA).getValue(), 'the day picked').to.equal(ayer);
    await dialogo.$('button=Pagar').click();
    await esperarToast(browser, 'Recibo pagado correctamente');
    const pagado = (await recibosDePoliza(server, agente, id)).find((r) => r.id === primero.id) as { status: string; fecPago?: string };
    expect([pagado.status, pagado.fecPago]).to.deep.equal(['pagado', diaDesdeHoy(-1)]);
  });
});
