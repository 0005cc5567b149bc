import { AxeBuilder } from '@axe-core/webdriverio';
import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { clickWhenStill, replaceValue, typeInSuggest, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

const navegacion = '.cartera-sidenav';
const LISTA = '[aria-label="Lista de cotizaciones"]';

/** The first insurer any agent may quote with (GET /aseguradoras/registradas). */
async function primeraAseguradora(server: TestServer, cuenta: Cuenta): Promise<{ id: number; abreviacion: string }> {
  const res = await server.api('GET', '/aseguradoras/registradas', undefined, cuenta.auth);
  return res.body.body[0];
}

/** A Salud template through the API, as a colleague may have left it. */
async function crearTemplate(server: TestServer, cuenta: Cuenta, aseguradoraId: number): Promise<number> {
  const res = await server.api(
    'POST',
    '/cotizaciones/templates',
    {
      nombre: 'Flex Familiar',
      ramo: 3,
      aseguradoraId,
      plan: 'Flex',
      moneda: 'MXN',
      sumaAsegurada: '$3,000,000',
      deducible: '$15,000',
      coaseguro: '10%',
      topeCoaseguro: '$30,000',
      copago: 'Sin copago',
      caracteristicas: [{ id: null, descripcion: 'Red hospitalaria', valor: 'Media' }],
      coberturas: [{ id: null, descripcion: 'Maternidad', valor: 'Sin cobertura' }],
    },
    cuenta.auth,
  );
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body.id;
}

/** Issue 14, quotations in the browser: templates, a quotation with two proposals from them, its sending and its marks (spec 03 §2, §4, §5). */
describe('cotizaciones: de la plantilla al correo del cliente', function () {
  this.timeout(300_000);
  const suite = useBrowserSuite({ smtp: true });
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  /** axe-core on the screen as it is: no critical or serious violation (as test/e2e/core/accesibilidad.test.ts). */
  async function sinViolacionesGraves(pantalla: string) {
    const { violations } = await new AxeBuilder({ client: browser }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    const graves = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${pantalla}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(graves).to.deep.equal([]);
  }

  it('builds a template, a Salud quotation with two proposals from templates, sends it and shows it sent', async () => {
    const agente = await crearAgente(server);
    const clienteId = await crearCliente(server, agente, { nombres: 'Lucía', apPat: 'Benítez', apMat: 'Soto' });
    const aseguradora = await primeraAseguradora(server, agente);
    await crearTemplate(server, agente, aseguradora.id);

    // A template from its form: features edited in place and moved, a coverage typed.
    await abrirComo(browser, server, agente, '/cotizaciones');
    await browser.$('a=Plantillas').click();
    await waitForPath(browser, '/cotizaciones/templates');
    await waitForText(browser, '[aria-label="Lista de plantillas"]', (t) => t.includes('Flex Familiar'));
    await browser.$('button=Añadir').click();
    await waitForPath(browser, '/cotizaciones/templates/');
    await waitForText(browser, 'h1', 'Nueva plantilla');
    const plantilla = browser.$('form[aria-label="Plantilla"]');
    await plantilla.$('button=Guardar').click();
    await waitForText(browser, 'form[aria-label="Plantilla"]', (t) =>
      ['El nombre es obligatorio', 'El ramo es obligatorio', 'La suma asegurada es obligatoria'].every((m) => t.includes(m)),
    );
    await plantilla.$('input[name="nombre"]').setValue('Línea Azul Plus');
    await plantilla.$('select[name="ramo"]').selectByAttribute('value', '3');
    await plantilla.$('select[name="aseguradoraId"]').selectByAttribute('value', String(aseguradora.id));
    await plantilla.$('input[name="plan"]').setValue('Plus');
    await plantilla.$('input[name="sumaAsegurada"]').setValue('$5,000,000');
    await plantilla.$('input[name="deducible"]').setValue('$20,000');
    await plantilla.$('input[name="coaseguro"]').setValue('10%');
    for (const [descripcion, valor] of [
      ['Red hospitalaria', 'Amplia'],
      ['Emergencia en el extranjero', 'Incluida'],
    ]) {
      await plantilla.$('button=Añadir característica').click();
      const editor = plantilla.$('[aria-label="Editar característica"]');
      // Saving an entry waits for both its description and its value (spec 03 §5).
      expect(await editor.$('button=Guardar característica').isEnabled()).to.equal(false);
      await editor.$('input[name="descripcion"]').setValue(descripcion);
      await editor.$('input[name="valor"]').setValue(valor);
      await editor.$('button=Guardar característica').click();
    }
    await plantilla.$('button[aria-label="Subir Emergencia en el extranjero"]').click();
    await plantilla.$('button=Añadir cobertura').click();
    const cobertura = plantilla.$('[aria-label="Editar cobertura"]');
    await cobertura.$('input[name="descripcion"]').setValue('Maternidad');
    await cobertura.$('input[name="valor"]').setValue('Amparada');
    // Enter in a field saves nothing.
    await browser.keys('Enter');
    await cobertura.$('button=Guardar cobertura').click();
    await plantilla.$('button=Guardar').click();
    await esperarToast(browser, 'Plantilla guardada correctamente');
    await browser.waitUntil(async () => /^\/cotizacion\/templates\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 15_000, timeoutMsg: 'not on the template' });
    const detalleTemplate = await waitForText(browser, '[data-template]', (t) => t.includes('Línea Azul Plus'));
    expect(detalleTemplate.indexOf('Emergencia en el extranjero')).to.be.below(detalleTemplate.indexOf('Red hospitalaria'));
    expect(detalleTemplate).to.include('Maternidad').and.include('Amparada');

    // The quotation: Guardar waits for a ramo; Salud brings the titular, locked.
    await browser.$(`${navegacion} a[href="/cotizaciones"]`).click();
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    await browser.$('button=Añadir').click();
    await waitForPath(browser, '/cotizaciones/');
    await waitForText(browser, 'h1', 'Nueva cotización');
    const form = browser.$('form[aria-label="Cotización"]');
    expect(await form.$('button=Guardar').isEnabled()).to.equal(false);
    await form.$('select[name="ramo"]').selectByAttribute('value', '3');
    const titular = form.$('[aria-label="Titular"]');
    expect(await titular.$('select[name="parentesco"]').getValue()).to.equal('titular');
    expect(await titular.$('select[name="parentesco"]').isEnabled()).to.equal(false);
    expect(await form.$('button=Guardar').isEnabled()).to.equal(false);
    // Changing the ramo of a new quotation starts its sections over (spec 03 §4).
    await form.$('select[name="ramo"]').selectByAttribute('value', '1');
    await form.$('[aria-label="Vehículo 1"]').waitForExist({ timeout: 5_000 });
    expect(await form.$('[aria-label="Titular"]').isExisting()).to.equal(false);
    await form.$('select[name="ramo"]').selectByAttribute('value', '3');
    // Saving without the required fields shows the spec's messages (spec 03 §5).
    await titular.$('input[name="nombre"]').setValue('Lucía Benítez Soto');
    await titular.$('select[name="genero"]').selectByAttribute('value', 'mujer');
    await form.$('button=Guardar').click();
    await waitForText(browser, '[aria-label="Propuesta 1"]', (t) =>
      ['La aseguradora es obligatoria', 'El plan es obligatorio', 'La suma asegurada es obligatoria'].every((m) => t.includes(m)),
    );
    await waitForText(browser, 'form[aria-label="Cotización"]', (t) => t.includes('El correo es obligatorio'));
    await sinViolacionesGraves('formulario');
    await typeInSuggest(browser, form.$('input[name="clienteId"]'), 'Benít');
    await clickWhenStill(browser.$('.bp6-popover').$('a*=Lucía Benítez Soto'));
    // Her e-mail on file fills 'Correo'; the agent writes another one over it.
    const { body: lucia } = await server.api('GET', `/clientes/${clienteId}`, undefined, agente.auth);
    await browser.waitUntil(async () => (await form.$('input[name="correo"]').getValue()) === lucia.body.correos[0].correo, {
      timeout: 10_000,
      timeoutMsg: 'the client’s e-mail did not fill Correo',
    });
    await replaceValue(browser, 'form[aria-label="Cotización"] input[name="correo"]', 'lucia.benitez@example.com');
    await titular.$('input[name="fecNacimiento"]').setValue('12/04/1985');
    await waitForText(browser, '[aria-label="Titular"]', (t) => /\d+ años/.test(t));
    expect(await form.$('button=Guardar').isEnabled()).to.equal(true);

    // Two proposals from the templates: the first takes the blank one's place.
    for (const nombre of ['Línea Azul Plus', 'Flex Familiar']) {
      await browser.waitUntil(async () => (await form.$('select[name="template"]').getText()).includes(nombre), { timeout: 10_000, timeoutMsg: `${nombre} not offered` });
      await form.$('select[name="template"]').selectByVisibleText(nombre);
      await form.$('button=Agregar plantilla').click();
    }
    await browser.waitUntil(async () => (await form.$$('[data-propuesta-editor]').length) === 2, { timeout: 10_000, timeoutMsg: 'two proposals expected' });
    const primera = form.$('[aria-label="Propuesta 1"]');
    const segunda = form.$('[aria-label="Propuesta 2"]');
    expect(await primera.$('input[name="plan"]').getValue()).to.equal('Plus');
    expect(await segunda.$('input[name="plan"]').getValue()).to.equal('Flex');
    await primera.$('[data-forma-pago="contado"]').$('label').click();
    await primera.$('input[name="contado-total"]').setValue('25000');
    await primera.$('[data-forma-pago="mensual"]').$('label').click();
    await primera.$('input[name="mensual-primaPrimerRecibo"]').setValue('2500');
    await primera.$('input[name="mensual-primaReciboSub"]').setValue('2200');
    // total = (12 − 1) × 2,200 + 2,500
    await waitForText(browser, '[aria-label="Propuesta 1"] [data-forma-pago="mensual"]', (t) => t.includes('$26,700.00 MXN'));
    await segunda.$('[data-forma-pago="contado"]').$('label').click();
    await segunda.$('input[name="contado-total"]').setValue('21000.50');
    // Enter does not submit (spec 03 §5).
    await segunda.$('input[name="contado-total"]').click();
    await browser.keys('Enter');
    await browser.pause(300);
    await waitForPath(browser, '/cotizaciones/');
    await form.$('button=Guardar').click();
    await esperarToast(browser, 'Cotización guardada correctamente');
    await browser.waitUntil(async () => /^\/cotizacion\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 15_000, timeoutMsg: 'not on the quotation' });
    const id = Number(new URL(await browser.getUrl()).pathname.split('/').pop());

    // The detail: both proposals side by side, and the company profile's warning with its link.
    const detalle = await waitForText(browser, '[data-cotizacion]', (t) => t.includes('Propuestas'));
    expect(detalle)
      .to.include('Lucía Benítez Soto')
      .and.include('Plus')
      .and.include('Flex')
      .and.include('$26,700.00 MXN')
      .and.include('$21,000.50 MXN')
      .and.include('Falta el perfil de tu empresa')
      .and.include('Captura');
    expect(await browser.$('[data-cotizacion] a[href="/configuracion/empresa"]').isExisting()).to.equal(true);
    expect(await browser.$('[data-marca]').isExisting()).to.equal(false);
    const { uuid, noCotizacion, ...guardada } = (await server.api('GET', `/cotizaciones/${id}`, undefined, agente.auth)).body.body;
    expect(guardada.clienteId).to.equal(clienteId);
    expect(guardada.asegurados).to.have.length(1);
    expect(guardada.items).to.have.length(2);
    expect(await browser.$('a[href="/cotizaciones"]').isExisting()).to.equal(true);
    await sinViolacionesGraves('detalle');
    await browser.$('button=Ver liga del cliente').click();
    await browser.waitUntil(async () => (await browser.$('input[name="liga"]').getValue()).endsWith(`/cotizaciones/visor/${uuid}`), { timeout: 10_000, timeoutMsg: 'no link' });
    await browser.keys('Escape');
    await browser.$('input[name="liga"]').waitForExist({ reverse: true, timeout: 10_000 });

    // Sending: the e-mail comes prefilled, and the mail carries the viewer's link.
    const antes = Date.now();
    await browser.$('button=Enviar al cliente').click();
    const dialogo = browser.$('form[aria-label="Enviar cotización"]');
    await dialogo.waitForDisplayed({ timeout: 10_000 });
    expect(await dialogo.$('input[name="correo"]').getValue()).to.equal('lucia.benitez@example.com');
    await dialogo.$('button=Enviar').click();
    await esperarToast(browser, 'Cotización enviada a lucia.benitez@example.com');
    const correo = await suite.smtp.waitForMail('lucia.benitez@example.com', { since: antes, timeoutMs: 15_000 });
    expect(correo.text).to.include(`/cotizaciones/visor/${uuid}`);

    // Opened again, it shows the sent mark and its new status.
    await browser.url(`${server.url}/cotizacion/${id}`);
    await waitForText(browser, '[data-marca="enviada"]', (t) => t.includes('Enviada el'));
    await waitForText(browser, '[data-cotizacion] [data-status]', 'Enviada');

    // The list's filters: number, client, status.
    await browser.$('a[aria-label="Regresar a Cotizaciones"]').click();
    await waitForText(browser, LISTA, (t) => t.includes(`Cotización ${noCotizacion}`));
    await sinViolacionesGraves('lista');
    const filtrar = async (campos: { noCotizacion?: string; nombre?: string; status?: string }) => {
      await browser.$('input[name="noCotizacion"]').clearValue();
      await browser.$('input[name="nombre"]').clearValue();
      if (campos.noCotizacion) await browser.$('input[name="noCotizacion"]').setValue(campos.noCotizacion);
      if (campos.nombre) await browser.$('input[name="nombre"]').setValue(campos.nombre);
      await browser.$('select[name="status"]').selectByAttribute('value', campos.status ?? '');
      await browser.$('form[role="search"] button[type="submit"]').click();
    };
    await filtrar({ status: 'captura' });
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    await filtrar({ status: 'enviada', nombre: 'Benítez' });
    await waitForText(browser, LISTA, (t) => t.includes(`Cotización ${noCotizacion}`));
    await filtrar({ noCotizacion: String(noCotizacion + 1) });
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    await filtrar({ noCotizacion: String(noCotizacion) });
    await waitForText(browser, LISTA, (t) => t.includes('Lucía Benítez Soto'));

    // The detail as a modal from the list.
    await browser.$(LISTA).$(`button*=Cotización ${noCotizacion}`).click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('Flex') && t.includes('Enviada el'));
  });

  it('shows the Templates link only to users with the templates privilege', async () => {
    const agente = await crearAgente(server);
    const sinPlantillas = await crearUsuarioAdicional(server, agente, ['ROLE_COTIZACIONES_R']);
    const conPlantillas = await crearUsuarioAdicional(server, agente, ['ROLE_COTIZACIONES_R', 'ROLE_COTIZACIONES_TEMP']);

    await abrirComo(browser, server, conPlantillas, '/cotizaciones');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    expect(await browser.$('main a[href="/cotizaciones/templates"]').isExisting()).to.equal(true);

    await abrirComo(browser, server, sinPlantillas, '/cotizaciones');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    expect(await browser.$(`${navegacion} a[href="/cotizaciones"]`).isExisting()).to.equal(true);
    expect(await browser.$('main a[href="/cotizaciones/templates"]').isExisting()).to.equal(false);
    // Reading quotations does not offer to write one.
    expect(await browser.$('button=Añadir').isExisting()).to.equal(false);
  });

  it('captures the quotation’s client from its form with “Nuevo cliente”, picks it with its e-mail; a user who cannot write clients has no such button', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/cotizaciones/');
    await waitForText(browser, 'h1', 'Nueva cotización');
    await browser.$('button[aria-label="Nuevo cliente"]').click();
    const dialogo = '.cartera-plugin-dialog';
    await waitForText(browser, dialogo, (t) => t.includes('Captura de Cliente'));
    const campo = (name: string) => browser.$(dialogo).$(`[name="${name}"]`);
    await campo('nombres').setValue('Rosa Elena');
    await campo('apPat').setValue('Quintero');
    await campo('apMat').setValue('Luna');
    await campo('fecNacimiento').setValue('02/07/1979');
    // The date's calendar closes with a click elsewhere in the dialog (Escape would close the dialog).
    await browser.$(dialogo).$('.bp6-dialog-header').click();
    await campo('sexo').selectByAttribute('value', 'mujer');
    await campo('alias').setValue('Rosy');
    await campo('direccion.direccion').setValue('Colima 120');
    await campo('direccion.cp').setValue('06700');
    await browser.waitUntil(async () => (await campo('direccion.sepomexId').$('option:checked').getText()) === 'Roma Norte', {
      timeout: 10_000,
      timeoutMsg: 'Roma Norte not chosen',
    });
    await campo('celular.numero').setValue('5512345678');
    await campo('correo.correo').setValue('rosa.quintero@example.com');
    await browser.$(dialogo).$('button=Guardar').click();
    await esperarToast(browser, 'Cliente guardado correctamente');
    await browser.waitUntil(async () => (await browser.$('form[aria-label="Cotización"] input[name="clienteId"]').getValue()) === 'Rosa Elena Quintero Luna', {
      timeout: 15_000,
      timeoutMsg: 'the new client is not chosen',
    });
    await browser.$(dialogo).waitForDisplayed({ reverse: true, timeout: 10_000 });
    // Her e-mail fills 'Correo', which was empty.
    await browser.waitUntil(async () => (await browser.$('form[aria-label="Cotización"] input[name="correo"]').getValue()) === 'rosa.quintero@example.com', {
      timeout: 10_000,
      timeoutMsg: 'the client’s e-mail did not fill Correo',
    });

    const sinClientes = await crearUsuarioAdicional(server, agente, ['ROLE_COTIZACIONES_R', 'ROLE_COTIZACIONES_W', 'ROLE_CLIENTES_R']);
    await abrirComo(browser, server, sinClientes, '/cotizaciones/');
    await waitForText(browser, 'h1', 'Nueva cotización');
    await browser.$('form[aria-label="Cotización"] input[name="clienteId"]').waitForDisplayed({ timeout: 15_000 });
    expect(await browser.$('button[aria-label="Nuevo cliente"]').isExisting()).to.equal(false);
  });
});
