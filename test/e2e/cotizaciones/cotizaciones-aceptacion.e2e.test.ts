import { expect } from 'chai';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearCliente, diaDesdeHoy } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** A proposal of the quotation built through the API: one insurer, a plan, contado and mensual. */
const propuesta = (aseguradoraId: number, plan: string, contado: number) => ({
  aseguradoraId,
  templateId: null,
  plan,
  moneda: 'MXN',
  sumaAsegurada: '$3,000,000',
  deducible: '$15,000',
  coaseguro: '10%',
  caracteristicas: [{ descripcion: 'Red hospitalaria', valor: 'Amplia' }],
  coberturas: [{ descripcion: 'Maternidad', valor: 'Amparada' }],
  planesPago: [
    { formaPago: 'contado', total: contado },
    { formaPago: 'mensual', primaPrimerRecibo: 2500, primaReciboSub: 2200 },
  ],
});

/** A Salud quotation for a client, with two proposals, in captura. */
async function crearCotizacion(server: TestServer, cuenta: Cuenta): Promise<{ id: number; flex: number }> {
  const clienteId = await crearCliente(server, cuenta, { nombres: 'Lucía', apPat: 'Benítez', apMat: 'Soto' });
  const aseguradoraId = (await server.api('GET', '/aseguradoras/registradas', undefined, cuenta.auth)).body.body[0].id;
  const res = await server.api(
    'POST',
    '/cotizaciones',
    {
      ramo: 3,
      clienteId,
      correo: 'lucia.benitez@example.com',
      status: 'captura',
      fecVencimiento: diaDesdeHoy(7),
      asegurados: [{ nombre: 'Lucía Benítez Soto', parentesco: 'titular', genero: 'mujer', fecNacimiento: '1985-04-12' }],
      items: [propuesta(aseguradoraId, 'Plus', 25000), propuesta(aseguradoraId, 'Flex', 21000)],
    },
    cuenta.auth,
  );
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  const { id } = res.body.body;
  const items: { id: number; plan: string }[] = (await server.api('GET', `/cotizaciones/${id}`, undefined, cuenta.auth)).body.body.items;
  return { id, flex: items.find((item) => item.plan === 'Flex')?.id ?? 0 };
}

/** Issue 14 beyond the spec: the client accepts a proposal from the e-mailed link, and the agent's screens show it (spec 03 §2, §4). */
describe('cotizaciones: la aceptación del cliente en la pantalla del agente', function () {
  this.timeout(300_000);
  const suite = useBrowserSuite({ smtp: true });
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('sends a quotation, lets the client accept one of its proposals signed out, then shows revision, the acceptance and the log; edit keeps the ramo; delete asks first', async () => {
    const agente = await crearAgente(server);
    const { id, flex } = await crearCotizacion(server, agente);
    const { noCotizacion } = (await server.api('GET', `/cotizaciones/${id}`, undefined, agente.auth)).body.body;

    await abrirComo(browser, server, agente, `/cotizacion/${id}`);
    await waitForText(browser, '[data-cotizacion]', (t) => t.includes('Flex'));
    const antes = Date.now();
    await browser.$('button=Enviar al cliente').click();
    const dialogo = browser.$('form[aria-label="Enviar cotización"]');
    await dialogo.waitForDisplayed({ timeout: 10_000 });
    await dialogo.$('button=Enviar').click();
    await esperarToast(browser, 'Cotización enviada a lucia.benitez@example.com');
    const correo = await suite.smtp.waitForMail('lucia.benitez@example.com', { since: antes, timeoutMs: 15_000 });

    // Signed out, the client opens the link from the e-mail and accepts the second proposal (issue 14, beyond the spec).
    const liga = /https?:\/\/\S+\/cotizaciones\/visor\/[0-9a-f-]{36}\S*/.exec(correo.text)?.[0];
    expect(liga, correo.text).to.be.a('string');
    await browser.execute(() => window.localStorage.clear());
    // The test server's configured public address is not the port it listens on: the link's path and query, on this server.
    const { pathname, search } = new URL(liga as string);
    await browser.url(`${server.url}${pathname}${search}`);
    await waitForText(browser, 'form[aria-labelledby="aceptar-titulo"]', (t) => t.includes('Flex'));
    await browser.$(`input[name="itemId"][value="${flex}"]`).click();
    await browser.$('#aceptar-nombre').setValue('Lucía Benítez Soto');
    await browser.$('button=Aceptar propuesta').click();
    await waitForText(browser, 'section.aceptacion', (t) => t.includes('Lucía Benítez Soto'));

    // The agent's side: status Revisión, what was accepted, the viewed mark, and the log entry.
    await abrirComo(browser, server, agente, `/cotizacion/${id}`);
    const aceptada = await waitForText(browser, '[data-cotizacion]', (t) => t.includes('Propuesta aceptada por el cliente'));
    expect(aceptada).to.include('Lucía Benítez Soto aceptó la propuesta').and.include('Flex').and.include('con pago contado');
    await waitForText(browser, '[data-cotizacion] [data-status]', 'Revisión');
    await waitForText(browser, '[data-marca="vista"]', (t) => t.includes('Vista el'));
    await browser.$('button=Bitácora').click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('aceptó la propuesta'));
    await browser.keys('Escape');

    // Saved, its ramo is locked (spec 03 §4); deleting asks first and leaves for the list.
    await browser.url(`${server.url}/cotizaciones/${id}`);
    await waitForText(browser, 'h1', 'Editar cotización');
    await browser.$('form[aria-label="Cotización"] select[name="ramo"]').waitForExist({ timeout: 10_000 });
    expect(await browser.$('form[aria-label="Cotización"] select[name="ramo"]').isEnabled()).to.equal(false);
    await browser.url(`${server.url}/cotizacion/${id}`);
    await browser.$('button=Eliminar').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes(`¿Deseas eliminar la cotización ${noCotizacion}?`));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Cotización eliminada correctamente');
    await waitForPath(browser, '/cotizaciones');
    expect((await server.api('GET', `/cotizaciones/${id}`, undefined, agente.auth)).status).to.equal(404);
  });
});
