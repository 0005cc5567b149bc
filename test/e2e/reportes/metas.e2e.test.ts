import { expect } from 'chai';
import type { Aseguradora } from '../../../plugins/catalogos/shared/aseguradoras.ts';
import type { Meta } from '../../../plugins/reportes/shared/metas.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { replaceValue, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { diaDesdeHoy } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

const NUEVA = '[data-meta="nueva"]';
const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

/** The goals screen in the browser (issue 7, spec 02 §2.11, §5, §8) and its effect on the summary's gauges. */
describe('reportes: metas en el navegador', function () {
  this.timeout(300_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  const anio = Number(diaDesdeHoy(0).slice(0, 4));
  const mes = Number(diaDesdeHoy(0).slice(5, 7));
  const metas = async (cuenta: Cuenta): Promise<Meta[]> => (await server.api('GET', '/metas', undefined, cuenta.auth)).body.body;
  const elegir = (panel: string, campo: string, valor: string | number) => browser.$(`${panel} select[name="${campo}"]`).selectByAttribute('value', String(valor));
  const guardar = (panel: string) => browser.$(panel).$('button=Guardar').click();
  const eliminar = (panel: string) => browser.$(panel).$('button=Eliminar').click();

  it('adds a goal with its validation messages, saves it, edits it and deletes it after the confirmation', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/configuracion/metas');
    await waitForText(browser, 'h1', 'Metas');
    expect(await browser.$('a[aria-label="Regresar a Configuración"]').getAttribute('href')).to.equal('/configuracion');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));

    await browser.$('button=Agregar meta').click();
    await browser.$(NUEVA).waitForDisplayed({ timeout: 5_000 });
    expect(await browser.$(`${NUEVA} select[name="aseguradoraId"]`).isFocused()).to.equal(true);
    expect(await browser.$(`${NUEVA} select[name="anio"]`).getValue()).to.equal(String(anio));
    const anios = await browser.$$(`${NUEVA} select[name="anio"] option`).map((o) => o.getText());
    expect(anios).to.deep.equal([String(anio - 1), String(anio), String(anio + 1)]);
    const periodos = await browser.$$(`${NUEVA} select[name="mes"] option`).map((o) => o.getText());
    expect(periodos).to.deep.equal(['Selecciona un periodo', 'ANUAL', ...MESES]);
    const ramos = await browser.$$(`${NUEVA} select[name="modelo"] option`).map((o) => o.getText());
    expect(ramos).to.deep.equal(['Selecciona un ramo', 'Toda la cartera', 'Auto', 'Salud', 'Vida', 'Diversos']);
    await guardar(NUEVA);
    await waitForText(browser, NUEVA, (t) => t.includes('El ramo es obligatorio') && t.includes('La meta es obligatoria'));
    expect(await browser.$(`${NUEVA} select[name="modelo"]`).isFocused()).to.equal(true);
    expect(await metas(agente)).to.deep.equal([]);

    await elegir(NUEVA, 'modelo', 1);
    await elegir(NUEVA, 'mes', mes);
    // Pólizas: digits only, up to 5; primas: no sign, two decimals at most.
    await browser.$(`${NUEVA} input[name="polizas"]`).setValue('12a34567');
    expect(await browser.$(`${NUEVA} input[name="polizas"]`).getValue()).to.equal('12345');
    await browser.$(`${NUEVA} input[name="primas"]`).setValue('-12345.678');
    expect(await browser.$(`${NUEVA} input[name="primas"]`).getValue()).to.equal('12345.67');
    await browser.$(`${NUEVA} input[name="polizas"]`).click();
    expect(await browser.$(`${NUEVA} input[name="primas"]`).getValue()).to.equal('12,345.67');
    await guardar(NUEVA);
    await esperarToast(browser, 'Meta guardada correctamente');
    const [creada, ...otras] = await metas(agente);
    expect(otras).to.deep.equal([]);
    expect(creada).to.include({ aseguradoraId: null, anio, mes, tipo: 'mensual', modelo: 1, polizas: 12345, primas: 12345.67 });
    const panel = `[data-meta="${creada.id}"]`;
    await waitForText(browser, `${panel} h2`, (t) => t.includes(`Auto · Todas las aseguradoras`) && t.includes(`${MESES[mes - 1]} ${anio} · $12,345.67 MXN`));

    // The same panel now updates.
    const [aseguradora]: Aseguradora[] = (await server.api('GET', '/aseguradoras/registradas', undefined, agente.auth)).body.body;
    await elegir(panel, 'aseguradoraId', aseguradora.id);
    await elegir(panel, 'mes', 0);
    await replaceValue(browser, `${panel} input[name="primas"]`, '250000');
    await guardar(panel);
    await esperarToast(browser, 'Meta guardada correctamente');
    await browser.waitUntil(async () => (await metas(agente))[0]?.primas === 250000, { timeout: 10_000, timeoutMsg: 'the goal was not updated' });
    expect(await metas(agente)).to.deep.equal([{ id: creada.id, aseguradoraId: aseguradora.id, anio, mes: 0, tipo: 'anual', modelo: 1, polizas: 12345, primas: 250000 }]);

    // Read again, the goal is a closed panel that opens on its header.
    await browser.refresh();
    const titulo = `Auto · ${aseguradora.abreviacion} - ${aseguradora.aseguradora}`;
    await waitForText(browser, `${panel} h2`, (t) => t.includes(titulo) && t.includes(`ANUAL ${anio} · $250,000.00 MXN`));
    expect(await browser.$(`${panel} h2 button`).getAttribute('aria-expanded')).to.equal('false');
    expect(await browser.$(`${panel} input[name="primas"]`).isExisting()).to.equal(false);
    await browser.$(`${panel} h2 button`).click();
    await browser.$(`${panel} input[name="primas"]`).waitForDisplayed({ timeout: 5_000 });
    expect(await browser.$(`${panel} input[name="primas"]`).getValue()).to.equal('250,000.00');
    expect(await browser.$(`${panel} input[name="polizas"]`).getValue()).to.equal('12345');

    await eliminar(panel);
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('Alerta') && t.includes('¿Deseas eliminar la meta? Esta acción es irreversible.'));
    await browser.$('.cartera-confirm').$('button=Cancelar').click();
    await browser.$('.cartera-confirm').waitForExist({ reverse: true, timeout: 5_000 });
    expect(await metas(agente)).to.have.length(1);
    await eliminar(panel);
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('Alerta'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Meta eliminada correctamente');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    expect(await metas(agente)).to.deep.equal([]);
  });

  it('removes an unsaved panel at once, and shows the server refusals in the panel', async () => {
    const agente = await crearAgente(server);
    const anual = await server.api('POST', '/metas', { aseguradoraId: null, anio, mes: 0, modelo: 0, polizas: 5, primas: 1000 }, agente.auth);
    expect(anual.status, JSON.stringify(anual.body)).to.equal(200);
    await abrirComo(browser, server, agente, '/configuracion/metas');
    const guardada = `[data-meta="${anual.body.body.id}"]`;
    await waitForText(browser, `${guardada} h2`, (t) => t.includes('Toda la cartera · Todas las aseguradoras') && t.includes(`ANUAL ${anio} · $1,000.00 MXN`));

    await browser.$('button=Agregar meta').click();
    await elegir(NUEVA, 'modelo', 0);
    await elegir(NUEVA, 'mes', 0);
    await guardar(NUEVA);
    await waitForText(browser, `${NUEVA} [role="alert"]`, 'Ya existe una meta para esa aseguradora, año, periodo y ramo');
    expect(await metas(agente)).to.have.length(1);
    await eliminar(NUEVA);
    await browser.$(NUEVA).waitForExist({ reverse: true, timeout: 5_000 });
    expect(await browser.$('.cartera-confirm').isExisting()).to.equal(false);

    // Deleted meanwhile elsewhere: the panel says so.
    await server.api('DELETE', `/metas/${anual.body.body.id}`, undefined, agente.auth);
    await browser.$(`${guardada} h2 button`).click();
    await eliminar(guardada);
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('Alerta'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await waitForText(browser, `${guardada} [role="alert"]`, 'La meta no existe');
  });

  it('moves the summary gauges to a goal saved for this month', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/resumen');
    await waitForText(browser, '[data-medidor="Primas Pagadas"]', (t) => t.includes('Sin meta'));
    await browser.$('a=Configurar Metas').click();
    await waitForPath(browser, '/configuracion/metas');
    await browser.$('button=Agregar meta').click();
    await elegir(NUEVA, 'modelo', 0);
    await elegir(NUEVA, 'mes', mes);
    await browser.$(`${NUEVA} input[name="primas"]`).setValue('5000');
    await guardar(NUEVA);
    await esperarToast(browser, 'Meta guardada correctamente');
    // Back through the navigation: the page is not reloaded, the summary is read again.
    await browser.$('nav[aria-label="Navegación principal"]').$('a=Resumen').click();
    await waitForPath(browser, '/resumen');
    for (const medidor of ['Primas Pagadas', 'Emisión']) await waitForText(browser, `[data-medidor="${medidor}"]`, (t) => t.includes('Meta: $5,000.00 MXN'));
    await waitForText(browser, '[data-medidor="Pagos Acumulados"]', (t) => t.includes('Sin meta'));
  });

  it('is offered in the settings menu to METAS only, and refused without it', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/configuracion');
    await waitForText(browser, 'main', (t) => t.includes('Metas'));
    expect(await browser.$('main a[href="/configuracion/metas"]').isExisting()).to.equal(true);

    const usuario = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    await abrirComo(browser, server, usuario, '/configuracion');
    await waitForText(browser, 'main', (t) => t.includes('Mi Cuenta'));
    expect(await browser.$('main a[href="/configuracion/metas"]').isExisting()).to.equal(false);
    await browser.url(`${server.url}/configuracion/metas`);
    await waitForText(browser, 'h1', 'No tienes acceso a esta página');
  });
});
