import { AxeBuilder } from '@axe-core/webdriverio';
import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearPolizaQueVence, prepararCartera } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { TodoistSimulado } from '../../helpers/todoist-simulado.ts';

const TOKEN = 'e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e09f8e';
const BLOQUE = '[data-todoist-de-poliza]';

/** Issue 17, Todoist in the browser: connect it, create a policy's tasks from its detail, close them (spec 01 §2, §4). */
describe('integraciones: Todoist desde la configuración hasta la póliza', function () {
  this.timeout(300_000);
  const simulado = new TodoistSimulado();
  simulado.tokens.add(TOKEN);
  before(() => simulado.iniciar());
  const suite = useBrowserSuite({ env: () => ({ TODOIST_API_BASE: simulado.url }) });
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));
  after(() => simulado.cerrar());

  /** axe-core on the screen as it is: no critical or serious violation (as test/e2e/core/accesibilidad.test.ts). */
  async function sinViolacionesGraves(pantalla: string) {
    const { violations } = await new AxeBuilder({ client: browser }).analyze();
    const graves = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${pantalla}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(graves).to.deep.equal([]);
  }

  it('saves the token (shown masked), creates the renewal and receipt tasks on the policy, and closes them from the log form and the block', async () => {
    const agente = await crearAgente(server);
    const polizaId = await crearPolizaQueVence(server, agente, await prepararCartera(server, agente), 60);

    // The settings menu links the integrations; Todoist starts disconnected.
    await abrirComo(browser, server, agente, '/configuracion');
    await browser.$('a[href="/configuracion/integraciones"]').click();
    await waitForText(browser, '[data-integracion="TODOIST"]', (t) => t.includes('Sin conectar'));
    await browser.$('[data-integracion="TODOIST"] a').click();
    await waitForText(browser, 'form[aria-label="Todoist"]', (t) => t.includes('Token de API'));

    // Empty: the spec's message. A token Todoist refuses: its message, and what was typed stays.
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'form[aria-label="Todoist"]', (t) => t.includes('El token es obligatorio'));
    await browser.$('input[name="token"]').setValue('token-equivocado');
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'form[aria-label="Todoist"]', (t) => t.includes('Todoist no reconoce este token'));
    expect(await browser.$('input[name="token"]').getValue()).to.equal('token-equivocado');

    await browser.$('input[name="token"]').clearValue();
    await browser.$('input[name="token"]').setValue(TOKEN);
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Guardado exitosamente');
    const guardado = await waitForText(browser, '[data-token-guardado]', (t) => t.includes('9f8e'));
    expect(guardado).to.include('••••••••9f8e').and.not.include(TOKEN.slice(0, 10));
    expect(await browser.$('body').getText()).to.not.include(TOKEN);
    await sinViolacionesGraves('configuración de Todoist');

    // The policy's detail: create the renewal task and the receipt's.
    await browser.url(`${server.url}/poliza/${polizaId}`);
    await browser.$(BLOQUE).$('button*=Crear tareas en Todoist').waitForClickable({ timeout: 20_000 });
    await waitForText(browser, BLOQUE, (t) => t.includes('Sin tareas en Todoist'));
    await browser.$(BLOQUE).$('button*=Crear tareas en Todoist').click();
    await esperarToast(browser, 'Se crearon 2 tareas en Todoist');
    await waitForText(browser, BLOQUE, (t) => t.includes('Renovar la póliza') && t.includes('Cobrar el recibo 1'));
    expect(simulado.tareasDe(TOKEN).map((t) => t.is_completed)).to.deep.equal([false, false]);
    await sinViolacionesGraves('detalle de la póliza');

    // The log form offers to close the renewal task; saving the entry closes it and the option hides.
    await browser.$('button=Bitácora').click();
    const form = browser.$('form[aria-label="Nuevo registro"]');
    await form.$('textarea[name="texto"]').setValue('El cliente confirmó la renovación');
    await form.$('label*=Cerrar también la tarea de Todoist').click();
    await form.$('button=Guardar').click();
    await esperarToast(browser, 'Tarea cerrada en Todoist');
    await browser.waitUntil(async () => !(await form.$('label*=Cerrar también la tarea de Todoist').isExisting()), { timeout: 15_000, timeoutMsg: 'the option stayed' });
    await waitForText(browser, '[aria-label="Registros"]', (t) => t.includes('El cliente confirmó la renovación'));
    const renovacion = simulado.tareasDe(TOKEN).find((t) => t.content.startsWith('Renovar'));
    expect(renovacion?.is_completed).to.equal(true);
    await browser.$('.bp6-dialog-close-button').click();
    await form.waitForExist({ reverse: true, timeout: 15_000 });

    // The receipt's task closes from the block.
    await browser.$(BLOQUE).$('button*=Cerrar en Todoist').scrollIntoView({ block: 'center' });
    await browser.$(BLOQUE).$('button*=Cerrar en Todoist').waitForClickable({ timeout: 15_000 });
    await browser.$(BLOQUE).$('button*=Cerrar en Todoist').click();
    await esperarToast(browser, 'Tarea cerrada en Todoist');
    await browser.waitUntil(async () => !(await browser.$(BLOQUE).$('button*=Cerrar en Todoist').isExisting()), { timeout: 15_000, timeoutMsg: 'still open' });
    expect(simulado.tareasDe(TOKEN).map((t) => t.is_completed)).to.deep.equal([true, true]);
  });
});
