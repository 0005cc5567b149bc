import { AxeBuilder } from '@axe-core/webdriverio';
import { expect } from 'chai';
import { formatFecha } from '../../../core/shared/format.ts';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearPoliza, diaDesdeHoy, prepararCartera } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

const BLOQUE = '[data-siniestros-de-poliza]';
const navegacion = '.cartera-sidenav';

/** Issue 15, claims in the browser: from a policy's detail to a new claim and back to find it there (spec 02 §2.2, 03 §2, §5). */
describe('siniestros: un siniestro desde su póliza', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  /** axe-core on the screen as it is: no critical or serious violation (as test/e2e/core/accesibilidad.test.ts). */
  async function sinViolacionesGraves(pantalla: string) {
    const { violations } = await new AxeBuilder({ client: browser }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    const graves = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${pantalla}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(graves).to.deep.equal([]);
  }

  it('creates a claim from a Salud policy, with its insured person, and finds it in the policy detail and the list', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const asegurados = [
      { parentesco: 'titular', nombres: 'Ana', apPat: 'Gómez', apMat: 'Ruiz', genero: 'mujer' },
      { parentesco: 'hijo', nombres: 'Luis', apPat: 'Gómez', genero: 'hombre' },
    ];
    const polizaId = await crearPoliza(server, agente, cartera, { ramo: 3, iva: 0, total: 10500, vehiculo: null, asegurados, fechaVigenciaDe: diaDesdeHoy(-60) });

    await abrirComo(browser, server, agente, `/poliza/${polizaId}`);
    await waitForText(browser, BLOQUE, (t) => t.includes('La póliza no tiene siniestros registrados'));
    await browser.$(BLOQUE).$('a*=Nuevo siniestro').click();
    await waitForPath(browser, '/siniestros/');
    await waitForText(browser, 'h1', 'Nuevo siniestro');
    // The client and the policy come chosen; the policy's insured people are offered.
    await browser.waitUntil(async () => (await browser.$('input[name="clienteId"]').getValue()).includes('Gómez'), { timeout: 15_000, timeoutMsg: 'client not shown' });
    await browser.waitUntil(async () => (await browser.$('select[name="polizaId"]').getValue()) === String(polizaId), { timeout: 15_000, timeoutMsg: 'policy not chosen' });
    expect(await browser.$('input[name="noSiniestro"]').getValue()).to.equal('PENDIENTE');
    expect(await browser.$('select[name="status"]').getValue()).to.equal('captura');
    await sinViolacionesGraves('formulario');

    // Saving empty shows the spec's messages, the insured person's among them.
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'form[aria-label="Siniestro"]', (t) =>
      ['La fecha del siniestro es obligatoria', 'La descripción es obligatoria', 'Seleccione al menos un asegurado'].every((m) => t.includes(m)),
    );
    await browser.$('input[name="fechaSiniestro"]').setValue(formatFecha(diaDesdeHoy(-2)));
    await browser.$('input[name="fechaEstimadaResolucion"]').setValue(formatFecha(diaDesdeHoy(-5)));
    await browser.$('textarea[name="descripcion"]').setValue('Consulta de urgencias por fractura de muñeca');
    await browser.$('label*=Ana Gómez Ruiz').click();
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'form[aria-label="Siniestro"]', (t) => t.includes('La fecha estimada de resolución no puede ser anterior a la fecha del siniestro'));
    await browser.$('input[name="fechaEstimadaResolucion"]').clearValue();
    await browser.$('input[name="fechaEstimadaResolucion"]').setValue(formatFecha(diaDesdeHoy(20)));
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Siniestro guardado correctamente');

    // Back on the policy, its claims block lists the new one.
    await waitForPath(browser, `/poliza/${polizaId}`);
    const bloque = await waitForText(browser, BLOQUE, (t) => t.includes('Siniestro PENDIENTE'));
    expect(bloque)
      .to.include(`ocurrió el ${formatFecha(diaDesdeHoy(-2))}`)
      .and.include('Captura');
    await browser.$(BLOQUE).$('a*=Siniestro PENDIENTE').click();
    await waitForText(browser, 'h1', 'Detalle de siniestro');
    const detalle = await waitForText(browser, '[data-siniestro]', (t) => t.includes('Asegurados'));
    expect(detalle).to.include('Ana Gómez Ruiz').and.include('Consulta de urgencias por fractura de muñeca');
    expect(detalle).to.not.include('Luis');
    await waitForText(browser, 'main', (t) => t.includes('No hay adjuntos') && t.includes('Siniestro registrado con estatus Captura'));
    expect(await browser.$(`a[href="/poliza/${polizaId}"]`).isExisting()).to.equal(true);
    await sinViolacionesGraves('detalle');

    // The list shows it, and opens it in a dialog.
    await browser.$(`${navegacion} a[href="/siniestros"]`).click();
    await waitForText(browser, '[aria-label="Lista de siniestros"]', (t) => t.includes('PENDIENTE') && t.includes('Ana'));
    await sinViolacionesGraves('lista');
    await browser.$('[aria-label="Lista de siniestros"]').$('button*=PENDIENTE').click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('Consulta de urgencias por fractura de muñeca'));
  });

  it('shows Siniestros in the menu and the claims block only to users with the claims privilege', async () => {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    const polizaId = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: diaDesdeHoy(-10) });
    const sinSiniestros = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
    const conSiniestros = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R', 'ROLE_SINIESTROS_R']);

    await abrirComo(browser, server, conSiniestros, `/poliza/${polizaId}`);
    await waitForText(browser, BLOQUE, (t) => t.includes('La póliza no tiene siniestros registrados'));
    expect(await browser.$(`${navegacion} a[href="/siniestros"]`).isExisting()).to.equal(true);
    // Reading claims does not offer to write one.
    expect(await browser.$(BLOQUE).$('a*=Nuevo siniestro').isExisting()).to.equal(false);

    await abrirComo(browser, server, sinSiniestros, `/poliza/${polizaId}`);
    await waitForText(browser, 'main', (t) => t.includes('PRIMAS'));
    expect(await browser.$(BLOQUE).isExisting()).to.equal(false);
    expect(await browser.$(`${navegacion} a[href="/siniestros"]`).isExisting()).to.equal(false);
  });
});
