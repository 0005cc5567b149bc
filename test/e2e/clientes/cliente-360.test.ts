import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearCliente, crearClave, crearPolizaQueVence } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { subirPdf } from '../../api/crm/subir-archivo.ts';

const panel = (id: string) => `[data-panel="${id}"]`;

/** Issue 18 (part A): the client's page is a client 360, each panel from the plugin that owns its data. */
describe('clientes: el cliente de un vistazo (issue 18)', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  const api = async (cuenta: Cuenta, method: string, path: string, body?: unknown) => {
    const res = await server.api(method, path, body, cuenta.auth);
    expect(res.body.ok, `${method} ${path}: ${res.body.message}`).to.equal(true);
    return res.body.body;
  };

  /** A client with a policy whose receipt is overdue, one to collect, an overdue task, a log entry and an attachment. */
  async function cliente360(agente: Cuenta) {
    const clienteId = await crearCliente(server, agente, { nombres: 'Rebeca', apPat: 'Ibarra', apMat: 'Luna' });
    const claveId = await crearClave(server, agente);
    const vencida = await crearPolizaQueVence(server, agente, { clienteId, claveId }, -12, { noPoliza: 'RB-VENCIDA' });
    const porCobrar = await crearPolizaQueVence(server, agente, { clienteId, claveId }, 30, { noPoliza: 'RB-PORCOBRAR' });
    const otra = await crearCliente(server, agente);
    await crearPolizaQueVence(server, agente, { clienteId: otra, claveId }, 5, { noPoliza: 'AJENA-1' });
    const tarea = (
      await api(agente, 'POST', '/tareas', { nombre: 'Llamar a Rebeca, confirmar pago', descripcion: 'Recibo vencido', vencimiento: '2024-01-10 10:00:00', clienteId })
    ).id;
    await api(agente, 'POST', '/tareas', { nombre: 'Tarea de otro cliente', descripcion: 'x', clienteId: otra });
    // One unbroken 5,000-character entry: it must wrap inside the page.
    await api(agente, 'POST', '/crm', { clienteId, textos: [{ tipo: 'nota general', texto: `Pidió factura ${'x'.repeat(4986)}` }] });
    const path = await subirPdf(server, agente, 'clientes', 'poliza-firmada.pdf');
    await api(agente, 'POST', '/adjuntos', { clienteId, dominio: 'clientes', path, archivo: 'poliza-firmada.pdf' });
    return { clienteId, vencida, porCobrar, tarea };
  }

  const anchoDePagina = () => browser.execute(() => ({ ancho: document.documentElement.scrollWidth, ventana: window.innerWidth }));

  it("shows the client's policies, receipts to collect, open tasks, latest log and attachments, with links; phone and e-mail as links", async () => {
    const agente = await crearAgente(server);
    const { clienteId, vencida, porCobrar, tarea } = await cliente360(agente);
    await abrirComo(browser, server, agente, `/clientes/${clienteId}`);
    await waitForText(browser, 'h1', 'Detalle de Cliente');

    const polizas = panel('polizas.cliente');
    await waitForText(browser, polizas, (t) => t.includes('Pólizas y recibos') && t.includes('RB-VENCIDA') && t.includes('RB-PORCOBRAR') && !t.includes('AJENA-1'));
    const textoPolizas = await browser.$(polizas).getText();
    expect(textoPolizas).to.include('Vigente').and.include('$1,160.00 MXN').and.include('Vencido').and.include('Pendiente');
    expect(textoPolizas).to.include('Por cobrar: $2,320.00 MXN (vencido: $1,160.00 MXN)');
    expect(await browser.$(`${polizas} [data-poliza="${vencida}"] a`).getAttribute('href')).to.equal(`/poliza/${vencida}`);
    expect(await browser.$(`${polizas} [data-poliza="${porCobrar}"]`).isExisting()).to.equal(true);
    expect(await browser.$(polizas).$('a*=Pagar').getAttribute('href')).to.match(/^\/recibos\/\d+\/pagar$/);

    const tareas = panel('crm.tareas');
    await waitForText(browser, tareas, (t) => t.includes('Llamar a Rebeca, confirmar pago') && t.includes('Vencida') && !t.includes('Tarea de otro cliente'));
    expect(await browser.$(`${tareas} [data-tarea="${tarea}"]`).getAttribute('data-vencida')).to.equal('true');
    await waitForText(browser, panel('crm.bitacora'), (t) => t.includes('Pidió factura'));
    await waitForText(browser, panel('crm.adjuntos'), (t) => t.includes('poliza-firmada.pdf'));
    // The panels come in their contributors' order: policies first (other plugins' panels may sit between).
    const esperados = ['polizas.cliente', 'crm.tareas', 'crm.bitacora', 'crm.adjuntos'];
    const orden = (await browser.$$('[data-panel]').map((e) => e.getAttribute('data-panel'))).filter((id) => id !== null && esperados.includes(id));
    expect(orden).to.deep.equal(esperados);

    expect(await browser.$('a[href^="tel:"]').getAttribute('href')).to.equal('tel:+525512345678');
    expect(await browser.$('a[href^="mailto:"]').getAttribute('href')).to.match(/^mailto:ana\d+@example\.com$/);
    const { ancho, ventana } = await anchoDePagina();
    expect(ancho, 'the long log entry wraps').to.be.at.most(ventana);

    await browser.$(`${polizas} [data-poliza="${vencida}"] a`).click();
    await waitForPath(browser, `/poliza/${vencida}`);
    await browser.url(`${server.url}/clientes/${clienteId}`);
    await browser.$(`${tareas} [data-tarea="${tarea}"] a`).click();
    await waitForPath(browser, `/tareas/${tarea}`);
    await waitForText(browser, 'main', (t) => t.includes('Rebeca Ibarra Luna'));
    await browser.$('a=Rebeca Ibarra Luna').click();
    await waitForPath(browser, `/clientes/${clienteId}`);

    // The whole log page wraps the entry too.
    await browser.url(`${server.url}/clientes/${clienteId}/bitacora`);
    await waitForText(browser, '[aria-label="Registros"]', (t) => t.includes('Pidió factura'));
    const bitacora = await anchoDePagina();
    expect(bitacora.ancho, 'the log page wraps the entry').to.be.at.most(bitacora.ventana);
  });

  it('shows each panel only to a user with its module: a clients-only reader sees no policies and no tasks', async () => {
    const agente = await crearAgente(server);
    const { clienteId } = await cliente360(agente);
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    await abrirComo(browser, server, lector, `/clientes/${clienteId}`);
    await waitForText(browser, panel('crm.adjuntos'), (t) => t.includes('poliza-firmada.pdf'));
    await waitForText(browser, panel('crm.bitacora'), (t) => t.includes('Pidió factura'));
    expect(await browser.$(panel('polizas.cliente')).isExisting()).to.equal(false);
    expect(await browser.$(panel('crm.tareas')).isExisting()).to.equal(false);

    const conPolizas = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R', 'ROLE_POLIZAS_R']);
    await abrirComo(browser, server, conPolizas, `/clientes/${clienteId}`);
    await waitForText(browser, panel('polizas.cliente'), (t) => t.includes('RB-VENCIDA'));
    // Reading policies does not make one a collector: no 'Pagar' link.
    expect(await browser.$(panel('polizas.cliente')).$('a*=Pagar').isExisting()).to.equal(false);
  });
});
