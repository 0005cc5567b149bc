import { AxeBuilder } from '@axe-core/webdriverio';
import { expect } from 'chai';
import http from 'node:http';
import { MENSAJES_COTIZACIONES as M } from '../../../plugins/cotizaciones/shared/mensajes.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { crearCliente, diaDesdeHoy } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

const EMPRESA = {
  razonSocial: 'Seguros Pérez y Asociados',
  direccion: 'Av. Reforma 100, Ciudad de México',
  tel1: '5512345678',
  correo1: 'contacto@perez.mx',
  facebook: 'https://facebook.com/segurosperez',
  web: 'https://segurosperez.mx',
};

/** A proposal from insurer 1 (predefined) with a cash plan and a monthly one. */
const propuesta = (plan: string, contado: number, primero: number, siguiente: number, extra: Record<string, unknown> = {}) => ({
  templateId: null,
  aseguradoraId: 1,
  plan,
  moneda: 'MXN',
  sumaAsegurada: 'Valor comercial',
  deducible: '5%',
  coaseguro: null,
  topeCoaseguro: null,
  copago: null,
  caracteristicas: [],
  coberturas: [{ id: null, descripcion: 'Daños materiales', valor: 'Valor comercial' }],
  planesPago: [
    { formaPago: 'contado', total: contado },
    { formaPago: 'mensual', primaPrimerRecibo: primero, primaReciboSub: siguiente },
  ],
  ...extra,
});

const salud = {
  coaseguro: '10%',
  topeCoaseguro: '$40,000',
  caracteristicas: [{ id: null, descripcion: 'Red hospitalaria', valor: 'Amplia' }],
  coberturas: [{ id: null, descripcion: 'Maternidad', valor: 'Amparada' }],
};

/** Issue 14: the quotation widget on another site and the public viewer, signed out (spec 03 §2; ARCHITECTURE §9). */
describe('cotizaciones: el visor público y el widget embebible', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser, agente: Cuenta;
  const cotizaciones: { id: number; uuid: string; noCotizacion: number }[] = [];

  async function crearCotizacion(datos: Record<string, unknown>) {
    const res = await server.api('POST', '/cotizaciones', { status: 'captura', fecVencimiento: diaDesdeHoy(10), ...datos }, agente.auth);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const c = (await server.api('GET', `/cotizaciones/${res.body.body.id}`, undefined, agente.auth)).body.body;
    cotizaciones.push({ id: c.id, uuid: c.uuid, noCotizacion: c.noCotizacion });
  }

  before(async () => {
    ({ server, browser } = suite);
    agente = await crearAgente(server);
    expect((await server.api('POST', '/empresas', EMPRESA, agente.auth)).status).to.equal(200);
    const clienteId = await crearCliente(server, agente, { nombres: 'Marta', apPat: 'Gómez', apMat: 'Ruiz' });
    const base = { clienteId, correo: 'marta@example.com' };
    const asegurados = [
      { nombre: 'Marta Gómez Ruiz', parentesco: 'titular', genero: 'mujer', fecNacimiento: '1985-04-12' },
      { nombre: 'Luis Gómez', parentesco: 'hijo', genero: 'hombre', fecNacimiento: '2015-01-10' },
    ];
    await crearCotizacion({ ...base, ramo: 3, asegurados, items: [propuesta('Plus', 12345, 1500, 1000, salud), propuesta('Esencial', 8000, 900, 700, salud)] });
    await crearCotizacion({ ...base, ramo: 1, vehiculos: [{ descripcion: 'Mazda 3 Sedán', modelo: '2020' }], items: [propuesta('Básica', 6000, 800, 500)] });
  });

  /** The iframes' inline heights and visibility, and each one's content height read inside it. */
  async function iframes() {
    const estilos = await browser.execute(() =>
      [...document.querySelectorAll('iframe')].map((f) => ({ alto: f.getBoundingClientRect().height, visible: f.style.visibility !== 'hidden', src: f.src })),
    );
    const contenido: number[] = [];
    for (const [i] of estilos.entries()) {
      await browser.switchFrame(await browser.$$('iframe')[i]);
      contenido.push(await browser.execute(() => Math.ceil(document.body.getBoundingClientRect().height)));
      await browser.switchFrame(null);
    }
    return estilos.map((e, i) => ({ ...e, contenido: contenido[i] }));
  }

  it('embeds two quotations on a page of another origin, each sized to its content, and a wrong uuid shows nothing', async () => {
    const [a, b] = cotizaciones;
    const tag = (uuid: string) => `<script src="${server.url}/widgets/quote-viewer.js" data-cotizacion="${uuid}"></script>`;
    const pagina = `<!doctype html><html lang="es"><head><title>Agencia Pérez</title></head><body><h1>Nuestras cotizaciones</h1>${tag(a.uuid)}<p>Entre dos</p>${tag(b.uuid)}<p>Otra</p>${tag('00000000-0000-4000-8000-000000000000')}<p>Fin</p></body></html>`;
    const sitio = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pagina));
    await new Promise<void>((r) => sitio.listen(0, '127.0.0.1', r));
    try {
      const origen = `http://127.0.0.1:${(sitio.address() as { port: number }).port}`;
      expect(origen).not.to.equal(server.url);
      await browser.url(origen);
      await browser.waitUntil(async () => (await iframes()).filter((f) => f.visible && f.alto > 0).length === 2, { timeout: 20_000 });
      let marcos = await iframes();
      expect(marcos).to.have.length(3);
      for (const m of marcos) expect(m.src.startsWith(`${server.url}/widgets/quote-viewer/frame.html?`), m.src).to.equal(true);
      for (const m of marcos.slice(0, 2)) expect(Math.abs(m.alto - m.contenido), JSON.stringify(m)).to.be.at.most(1);
      expect(marcos[0].alto).not.to.equal(marcos[1].alto);
      expect(marcos[2]).to.include({ alto: 0, visible: false });

      // Each frame shows its own quotation.
      for (const [i, c] of [a, b].entries()) {
        await browser.switchFrame(await browser.$$('iframe')[i]);
        expect(await browser.$('h1').getText()).to.equal(`Cotización núm. ${c.noCotizacion}`);
        await browser.switchFrame(null);
      }

      // On a phone the proposals stack and text wraps: each frame grows and its loader follows. Chromium
      // pauses rendering in cross-origin frames out of view, so each is brought into view as a reader would.
      const antes = marcos[0].alto;
      await browser.setWindowSize(420, 900);
      for (const i of [0, 1]) {
        await browser.execute((n) => document.querySelectorAll('iframe')[n].scrollIntoView(), i);
        const ajustado = async () => {
          marcos = await iframes();
          return Math.abs(marcos[i].alto - marcos[i].contenido) <= 1 && marcos[0].alto > antes;
        };
        await browser
          .waitUntil(ajustado, { timeout: 20_000 })
          .catch(() => expect.fail(`el marco ${i} no se ajustó al ancho de un teléfono (antes ${antes}): ${JSON.stringify(marcos)}`));
      }
      expect(marcos[2]).to.include({ alto: 0, visible: false });
    } finally {
      const cerrado = new Promise((r) => sitio.close(r));
      sitio.closeAllConnections(); // the browser keeps its connection to the page alive
      await cerrado;
    }
  });

  it('shows the viewer signed out with the company, the quotation and its proposals, and takes one acceptance only', async () => {
    const [a] = cotizaciones;
    await browser.url(`${server.url}/cotizaciones/visor/${a.uuid}`);
    await waitForText(browser, 'h1', `Cotización núm. ${a.noCotizacion}`);
    const texto = await browser.$('main').getText();
    const esperados = [EMPRESA.razonSocial, EMPRESA.tel1, EMPRESA.correo1, 'Facebook', 'Salud', 'Marta Gómez Ruiz', 'Titular', 'Luis Gómez', 'Hijo', '10/01/2015'];
    const propuestas = [
      'Plus',
      'Esencial',
      'Coaseguro',
      '10%',
      'Red hospitalaria',
      'Maternidad',
      'Contado',
      'Mensual',
      '12 pagos',
      '$12,345.00',
      '$1,500.00',
      '$1,000.00',
      '$12,500.00',
    ];
    for (const esperado of [...esperados, ...propuestas, `© ${new Date().getFullYear()} ${EMPRESA.razonSocial}`]) {
      expect(texto, esperado).to.contain(esperado);
    }
    expect(await browser.$('a=Facebook').getAttribute('href')).to.equal(EMPRESA.facebook);

    const { violations } = await new AxeBuilder({ client: browser }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    const graves = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(graves).to.deep.equal([]);

    // Without a name, the server's own message.
    await browser.$$('.propuesta')[1].$('button=Elegir esta propuesta').click();
    await browser.$('label*=Mensual').click();
    await browser.$('button=Aceptar propuesta').click();
    await waitForText(browser, '[role=alert]', M.aceptacionNombreObligatorio);

    await browser.$('#aceptar-nombre').setValue('Marta Gómez Ruiz');
    await browser.$('button=Aceptar propuesta').click();
    await waitForText(
      browser,
      '.aceptacion',
      (t) => t.includes(M.aceptada) && t.includes('Marta Gómez Ruiz aceptó la propuesta') && t.includes('Esencial') && t.includes('Mensual'),
    );
    expect(await browser.$('.propuesta.aceptada h3').getText()).to.contain('Propuesta 2');
    expect(await browser.$('form').isExisting()).to.equal(false);

    const agenteVe = (await server.api('GET', `/cotizaciones/${a.id}`, undefined, agente.auth)).body.body;
    expect(agenteVe.status).to.equal('revision');
    expect(agenteVe.aceptacion).to.include({ formaPago: 'mensual', nombre: 'Marta Gómez Ruiz' });

    // Reopened, the viewer shows what was accepted.
    await browser.refresh();
    await waitForText(browser, '.aceptacion', (t) => t.includes('Marta Gómez Ruiz aceptó la propuesta'));
  });

  it('refuses a second acceptance with the server’s message', async () => {
    const [, b] = cotizaciones;
    await browser.url(`${server.url}/cotizaciones/visor/${b.uuid}`);
    await waitForText(browser, 'h1', `Cotización núm. ${b.noCotizacion}`);
    expect(await browser.$('main').getText())
      .to.contain('Mazda 3 Sedán')
      .and.to.contain('2020')
      .and.to.contain('Daños materiales');
    // Someone else accepts it first (another tab, another person with the link).
    const publica = (await server.api('GET', `/cotizaciones/uuid/${b.uuid}`)).body.body;
    const primera = await server.api('POST', `/cotizaciones/uuid/${b.uuid}/aceptar`, { itemId: publica.items[0].id, formaPago: 'contado', nombre: 'Otra Persona' });
    expect(primera.status).to.equal(200);

    await browser.$('#aceptar-nombre').setValue('Marta Gómez Ruiz');
    await browser.$('button=Aceptar propuesta').click();
    await waitForText(browser, '[role=alert]', M.yaAceptada);
  });

  it('lets the real server frame only the widget’s own files', async () => {
    const [a] = cotizaciones;
    for (const p of ['/widgets/quote-viewer.js', `/widgets/quote-viewer/frame.html?uuid=${a.uuid}`]) {
      const res = await fetch(server.url + p);
      expect(res.status, p).to.equal(200);
      expect(res.headers.get('content-security-policy'), p).to.contain('frame-ancestors *');
    }
    for (const p of [`/cotizaciones/visor/${a.uuid}`, '/cotizaciones', `/api/cotizaciones/uuid/${a.uuid}`, '/widgets/quote-viewer/no-existe.html']) {
      expect((await fetch(server.url + p)).headers.get('x-frame-options'), p).to.equal('DENY');
    }
  });

  it('shows nothing for a wrong uuid', async () => {
    await browser.url(`${server.url}/cotizaciones/visor/00000000-0000-4000-8000-000000000000`);
    await browser.pause(1500);
    expect(await browser.$('main').getHTML({ includeSelectorTag: false })).to.equal('');
  });
});
