import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { replaceValue, waitForPath, waitForText } from '../../helpers/browser.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';

/** The announcements administration in the browser (issue 4, docs/adr/011-comunicados.md). */
describe('catalogos: comunicados en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('publishes an announcement with a sanitised preview, edits and deletes it', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/configuracion/comunicados');
    await waitForText(browser, 'h1', 'Comunicados');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    await browser.$('button=Agregar comunicado').click();
    await waitForPath(browser, '/configuracion/comunicados/');

    await browser.$('textarea[name="texto"]').setValue('<p>Nueva <strong>tarifa</strong><script>alert(1)</script></p>');
    await waitForText(browser, '.cartera-comunicado-vista', 'Nueva tarifa');
    expect(await browser.$('.cartera-comunicado-vista script').isExisting(), 'no script in the preview').to.equal(false);
    await browser.$('input[name="actionUrl"]').setValue('javascript:alert(1)');
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'main', (t) => t.includes('El enlace debe ser una ruta de Cartera'));
    await replaceValue(browser, 'input[name="actionUrl"]', '/polizas');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Comunicado guardado correctamente');
    await waitForPath(browser, '/configuracion/comunicados');
    await waitForText(browser, '[aria-label="Comunicados"]', (t) => t.includes('Nueva tarifa') && t.includes('Publicado'));

    const { body } = await server.api('GET', '/comunicados/admin', undefined, agente.auth);
    const id = body.body.items[0].id as number;
    expect(body.body.items[0].texto).to.not.include('script');

    // Its users see it; the other agents' do not.
    const usuario = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    expect(((await server.api('GET', '/comunicados', undefined, usuario.auth)).body.body as { id: number }[]).map((c) => c.id)).to.include(id);

    // The shell now shows the new announcement to this user too: open the list again with it closed.
    await abrirComo(browser, server, agente, '/configuracion/comunicados');
    await browser.$(`a[aria-label="Editar el comunicado ${id}"]`).click();
    await waitForPath(browser, `/configuracion/comunicados/${id}`);
    await browser.$('textarea[name="texto"]').waitForDisplayed({ timeout: 10_000 });
    await browser.waitUntil(async () => (await browser.$('input[name="actionUrl"]').getValue()) === '/polizas', { timeout: 10_000 });
    await replaceValue(browser, 'textarea[name="texto"]', '<p>Tarifa corregida</p>');
    await browser.$('button=Guardar').click();
    await waitForPath(browser, '/configuracion/comunicados');
    await waitForText(browser, '[aria-label="Comunicados"]', (t) => t.includes('Tarifa corregida'));

    await browser.$(`a[aria-label="Editar el comunicado ${id}"]`).click();
    await browser.$('button=Eliminar').waitForDisplayed({ timeout: 10_000 });
    await browser.$('button=Eliminar').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('¿Deseas eliminar el registro?'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Comunicado eliminado correctamente');
    await waitForPath(browser, '/configuracion/comunicados');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
  });

  it('shows a new announcement two seconds after sign-in with its links opening apart; "Ver más" opens its page and it does not come back', async () => {
    const agente = await crearAgente(server);
    const texto = '<p>Nueva <strong>tarifa</strong> de <a href="https://example.com/tarifas">autos</a>, dudas a <a href="mailto:ventas@example.com">ventas</a></p>';
    const res = await server.api('POST', '/comunicados', { texto, actionUrl: '/polizas' }, agente.auth);
    expect(res.body.ok, res.body.message).to.equal(true);
    const id = res.body.body.id as number;
    // Signed in with every other announcement closed, so this one is the first to show.
    await abrirComo(browser, server, agente, '/api/api-info');
    await browser.execute((mio) => {
      const cerrados = JSON.parse(window.localStorage.getItem('comunicadosCerrados') ?? '[]') as number[];
      window.localStorage.setItem('comunicadosCerrados', JSON.stringify(cerrados.filter((otro) => otro !== mio)));
    }, id);
    await browser.url(`${server.url}/resumen`);

    const dialogo = browser.$('.cartera-comunicado');
    await waitForText(browser, '.cartera-comunicado', (t) => t.includes('Nueva tarifa de autos, dudas a ventas'), 15_000);
    for (const enlace of ['autos', 'ventas']) {
      expect(await dialogo.$(`a=${enlace}`).getAttribute('target'), enlace).to.equal('_blank');
      expect(await dialogo.$(`a=${enlace}`).getAttribute('rel'), enlace).to.equal('noopener noreferrer');
    }
    await dialogo.$('button=Ver más').click();
    await waitForPath(browser, '/polizas');
    expect(JSON.parse((await browser.execute(() => window.localStorage.getItem('comunicadosCerrados'))) ?? '[]')).to.include(id);
    await browser.refresh();
    await waitForText(browser, 'h1', 'Pólizas');
    // The modal waits two seconds after the user is present: give it more, and it stays away.
    await browser.pause(3_000);
    expect(await browser.$('.cartera-comunicado').isExisting()).to.equal(false);
  });
});
