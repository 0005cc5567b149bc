import { expect } from 'chai';
import { addYears, format, parseISO } from 'date-fns';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { clickWhenStill, replaceValue, typeInSuggest, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearPoliza, pagarRecibo, prepararCartera } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

const campo = (name: string) => `[name="${name}"]`;
const menu = '.bp6-popover .bp6-menu';

/** The policy capture wizard end to end (issue 6): capture an Auto policy paid monthly, pay it, renew it. */
describe('pólizas: el asistente de captura', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  async function valor(name: string): Promise<string | null> {
    const input = browser.$(campo(name));
    return (await input.isExisting()) ? input.getValue() : null;
  }
  async function esperarValor(name: string, esperado: string) {
    await browser.waitUntil(async () => (await valor(name)) === esperado, { timeout: 10_000, timeoutMsg: `${name} no llegó a ${esperado} (tiene ${await valor(name)})` });
  }
  async function continuar(siguiente: string) {
    await browser.$('button=Continuar').click();
    await waitForPath(browser, siguiente);
  }
  async function guardar(): Promise<number> {
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Póliza guardada correctamente');
    let id = 0;
    await browser.waitUntil(
      async () => {
        const m = /^\/poliza\/(\d+)$/.exec(new URL(await browser.getUrl()).pathname);
        id = Number(m?.[1] ?? 0);
        return id > 0;
      },
      { timeout: 15_000, timeoutMsg: 'no llegó al detalle de la póliza' },
    );
    return id;
  }

  it('captures an Auto policy paid monthly, recalculates its receipts, pays the first and renews it a year later', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const cliente = (await server.api('GET', `/clientes/${cartera.clienteId}`, undefined, agente.auth)).body.body;
    // The wizard starts the validity on Mexico City's today, whatever the machine's time zone.
    const hoy = parseISO(hoyEnMexico());
    const dia = (d: Date) => format(d, 'dd/MM/yyyy');

    await abrirComo(browser, server, agente, '/polizas/nuevo');
    await waitForText(browser, 'h1', 'Captura de póliza');
    expect(await browser.$('button[aria-pressed="true"]').getText()).to.equal('Autos');
    await browser.$('button=Ayuda').click();
    await waitForText(browser, '.captura-ayuda', (t) => ['1. Datos Generales', '2. Vehículo, asegurados o diversos', '3. Primas', '4. Recibos'].every((s) => t.includes(s)));
    await browser.keys('Escape');
    await browser.$('.captura-ayuda').waitForExist({ reverse: true, timeout: 10_000 });
    expect(await browser.$('button=Continuar').isEnabled(), 'nothing captured yet').to.equal(false);
    expect([await valor('fechaVigenciaDe'), await valor('fechaVigenciaA'), await valor('conducto')]).to.deep.equal([dia(hoy), dia(addYears(hoy, 1)), 'CXC']);

    // Datos Generales: the insurer's only key is chosen by itself.
    await typeInSuggest(browser, browser.$('#captura-clienteId'), cliente.nombres);
    await waitForText(browser, menu, (t) => t.includes(cliente.nombres));
    await clickWhenStill(browser.$(menu).$(`a*=${cliente.nombres}`));
    await browser.$(campo('aseguradoraId')).selectByAttribute('value', '1');
    await esperarValor('claveAgente', String(cartera.claveId));
    await browser.$(campo('noPoliza')).setValue('aut-2026-01');
    await esperarValor('noPoliza', 'AUT-2026-01');
    await browser.$(campo('concepto')).setValue('Auto particular');
    await browser.$(campo('paquete')).setValue('Amplia');
    await browser.$(campo('formaPago')).selectByAttribute('value', 'mensual');
    await continuar('/polizas/nuevo/vehiculo');
    expect(await browser.$('button=Vida').isEnabled(), 'the line is locked once past the first step').to.equal(false);

    // Vehiculo: a suggestion of the catalogue.
    await browser.$(campo('modelo')).selectByAttribute('value', '2024');
    await typeInSuggest(browser, browser.$('#captura-descripcion'), 'versa advance');
    await waitForText(browser, menu, (t) => t.includes('VERSA ADVANCE'));
    await clickWhenStill(browser.$(menu).$('a*=VERSA ADVANCE'));
    await browser.$(campo('noSerie')).setValue('3n1cn8ae1rl800001');
    await esperarValor('noSerie', '3N1CN8AE1RL800001');
    await continuar('/polizas/nuevo/primas');

    // Primas: IVA 16% and total computed, commission from the key's Autos percentage (10%).
    await replaceValue(browser, campo('prima'), '12000');
    await replaceValue(browser, campo('derecho'), '600');
    await browser.$('h3=Comisiones').click();
    await esperarValor('iva', '2,016.00');
    await esperarValor('total', '14,616.00');
    await esperarValor('comision', '1,200.00');
    await continuar('/polizas/nuevo/recibos');

    // Recibos: 12, the subsequent ones locked and rebalanced when the first changes.
    await browser.waitUntil(async () => (await browser.$$('[aria-label^="Recibo "]').length) === 12, { timeout: 15_000, timeoutMsg: 'no llegaron los 12 recibos' });
    await esperarValor('recibos.0.prima', '1,000.00');
    expect(await browser.$(campo('recibos.1.prima')).isEnabled()).to.equal(false);
    await replaceValue(browser, campo('recibos.0.prima'), '2100');
    await browser.$('[aria-label="Suma de recibos"]').click();
    await esperarValor('recibos.1.prima', '900.00');
    await esperarValor('recibos.11.prima', '900.00');
    await esperarValor('recibos.0.total', '3,132.00');
    await waitForText(browser, '[aria-label="Suma de recibos"]', (t) => t.includes('Suma de recibos $14,616.00 MXN'));
    const id = await guardar();

    const poliza = (await server.api('GET', `/polizas/${id}`, undefined, agente.auth)).body.body;
    expect(poliza).to.deep.include({ noPoliza: 'AUT-2026-01', formaPago: 'mensual', prima: 12000, total: 14616, porcentajeComision: 10, comisiones: 1200 });
    expect(poliza.vehiculo).to.include({ modelo: 2024, noSerie: '3N1CN8AE1RL800001', marca: 'NISSAN' });
    expect(poliza.recibos.map((r: { prima: number }) => r.prima)).to.deep.equal([2100, ...Array(11).fill(900)]);
    await pagarRecibo(server, agente, poliza.recibos[0].id);

    // Renew from the detail: the wizard opens with the dates a year later and no receipts yet.
    await browser.$('button=Renovar').click();
    await waitForPath(browser, '/polizas/nuevo');
    await esperarValor('fechaVigenciaDe', dia(addYears(hoy, 1)));
    await esperarValor('fechaVigenciaA', dia(addYears(hoy, 2)));
    expect(await valor('noPoliza')).to.equal('AUT-2026-01');
    await continuar('/polizas/nuevo/vehiculo');
    await continuar('/polizas/nuevo/primas');
    await continuar('/polizas/nuevo/recibos');
    await browser.waitUntil(async () => (await browser.$$('[aria-label^="Recibo "]').length) === 12, { timeout: 15_000, timeoutMsg: 'no llegaron los recibos de la renovación' });
    const renovacion = await guardar();

    const original = (await server.api('GET', `/polizas/${id}`, undefined, agente.auth)).body.body;
    const nueva = (await server.api('GET', `/polizas/${renovacion}`, undefined, agente.auth)).body.body;
    expect(original.polizaIDRenovo).to.equal(renovacion);
    expect(nueva).to.deep.include({ renuevaA: id, fechaVigenciaDe: format(addYears(hoy, 1), 'yyyy-MM-dd'), fechaVigenciaA: format(addYears(hoy, 2), 'yyyy-MM-dd') });
    expect(nueva.recibos.map((r: { status: string }) => r.status)).to.deep.equal(Array(12).fill('pendiente'));
    expect(original.recibos[0].status).to.equal('pagado');
  });

  it('keeps a Vida draft between steps, checks each insured in order and starts again on request', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const cliente = (await server.api('GET', `/clientes/${cartera.clienteId}`, undefined, agente.auth)).body.body;
    await abrirComo(browser, server, agente, '/polizas/nuevo');
    await waitForText(browser, 'h1', 'Captura de póliza');

    await browser.$('button=Vida').click();
    await waitForText(browser, '[aria-label="Pasos de la captura"]', (t) => t.includes('Asegurado') && !t.includes('Vehículo'));
    expect(await browser.$('button*=Primas').isEnabled(), 'a step not reached yet').to.equal(false);
    await typeInSuggest(browser, browser.$('#captura-clienteId'), cliente.nombres);
    await clickWhenStill(browser.$(menu).$(`a*=${cliente.nombres}`));
    await browser.$(campo('aseguradoraId')).selectByAttribute('value', '1');
    await esperarValor('claveAgente', String(cartera.claveId));
    for (const [name, texto] of [
      ['noPoliza', 'VID-1'],
      ['concepto', 'Vida individual'],
      ['paquete', 'Temporal 10'],
    ])
      await browser.$(campo(name)).setValue(texto);
    await browser.$(campo('formaPago')).selectByAttribute('value', 'contado');
    await continuar('/polizas/nuevo/asegurado');

    // The titular is checked first; then the contractor fills it and the next insured is opened.
    await browser.$('button=Agregar asegurado').click();
    await browser.$('button=Continuar').click();
    await waitForText(browser, '[aria-label="Asegurado 1"]', (t) => t.includes('El nombre es obligatorio'));
    await browser.$('label*=El contratante es también asegurado').click();
    await esperarValor('asegurados.0.nombres', cliente.nombres);
    expect(await browser.$(campo('asegurados.0.nombres')).isEnabled(), 'the contractor’s data are locked').to.equal(false);
    await browser.$('button=Continuar').click();
    await waitForText(browser, '[aria-label="Asegurado 2"]', (t) => t.includes('El nombre es obligatorio'));
    await browser.$('button[aria-label="Eliminar asegurado 2"]').click();
    await continuar('/polizas/nuevo/primas');

    // Vida's IVA is typed, the total follows.
    await replaceValue(browser, campo('prima'), '5000');
    await replaceValue(browser, campo('iva'), '0');
    await browser.$('h3=Comisiones').click();
    await esperarValor('total', '5,000.00');

    // Back to the first step through the stepper: the draft is still there; restarting clears it.
    await browser.$('button*=Datos Generales').click();
    await waitForPath(browser, '/polizas/nuevo');
    // The step draws after the address changes: wait for its field rather than read it at once.
    await esperarValor('noPoliza', 'VID-1');
    expect(await browser.$('button=Autos').isEnabled()).to.equal(false);
    await browser.$('button=Volver a comenzar').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('Esta acción limpiará todo el formulario y perderás todos los datos capturados. ¿Deseas continuar?'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarValor('noPoliza', '');
    expect(await browser.$('button[aria-pressed="true"]').getText()).to.equal('Autos');
    expect(await browser.$('button=Vida').isEnabled()).to.equal(true);
  });

  it('edits an existing policy with its receipts edited by hand and saves it with PUT', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const id = await crearPoliza(server, agente, cartera, { formaPago: 'trimestral', noPoliza: 'TRI-7' });
    await abrirComo(browser, server, agente, `/polizas/${id}`);
    await esperarValor('noPoliza', 'TRI-7');
    expect(await browser.$(campo('formaPago')).isEnabled(), 'the payment form is fixed once saved').to.equal(false);
    expect(await browser.$('button=Volver a comenzar').isExisting()).to.equal(false);
    // Its attachments open over the wizard (spec 02 §2.3), and closing them keeps what was typed.
    await replaceValue(browser, campo('concepto'), 'Auto de reparto');
    await browser.$('button=Adjuntos').click();
    await waitForText(browser, '.cartera-plugin-dialog', (t) => t.includes('Adjuntos') && t.includes('No hay adjuntos'));
    await browser.keys('Escape');
    await browser.$('.cartera-plugin-dialog').waitForDisplayed({ reverse: true, timeout: 10_000 });
    await esperarValor('concepto', 'Auto de reparto');

    // Every step is reachable; the receipts come from the policy, edited by hand.
    await browser.$('button*=Recibos').click();
    await waitForPath(browser, `/polizas/${id}/recibos`);
    expect(await browser.$('button=Editar recibos').isExisting()).to.equal(false);
    await replaceValue(browser, campo('recibos.1.prima'), '2000');
    await browser.$('[aria-label="Recibo 2"]').$('button=Aplicar a todos los recibos subsecuentes').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('Esta acción aplicará los mismos montos a todos los recibos subsecuentes'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarValor('recibos.3.prima', '2,000.00');
    expect(await guardar()).to.equal(id);

    const poliza = (await server.api('GET', `/polizas/${id}`, undefined, agente.auth)).body.body;
    expect(poliza.concepto).to.equal('Auto de reparto');
    expect(poliza.recibos.map((r: { prima: number; iva: number }) => [r.prima, r.iva])).to.deep.equal([
      [2500, 480],
      [2000, 320],
      [2000, 320],
      [2000, 320],
    ]);
  });
});
