import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { clickWhenStill, replaceValue, typeInSuggest, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import type { TestServer } from '../../helpers/server.ts';

/** The task panel, list, detail and form in the browser (issue 5, spec 01 §2, §4, §5, §8; 03 §2, §7, §8). */
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
    await waitForText(browser, 'main', (t) =>
      ['Visitar a Ramiro', 'Entregar la poliza', 'Tarea', 'Media', 'Abierta', '15/01/2030 10:30', 'Sin vendedor'].every((x) => t.includes(x)),
    );
    await browser.$('button=Editar').click();
    await waitForPath(browser, `/tareas/${visita}/edit`);
    await browser.$('form[aria-label="Tarea"] [name="status"]').waitForExist({ timeout: 10_000 });
    expect(await browser.$('[name="nombre"]').getValue()).to.equal('Visitar a Ramiro');
    expect(await browser.$('[name="vencimiento"]').getValue()).to.equal('2030-01-15T10:30');
    await browser.$('[name="prioridad"]').selectByAttribute('value', 'alta');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Tarea guardada correctamente');
    await waitForPath(browser, `/tareas/${visita}`);
    await waitForText(browser, 'main', (t) => t.includes('Alta'));
    const tarea = (await server.api('GET', `/tareas/${visita}`, undefined, agente.auth)).body.body;
    expect([tarea.prioridad.name, tarea.vencimiento]).to.deep.equal(['alta', '2030-01-15 10:30:00']);
  });

  it('creates a task on /tareas/ and shows its detail, then deletes it there after the confirmation', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/tareas');
    await browser.$('button=Añadir').click();
    await waitForPath(browser, '/tareas/');
    await waitForText(browser, 'h1', 'Nueva tarea');
    await browser.$('[name="nombre"]').setValue('Mandar cotizacion');
    await browser.$('[name="descripcion"]').setValue('Auto de Lupita');
    await browser.$('[name="tipo"]').selectByAttribute('value', 'cotizacion');
    // Enter in a field submits the form.
    await browser.$('[name="nombre"]').click();
    await browser.keys('Enter');
    await esperarToast(browser, 'Tarea guardada correctamente');
    const [{ id }] = (await server.api('GET', '/tareas?size=-1', undefined, agente.auth)).body.body.items as { id: number }[];
    await waitForPath(browser, `/tareas/${id}`);
    await waitForText(browser, 'main', (t) => t.includes('Mandar cotizacion') && t.includes('Cotización') && t.includes('Sin vencimiento'));

    await browser.$('button=Eliminar').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('Alerta') && t.includes('¿Deseas eliminar el registro?'));
    await browser.$('.cartera-confirm').$('button=Cancelar').click();
    await browser.$('.cartera-confirm').waitForExist({ reverse: true, timeout: 10_000 });
    expect((await server.api('GET', `/tareas/${id}`, undefined, agente.auth)).status).to.equal(200);
    await browser.$('button=Eliminar').click();
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Tarea eliminada correctamente');
    await waitForPath(browser, '/tareas');
    expect((await server.api('GET', `/tareas/${id}`, undefined, agente.auth)).status).to.equal(404);
  });

  it('filters the list by seller with the autocomplete and deletes a task from the list', async () => {
    const agente = await crearAgente(server);
    const vendedor = async (nombres: string, rfc: string) => {
      const datos = { nombres, apPat: 'Soto', apMat: 'Luna', sexo: 'mujer', rfc, correo: `${rfc.toLowerCase()}@ejemplo.mx`, telefono: '5512345678' };
      const res = await server.api('POST', '/vendedores', datos, agente.auth);
      expect(res.body.ok, res.body.message).to.equal(true);
      return res.body.body.id as number;
    };
    const rocio = await vendedor('Rocío', 'SOLR900101AB1');
    const marta = await vendedor('Marta', 'SOLM900101AB2');
    for (const [nombre, id] of [
      ['Visita de Rocio', rocio],
      ['Llamada de Marta', marta],
      ['Sin asignar', null],
    ] as const) {
      const res = await server.api('POST', '/tareas', { nombre, descripcion: 'Pendiente', vendedor: id }, agente.auth);
      expect(res.body.ok, res.body.message).to.equal(true);
    }

    await abrirComo(browser, server, agente, '/tareas');
    const lista = '[aria-label="Lista de tareas"]';
    await waitForText(browser, lista, (t) => t.includes('Visita de Rocio') && t.includes('Llamada de Marta') && t.includes('Sin asignar'));
    await typeInSuggest(browser, browser.$('#tareas-vendedor'), 'xyz');
    await waitForText(browser, '.bp6-popover .bp6-menu', 'Sin resultados');
    await replaceValue(browser, '#tareas-vendedor', 'roc');
    await waitForText(browser, '.bp6-popover .bp6-menu', 'Rocío Soto Luna');
    await clickWhenStill(browser.$('.bp6-popover .bp6-menu').$('a*=Rocío'));
    await waitForText(browser, lista, (t) => t.includes('Visita de Rocio') && !t.includes('Llamada de Marta') && !t.includes('Sin asignar'));
    await browser.$('button[aria-label="Quitar vendedor"]').click();
    await waitForText(browser, lista, (t) => t.includes('Llamada de Marta') && t.includes('Sin asignar'));

    await browser.$('button[aria-label="Eliminar Sin asignar"]').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('¿Deseas eliminar el registro?'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Tarea eliminada correctamente');
    await waitForText(browser, lista, (t) => t.includes('Llamada de Marta') && !t.includes('Sin asignar'));
  });

  it('shows a reader the detail without edit or delete, and refuses the edit form', async () => {
    const agente = await crearAgente(server);
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_TAREAS_R']);
    const res = await server.api('POST', '/tareas', { nombre: 'Solo lectura', descripcion: 'Mirar' }, agente.auth);
    const id = res.body.body.id as number;
    await abrirComo(browser, server, lector, '/tareas');
    await waitForText(browser, '[aria-label="Lista de tareas"]', (t) => t.includes('Solo lectura'));
    expect(await browser.$('button[aria-label="Eliminar Solo lectura"]').isExisting()).to.equal(false);
    expect(await browser.$('button=Añadir').isExisting()).to.equal(false);
    await browser.url(`${server.url}/tareas/${id}`);
    await waitForText(browser, 'main', (t) => t.includes('Solo lectura') && t.includes('Mirar'));
    expect(await browser.$('button=Editar').isExisting()).to.equal(false);
    expect(await browser.$('button=Eliminar').isExisting()).to.equal(false);
    await browser.url(`${server.url}/tareas/${id}/edit`);
    await waitForText(browser, 'main', (t) => t.includes('No tienes acceso a esta página'));
    await browser.url(`${server.url}/tareas/999999`);
    await waitForText(browser, 'main', (t) => t.includes('Página no encontrada'));
  });
});
