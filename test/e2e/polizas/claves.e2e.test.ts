import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { replaceValue, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearCliente, crearPoliza } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** Allianz: a predefined insurer whose portal the product cannot sync (rpa false). */
const ALLIANZ = '4';

/** The agent-key screens in the browser (issue 6, spec 02 §2.10, §4, §5). */
describe('polizas: claves de agente en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  const panel = (clave = 'nueva') => `.cartera-clave-panel[data-clave="${clave}"]`;

  it('registers the first key, answers No and lands on /resumen after the sync dialog', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/configuracion/claves');
    await waitForText(browser, 'h1', 'Clave de agente');
    // No keys yet: one empty panel, whose Save waits for the terms.
    const nueva = browser.$(panel());
    await nueva.waitForDisplayed({ timeout: 15_000 });
    expect(await nueva.$('button=Guardar').isEnabled(), 'save before the terms').to.equal(false);

    await nueva.$('select[name="aseguradoraId"]').selectByAttribute('value', ALLIANZ);
    expect(await nueva.$('input[name="sincronizacion"]').isEnabled(), 'sync toggle without insurer support').to.equal(false);
    await waitForText(browser, panel(), (t) => t.includes('La aseguradora no permite sincronización'));

    await nueva.$('.cartera-clave-terminos .bp6-control-indicator').click();
    await nueva.$('button=Guardar').click();
    await waitForText(browser, panel(), (t) => t.includes('La clave es obligatoria'));
    await replaceValue(browser, `${panel()} input[name="clave"]`, 'E2E-01');
    await replaceValue(browser, `${panel()} input[name="comisionAutos"]`, '1x5');
    expect(await nueva.$('input[name="comisionAutos"]').getValue(), 'digits only').to.equal('15');
    await nueva.$('button=Guardar').click();

    await esperarToast(browser, 'Guardado exitosamente');
    await waitForText(browser, '.cartera-clave-otra', (t) => t.includes('¿Deseas registrar otra clave de agente?'));
    await browser.$('.cartera-clave-otra').$('button=No').click();
    await waitForText(browser, '.cartera-clave-sincronizacion', (t) => t.includes('Sincronización automática no activada') && t.includes('Allianz'));
    await browser.$('.cartera-clave-sincronizacion').$('button=Aceptar').click();
    await waitForPath(browser, '/resumen');

    const claves = (await server.api('GET', '/aseguradoras/claves', undefined, agente.auth)).body.body.items;
    expect(claves).to.have.length(1);
    expect(claves[0]).to.include({ clave: 'E2E-01', comisionAutos: 15, comisionVida: 0, sincronizacion: false });
  });

  it('keeps a saved key read-only, adds a panel with Si, deletes with confirmation and lists the keys', async () => {
    const agente = await crearAgente(server);
    const crear = (clave: string) => server.api('POST', '/aseguradoras/accounts', { aseguradoraId: Number(ALLIANZ), clave, terminos: true }, agente.auth);
    expect((await crear('AL-77')).status).to.equal(200);
    await crearPoliza(server, agente, { clienteId: await crearCliente(server, agente), claveId: (await crear('AL-88')).body.body.id });

    await abrirComo(browser, server, agente, '/claves');
    await waitForText(browser, 'h1', 'Claves de agente');
    await waitForText(browser, '[aria-label="Claves de agente"]', (t) => t.includes('ALLIANZ') && t.includes('AL-77') && t.includes('AL-88'));

    await abrirComo(browser, server, agente, '/configuracion/claves');
    const guardada = browser.$(panel('AL-77'));
    await guardada.waitForDisplayed({ timeout: 15_000 });
    expect(await guardada.$('input[name="clave"]').getAttribute('readonly'), 'a saved key').to.not.equal(null);
    expect(await guardada.$('select[name="aseguradoraId"]').isEnabled()).to.equal(false);
    expect(await browser.$(panel()).isExisting(), 'no empty panel when keys exist').to.equal(false);

    await replaceValue(browser, `${panel('AL-77')} input[name="comisionVida"]`, '12');
    await guardada.$('button=Guardar').click();
    await esperarToast(browser, 'Guardado exitosamente');
    await browser.$('.cartera-clave-otra').$('button=Sí').click();
    await browser.$(panel()).waitForDisplayed({ timeout: 15_000 });

    await guardada.$('button=Eliminar').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('Alerta') && t.includes('¿Deseas eliminar la clave AL-77?'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Clave de agente eliminada exitosamente');
    await browser.waitUntil(async () => !(await browser.$(panel('AL-77')).isExisting()), { timeout: 15_000, timeoutMsg: 'the deleted key is still shown' });

    // A key with policies stays, and its panel shows why (spec 02 §8).
    await browser.$(panel('AL-88')).$('button=Eliminar').click();
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await waitForText(browser, panel('AL-88'), (t) => t.includes('La clave de agente tiene pólizas registradas y no se puede eliminar'));

    await abrirComo(browser, server, agente, '/claves-clasic');
    await waitForText(browser, '[aria-label="Claves de agente"]', (t) => t.includes('AL-88') && !t.includes('AL-77'));
    const otro = await crearAgente(server);
    await abrirComo(browser, server, otro, '/claves');
    await waitForText(browser, 'main', (t) => t.includes('Claves de agente') && t.includes('Sin resultados'));
  });
});
