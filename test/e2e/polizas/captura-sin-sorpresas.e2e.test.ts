import { expect } from 'chai';
import { MENSAJES_POLIZAS } from '../../../plugins/polizas/shared/polizas.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { clickWhenStill, replaceValue, typeInSuggest, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearPoliza, diaDesdeHoy, prepararCartera, type Cartera } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

const campo = (name: string) => `[name="${name}"]`;
const menu = '.bp6-popover .bp6-menu';
const PENDIENTES = '.captura-pendientes';
const AVISO_REPETIDA = '[data-poliza-repetida]';

/**
 * The capture wizard keeps what the user typed and says what it waits for (issue 18): a policy
 * number that repeats another policy of the same insurer and validity is refused with a link to that
 * policy; premiums are refused with the field's message, never changed.
 */
describe('pólizas: la captura no cambia lo escrito', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  const valor = (name: string) => browser.$(campo(name)).getValue();
  const continuarHabilitado = () => browser.$('button=Continuar').isEnabled();

  /** Datos Generales of a Daños policy (its second step is free text) up to the number. */
  async function generales(agente: Cuenta, cartera: Cartera, noPoliza: string) {
    const cliente = (await server.api('GET', `/clientes/${cartera.clienteId}`, undefined, agente.auth)).body.body;
    await abrirComo(browser, server, agente, '/polizas/nuevo');
    await waitForText(browser, 'h1', 'Captura de póliza');
    await browser.$('button=Daños').click();
    await typeInSuggest(browser, browser.$('#captura-clienteId'), cliente.nombres);
    await waitForText(browser, menu, (t) => t.includes(cliente.nombres));
    await clickWhenStill(browser.$(menu).$(`a*=${cliente.nombres}`));
    await browser.$(campo('aseguradoraId')).selectByAttribute('value', '1');
    await browser.waitUntil(async () => (await valor('claveAgente')) === String(cartera.claveId), { timeout: 10_000, timeoutMsg: 'no key chosen' });
    await browser.$(campo('noPoliza')).setValue(noPoliza);
    await browser.$(campo('formaPago')).selectByAttribute('value', 'contado');
  }

  it('marks the required fields and says what Continuar waits for; refuses a negative, non-numeric or over-100 % premium with its message', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    await abrirComo(browser, server, agente, '/polizas/nuevo');
    await waitForText(browser, 'h1', 'Captura de póliza');
    expect(await continuarHabilitado()).to.equal(false);
    await waitForText(browser, PENDIENTES, MENSAJES_POLIZAS.paraContinuar(['Contratante', 'Aseguradora', 'No. de póliza', 'Concepto', 'Plan', 'Forma de pago']));
    for (const etiqueta of ['Contratante', 'Aseguradora', 'No. de póliza', 'Concepto', 'Plan', 'Forma de pago', 'Inicio de vigencia'])
      expect(await browser.$(`//label[starts-with(normalize-space(), "${etiqueta}")]`).getText(), etiqueta).to.include('(obligatorio)');
    expect(await browser.$('//label[starts-with(normalize-space(), "Vendedor")]').getText()).to.not.include('(obligatorio)');

    await generales(agente, cartera, 'TEC-1');
    await waitForText(browser, PENDIENTES, 'Para continuar, completa o corrige: Concepto y Plan.');
    expect(await browser.$('button=Continuar').getAttribute('aria-describedby')).to.equal(await browser.$(PENDIENTES).getAttribute('id'));
    await browser.$(campo('concepto')).setValue('Casa habitación');
    await browser.$(campo('paquete')).setValue('Integral');
    await browser.waitUntil(continuarHabilitado, { timeout: 10_000, timeoutMsg: 'Continuar stays disabled' });
    expect(await browser.$(PENDIENTES).isExisting()).to.equal(false);
    await browser.$('button=Continuar').click();
    await waitForPath(browser, '/polizas/nuevo/diversos');
    await waitForText(browser, PENDIENTES, 'Para continuar, completa o corrige: Detalle del bien asegurado.');
    await browser.$(campo('texto')).setValue('Casa de dos plantas');
    await browser.$('button=Continuar').click();
    await waitForPath(browser, '/polizas/nuevo/primas');

    // A negative premium stays negative and is refused; it was made positive before.
    await replaceValue(browser, campo('prima'), '-5000');
    await browser.$('h3=Comisiones').click();
    await waitForText(browser, '#captura-prima-help', 'La prima neta no puede ser negativa');
    expect(await valor('prima')).to.equal('-5,000.00');
    expect(await continuarHabilitado()).to.equal(false);
    // Text stays as typed and is refused; it became 0.00 before.
    await replaceValue(browser, campo('prima'), 'abc');
    await browser.$('h3=Comisiones').click();
    await waitForText(browser, '#captura-prima-help', 'La prima neta debe ser un número');
    expect(await valor('prima')).to.equal('abc');
    await waitForText(browser, PENDIENTES, (t) => t.includes('Prima neta'));
    // A percentage over 100 stays and is refused; it became 100 before.
    await replaceValue(browser, campo('prima'), '10000');
    await replaceValue(browser, campo('porcentajeComision'), '150');
    await browser.$('h3=Comisiones').click();
    await waitForText(browser, '#captura-porcentajeComision-help', 'El porcentaje de comisión debe ser menor o igual a 100');
    expect(await valor('porcentajeComision')).to.equal('150.00');
    expect(await continuarHabilitado()).to.equal(false);
    await replaceValue(browser, campo('porcentajeComision'), '12');
    await browser.$('h3=Comisiones').click();
    await browser.waitUntil(continuarHabilitado, { timeout: 10_000, timeoutMsg: 'Continuar stays disabled' });
    expect(await valor('comision')).to.equal('1,200.00');
  });

  it('refuses a number the same insurer already has for an overlapping validity, with a link to that policy, before and at the save', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const existente = await crearPoliza(server, agente, cartera, { noPoliza: 'UIB-0001', fechaVigenciaDe: diaDesdeHoy(-30), fechaVigenciaA: diaDesdeHoy(335) });

    await generales(agente, cartera, 'uib-0001');
    await browser.$(campo('concepto')).setValue('Casa habitación');
    await browser.$(campo('paquete')).setValue('Integral');
    await waitForText(browser, AVISO_REPETIDA, (t) => t.startsWith('Ya existe la póliza UIB-0001 de ') && t.includes(MENSAJES_POLIZAS.verPolizaRepetida('UIB-0001')));
    expect(await browser.$(AVISO_REPETIDA).getAttribute('data-poliza-repetida')).to.equal(String(existente));
    expect(await browser.$(`${AVISO_REPETIDA} a`).getAttribute('href')).to.equal(`/poliza/${existente}`);
    expect(await continuarHabilitado(), 'a repeated number cannot continue').to.equal(false);
    await waitForText(browser, PENDIENTES, 'Para continuar, completa o corrige: No. de póliza.');

    // Another number goes on; the same number is taken meanwhile (another tab): the save says so, with the link.
    await replaceValue(browser, campo('noPoliza'), 'UIB-0002');
    await browser.$(AVISO_REPETIDA).waitForExist({ reverse: true, timeout: 10_000 });
    await browser.waitUntil(continuarHabilitado, { timeout: 10_000, timeoutMsg: 'Continuar stays disabled' });
    await browser.$('button=Continuar').click();
    await waitForPath(browser, '/polizas/nuevo/diversos');
    await browser.$(campo('texto')).setValue('Casa de dos plantas');
    await browser.$('button=Continuar').click();
    await waitForPath(browser, '/polizas/nuevo/primas');
    await replaceValue(browser, campo('prima'), '1000');
    await browser.$('h3=Comisiones').click();
    await browser.waitUntil(continuarHabilitado, { timeout: 10_000, timeoutMsg: 'Continuar stays disabled' });
    await browser.$('button=Continuar').click();
    await waitForPath(browser, '/polizas/nuevo/recibos');
    await browser.waitUntil(async () => (await browser.$$('[aria-label^="Recibo "]').length) === 1, { timeout: 15_000, timeoutMsg: 'no receipt' });
    const otra = await crearPoliza(server, agente, cartera, { noPoliza: 'UIB-0002', ramo: 7, vehiculo: null, fechaVigenciaDe: diaDesdeHoy(0), fechaVigenciaA: diaDesdeHoy(365) });
    await browser.$('button=Guardar').click();
    await waitForText(browser, AVISO_REPETIDA, (t) => t.startsWith('Ya existe la póliza UIB-0002 de '));
    expect(await browser.$(`${AVISO_REPETIDA} a`).getAttribute('href')).to.equal(`/poliza/${otra}`);
    expect(new URL(await browser.getUrl()).pathname, 'nothing saved').to.equal('/polizas/nuevo/recibos');
    const lista = (await server.api('GET', '/polizas?noPoliza=UIB-0002&size=10', undefined, agente.auth)).body.body;
    expect(lista.totalItems).to.equal(1);
  });
});
