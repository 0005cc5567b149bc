import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { replaceValue, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import type { TestServer } from '../../helpers/server.ts';

/** The task panel in the browser (issue 5, spec 01 §2, §4, §5, §8). */
describe('crm: panel de tareas en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('creates a task from the panel with the defaults and closes it with its checkbox', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/resumen');
    await browser.$('button[aria-label="Tareas"]').click();
    await browser.$('button[aria-label="Nueva tarea"]').click();
    const dialogo = '.bp6-dialog';
    await waitForText(browser, dialogo, (t) => t.includes('Nueva tarea'));
    expect(await browser.$(`${dialogo} [name="prioridad"]`).getValue()).to.equal('media');
    expect(await browser.$(`${dialogo} [name="tipo"]`).getValue()).to.equal('tarea');
    expect(await browser.$(`${dialogo} [name="status"]`).isExisting()).to.equal(false);

    await browser.$(dialogo).$('button=Guardar').click();
    await waitForText(browser, dialogo, (t) => t.includes('El nombre es obligatorio') && t.includes('La descripción es obligatoria'));
    await browser.$(`${dialogo} [name="nombre"]`).setValue('Llamar a Lupita');
    await browser.$(`${dialogo} [name="descripcion"]`).setValue('Revisar su renovación');
    await browser.$(dialogo).$('button=Guardar').click();
    await esperarToast(browser, 'Tarea guardada correctamente');
    await waitForText(browser, '[aria-label="Tareas abiertas"]', (t) => t.includes('Llamar a Lupita') && t.includes('Media'));

    const tareas = (await server.api('GET', '/tareas?status=abierta&size=-1', undefined, agente.auth)).body.body.items as { id: number; nombre: string }[];
    expect(tareas.map((t) => t.nombre)).to.deep.equal(['Llamar a Lupita']);

    await browser.$('[aria-label="Cerrar Llamar a Lupita"]').parentElement().click();
    await browser.waitUntil(async () => !(await browser.$('[aria-label="Tareas abiertas"]').isExisting()), { timeout: 10_000, timeoutMsg: 'the closed task is still listed' });
    const tarea = (await server.api('GET', `/tareas/${tareas[0].id}`, undefined, agente.auth)).body.body;
    expect(tarea.status.name).to.equal('cerrada');
  });

  it('lists open tasks by default, searches by name and description, shows closed ones on demand and edits one', async () => {
    const agente = await crearAgente(server);
    const crear = async (nombre: string, descripcion: string, status?: string) => {
      const res = await server.api('POST', '/tareas', { nombre, descripcion, vencimiento: '2030-01-15 10:30:00', status }, agente.auth);
      expect(res.body.ok, res.body.message).to.equal(true);
      return res.body.body.id as number;
    };
    const visita = await crear('Visitar a Ramiro', 'Entregar la poliza');
    await crear('Cobrar recibo', 'Recibo de marzo');
    const cerrada = await crear('Llamada pasada', 'Ya hecha');
    await server.api('PUT', `/tareas/${cerrada}`, { nombre: 'Llamada pasada', descripcion: 'Ya hecha', prioridad: 'media', tipo: 'tarea', status: 'cerrada' }, agente.auth);

    await abrirComo(browser, server, agente, '/tareas');
    const lista = '[aria-label="Lista de tareas"]';
    await waitForText(browser, lista, (t) => t.includes('Visitar a Ramiro') && t.includes('Cobrar recibo') && t.includes('15/01/2030 10:30') && !t.includes('Llamada pasada'));
    await browser.$('[name="descripcion"]').setValue('poliza');
    await browser.$('button=Buscar').click();
    await waitForText(browser, lista, (t) => t.includes('Visitar a Ramiro') && !t.includes('Cobrar recibo'));
    await replaceValue(browser, '[name="descripcion"]', '');
    await browser.$('[name="nombre"]').setValue('llamada');
    await browser.$('button=Buscar').click();
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    await browser.$('[name="status"]').selectByAttribute('value', 'cerrada');
    await waitForText(browser, lista, (t) => t.includes('Llamada pasada') && t.includes('Cerrada'));

    await browser.url(`${server.url}/tareas/${visita}`);
    await waitForText(browser, 'h1', 'Tarea');
    await browser.$('form[aria-label="Tarea"] [name="status"]').waitForExist({ timeout: 10_000 });
    expect(await browser.$('[name="nombre"]').getValue()).to.equal('Visitar a Ramiro');
    expect(await browser.$('[name="vencimiento"]').getValue()).to.equal('2030-01-15T10:30');
    await browser.$('[name="prioridad"]').selectByAttribute('value', 'alta');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Tarea guardada correctamente');
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/tareas', { timeout: 10_000, timeoutMsg: 'not back on /tareas' });
    const tarea = (await server.api('GET', `/tareas/${visita}`, undefined, agente.auth)).body.body;
    expect([tarea.prioridad.name, tarea.vencimiento]).to.deep.equal(['alta', '2030-01-15 10:30:00']);
  });
});
