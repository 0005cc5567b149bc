import { expect } from 'chai';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { clickWhenStill, typeInSuggest, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** Issue 18 (part A) in the browser: tasks by due date, overdue ones marked, 'Completar', and tasks of a client. */
describe('crm: tareas para un usuario nuevo (issue 18)', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  const crear = async (cuenta: Cuenta, datos: object) => {
    const res = await server.api('POST', '/tareas', datos, cuenta.auth);
    expect(res.body.ok, res.body.message).to.equal(true);
    return res.body.body.id as number;
  };

  it('lists tasks soonest due first with overdue ones marked, and completes one from its page', async () => {
    const agente = await crearAgente(server);
    const sinFecha = await crear(agente, { nombre: 'Sin fecha', descripcion: 'x' });
    const futura = await crear(agente, { nombre: 'Renovar póliza #12 (GNP)', descripcion: 'x', vencimiento: '2099-03-01 09:00:00' });
    const vencida = await crear(agente, { nombre: 'Llamar a Lucía, confirmar pago', descripcion: 'x', vencimiento: '2024-02-01 09:00:00' });

    await abrirComo(browser, server, agente, '/tareas');
    const lista = '[aria-label="Lista de tareas"]';
    await waitForText(browser, lista, (t) => t.includes('Llamar a Lucía, confirmar pago') && t.includes('Sin fecha'));
    const filas = await browser.$$(`${lista} [data-tarea]`).map(async (e) => [Number(await e.getAttribute('data-tarea')), await e.getAttribute('data-vencida')]);
    expect(filas).to.deep.equal([
      [vencida, 'true'],
      [futura, null],
      [sinFecha, null],
    ]);
    expect(await browser.$(`${lista} [data-tarea="${vencida}"]`).getText()).to.include('Vencida');

    await browser.$(`${lista} [data-tarea="${vencida}"] a`).click();
    await waitForPath(browser, `/tareas/${vencida}`);
    await waitForText(browser, 'main', (t) => t.includes('Vencida') && t.includes('Abierta'));
    await browser.$('button=Completar').click();
    await esperarToast(browser, 'Tarea completada');
    await waitForText(browser, 'main', (t) => t.includes('Cerrada') && !t.includes('Vencida'));
    expect(await browser.$('button=Completar').isExisting()).to.equal(false);
    expect((await server.api('GET', `/tareas/${vencida}`, undefined, agente.auth)).body.body.status.name).to.equal('cerrada');
  });

  it("creates a task from a client's page linked to that client, and links another to a client from the task form", async () => {
    const agente = await crearAgente(server);
    const clienteId = await crearCliente(server, agente, { nombres: 'Lucía', apPat: 'Benítez', apMat: 'Soto' });
    await abrirComo(browser, server, agente, `/clientes/${clienteId}`);
    const panel = '[data-panel="crm.tareas"]';
    await waitForText(browser, panel, (t) => t.includes('Sin tareas abiertas'));
    await browser.$(panel).$('a=Nueva tarea').click();
    await waitForPath(browser, '/tareas/', `?clienteId=${clienteId}`);
    await browser.waitUntil(async () => (await browser.$('input[name="clienteId"]').getValue()) === 'Lucía Benítez Soto', {
      timeout: 10_000,
      timeoutMsg: 'the client is not chosen',
    });
    await browser.$('[name="nombre"]').setValue('Llamar a Lucía, confirmar pago');
    await browser.$('[name="descripcion"]').setValue('Recibo 2/4 de su póliza');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Tarea guardada correctamente');
    await waitForPath(browser, `/clientes/${clienteId}`);
    await waitForText(browser, panel, (t) => t.includes('Llamar a Lucía, confirmar pago'));

    // From the task form: search the client by name and pick it.
    await browser.url(`${server.url}/tareas/`);
    await browser.$('[name="nombre"]').setValue('Visitar a la clienta');
    await browser.$('[name="descripcion"]').setValue('Firmar la renovación');
    await typeInSuggest(browser, browser.$('input[name="clienteId"]'), 'be');
    await waitForText(browser, '.bp6-popover', (t) => t.includes('Escribe al menos 3 letras para buscar'));
    await typeInSuggest(browser, browser.$('input[name="clienteId"]'), 'n');
    await clickWhenStill(browser.$('.bp6-popover').$('a*=Lucía Benítez Soto'));
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Tarea guardada correctamente');
    await browser.waitUntil(async () => /^\/tareas\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 10_000, timeoutMsg: 'not on the task' });
    const id = Number(new URL(await browser.getUrl()).pathname.split('/').pop());
    await waitForText(browser, 'main', (t) => t.includes('Cliente') && t.includes('Lucía Benítez Soto'));
    expect((await server.api('GET', `/tareas/${id}`, undefined, agente.auth)).body.body.dueno).to.deep.equal({ entidad: 'clientes', clave: 'clienteId', id: clienteId });

    // Unlinked from the form: the task stays, linked to nothing.
    await browser.$('button=Editar').click();
    await waitForPath(browser, `/tareas/${id}/edit`);
    await browser.waitUntil(async () => (await browser.$('input[name="clienteId"]').getValue()) === 'Lucía Benítez Soto', {
      timeout: 10_000,
      timeoutMsg: 'the client is not shown',
    });
    await browser.$('button[aria-label="Quitar cliente"]').click();
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Tarea guardada correctamente');
    await waitForPath(browser, `/tareas/${id}`);
    expect((await server.api('GET', `/tareas/${id}`, undefined, agente.auth)).body.body.dueno).to.equal(null);
  });
});
