import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { replaceValue, waitForPath, waitForText } from '../../helpers/browser.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';

const NAV = 'nav[aria-label="Navegación principal"]';

/** The insurers screens in the browser (issue 4, spec 01 §2, §5, §6, §8). */
describe('catalogos: aseguradoras en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('lists the predefined insurers with their edit link disabled, pages, filters and hides them with the switch', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/aseguradoras');
    await waitForText(browser, 'h1', 'Aseguradoras');
    const lista = await waitForText(browser, '[aria-label="Aseguradoras"]', (t) => /\[[A-Z]+\]/.test(t));
    expect(lista).to.match(/\[[A-Z ]+\]/);
    expect(await browser.$('[data-aseguradora] .cartera-status-dot-activo').isExisting(), 'green dot for an active insurer').to.equal(true);
    const editar = browser.$('[data-aseguradora] button[aria-label^="Editar"]');
    expect(await editar.isEnabled(), 'a predefined insurer cannot be edited').to.equal(false);
    await waitForText(browser, '.cartera-pager', (t) => /Página 1 de \d+/.test(t));
    const primera = await browser.$('[data-aseguradora]').getAttribute('data-aseguradora');
    await browser.$('button[aria-label="Página siguiente"]').click();
    await waitForText(browser, '.cartera-pager', (t) => /Página 2 de \d+/.test(t));
    await browser.waitUntil(async () => (await browser.$('[data-aseguradora]').getAttribute('data-aseguradora')) !== primera, {
      timeout: 10_000,
      timeoutMsg: 'page 2 shows page 1',
    });

    // A filter starts again from the first page.
    await browser.$('input[name="aseguradora"]').setValue('Seguros');
    await waitForText(browser, '.cartera-pager', (t) => t.includes('Página 1 de'));
    await waitForText(browser, '[aria-label="Aseguradoras"]', (t) => t.split('\n').every((fila) => /seguros/i.test(fila)));
    await replaceValue(browser, 'input[name="aseguradora"]', '');

    await browser.$('label=Ocultar predefinidas').click();
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));

    // A predefined insurer's page does not exist for the agent.
    const predefinida = (await server.api('GET', '/aseguradoras?estandar=true&size=1', undefined, agente.auth)).body.body.items[0];
    await browser.url(`${server.url}/aseguradoras/${predefinida.id}`);
    await waitForPath(browser, '/404');
  });

  it('creates, edits and deletes an own insurer', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/aseguradoras');
    await browser.$('button=Agregar aseguradora').click();
    await waitForPath(browser, '/aseguradoras/');
    await waitForText(browser, 'h1', 'Nueva aseguradora');

    // The schema's messages show under the fields.
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'main', (t) => t.includes('El nombre es obligatorio') && t.includes('La abreviación es obligatoria'));
    await browser.$('input[name="aseguradora"]').setValue('Seguros 123');
    await waitForText(browser, 'main', (t) => t.includes('El nombre solo admite letras y espacios'));

    await replaceValue(browser, 'input[name="aseguradora"]', 'Seguros Peñón');
    await browser.$('input[name="abreviacion"]').setValue('PENON');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Guardado exitosamente');
    // Saving stays on the form, now the new insurer's page.
    await browser.waitUntil(async () => /^\/aseguradoras\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 10_000, timeoutMsg: 'no id in the URL' });
    const id = Number(new URL(await browser.getUrl()).pathname.split('/').pop());
    await waitForText(browser, 'h1', 'Editar aseguradora');

    await replaceValue(browser, 'input[name="aseguradora"]', 'Seguros Peñón Dos');
    await browser.$('select[name="status"]').selectByAttribute('value', 'inactivo');
    await browser.$('button=Guardar').click();
    await browser.waitUntil(
      async () => {
        const { body } = await server.api('GET', `/aseguradoras/${id}`, undefined, agente.auth);
        return body.body?.aseguradora === 'Seguros Peñón Dos' && body.body?.status === 'inactivo';
      },
      { timeout: 10_000, timeoutMsg: 'the edit was not saved' },
    );
    expect(new URL(await browser.getUrl()).pathname).to.equal(`/aseguradoras/${id}`);

    // In the list, with the predefined ones hidden: a red dot, the name and the abbreviation.
    await browser.$('a[aria-label="Regresar a Aseguradoras"]').click();
    await waitForPath(browser, '/aseguradoras');
    await browser.$('label=Ocultar predefinidas').click();
    await waitForText(browser, '[aria-label="Aseguradoras"]', 'Seguros Peñón Dos [PENON]');
    expect(await browser.$(`[data-aseguradora="${id}"] .cartera-status-dot`).getAttribute('aria-label')).to.equal('Inactiva');

    await browser.$(`[data-aseguradora="${id}"] a[aria-label="Editar Seguros Peñón Dos"]`).click();
    await waitForPath(browser, `/aseguradoras/${id}`);
    await browser.$('button=Eliminar').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('¿Deseas eliminar la aseguradora? Esta acción es irreversible.'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Aseguradora eliminada exitosamente');
    await waitForPath(browser, '/aseguradoras');
    expect((await server.api('GET', `/aseguradoras/${id}`, undefined, agente.auth)).status).to.equal(404);
  });

  it('shows the Aseguradoras entry only to a sub-user holding its privilege', async () => {
    const agente = await crearAgente(server);
    const sinPrivilegio = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    const conPrivilegio = await crearUsuarioAdicional(server, agente, ['ROLE_ASEGURADORAS']);

    // On /configuracion the Administración group is open.
    await abrirComo(browser, server, sinPrivilegio, '/configuracion');
    await waitForText(browser, NAV, (t) => t.includes('Configuración'));
    expect(await browser.$(`${NAV} a[href="/aseguradoras"]`).isExisting()).to.equal(false);

    await abrirComo(browser, server, conPrivilegio, '/configuracion');
    await waitForText(browser, NAV, (t) => t.includes('Aseguradoras'));
    expect(await browser.$(`${NAV} a[href="/aseguradoras"]`).isExisting()).to.equal(true);
  });
});
