import { AxeBuilder } from '@axe-core/webdriverio';
import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { rfcPersonaFisica } from '../../../core/shared/mx/rfc.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import type { TestServer } from '../../helpers/server.ts';
import { crearCard, crearProspecto, exito, tableroDe } from '../../api/prospeccion/datos.ts';

const campo = (name: string) => `[name="${name}"]`;
const dialogo = '.cartera-plugin-dialog';

/** Issue 15, prospects in the browser (spec 03 §2, §5): capture, the automatic-process notice, and the conversion into a client. */
describe('prospectos: de la captura al cliente', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  async function sinViolacionesGraves(pantalla: string) {
    const { violations } = await new AxeBuilder({ client: browser }).analyze();
    const graves = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${pantalla}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    expect(graves).to.deep.equal([]);
  }

  it('captures a prospect, converts it into a client with the client form prefilled, and lands on the new client', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/prospectos');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));
    await browser.$('button=Añadir').click();
    await waitForPath(browser, '/prospectos/');
    await waitForText(browser, 'h1', 'Captura de Prospecto');
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'form[aria-label="Captura de Prospecto"]', (t) => t.includes('El nombre es obligatorio'));
    await browser.$(campo('nombres')).setValue('María Guadalupe');
    await browser.$(campo('apPat')).setValue('Ortiz');
    await browser.$(campo('apMat')).setValue('Bárcenas');
    await browser.$(campo('fecNacimiento')).setValue('09/11/1990');
    await browser.keys('Escape');
    await browser.$(campo('sexo')).selectByAttribute('value', 'mujer');
    await browser.$(campo('telefono')).setValue('55-8765-4321');
    await browser.$(campo('email')).setValue('lupita@example.com');
    await sinViolacionesGraves('formulario');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Prospecto guardado correctamente');
    await browser.waitUntil(async () => /^\/prospectos\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 10_000, timeoutMsg: 'not on the detail' });
    const prospectoId = Number(new URL(await browser.getUrl()).pathname.split('/').pop());
    await waitForText(browser, '[data-prospecto]', (t) => t.includes('María Guadalupe Ortiz Bárcenas') && t.includes('09/11/1990') && t.includes('5587654321'));
    await sinViolacionesGraves('detalle');
    // An opportunity on the board stays linked to it after the conversion.
    const tablero = await tableroDe(server, agente);
    const cardId = await crearCard(server, agente, tablero.columnas[0], prospectoId);
    await exito(server, agente, 'POST', '/crm', { prospectoId, asunto: 'Primer contacto', textos: [{ tipo: 'llamada saliente', texto: 'Le interesa un seguro de vida' }] });

    // Its log is crm's page for prospects, which leads back to the prospect.
    await browser.refresh();
    await browser.$('a=Bitácora').click();
    await waitForPath(browser, `/prospectos/${prospectoId}/bitacora`);
    await waitForText(browser, 'main', (t) => t.includes('Le interesa un seguro de vida'));
    await browser.$('a[aria-label="Regresar"]').click();
    await waitForPath(browser, `/prospectos/${prospectoId}`);

    await browser.$('button=Convertir en cliente').click();
    await waitForText(browser, dialogo, (t) => t.includes('Captura de Cliente'));
    expect(await browser.$(`${dialogo} ${campo('nombres')}`).getValue()).to.equal('María Guadalupe');
    expect(await browser.$(`${dialogo} ${campo('apMat')}`).getValue()).to.equal('Bárcenas');
    expect(await browser.$(`${dialogo} ${campo('fecNacimiento')}`).getValue()).to.equal('09/11/1990');
    expect(await browser.$(`${dialogo} ${campo('rfc')}`).getValue()).to.equal(
      rfcPersonaFisica({ nombres: 'María Guadalupe', apPat: 'Ortiz', apMat: 'Bárcenas', fecNacimiento: '1990-11-09' }),
    );
    expect(await browser.$(`${dialogo} ${campo('correo.correo')}`).getValue()).to.equal('lupita@example.com');
    await browser.$(`${dialogo} ${campo('alias')}`).setValue('Lupita');
    await browser.$(`${dialogo} ${campo('direccion.direccion')}`).setValue('Colima 120');
    await browser.$(`${dialogo} ${campo('direccion.cp')}`).setValue('06700');
    await browser.waitUntil(async () => (await browser.$(`${dialogo} ${campo('direccion.sepomexId')} option:checked`).getText()) === 'Roma Norte', {
      timeout: 10_000,
      timeoutMsg: 'Roma Norte not chosen',
    });
    await browser.$(dialogo).$('button=Guardar').click();
    await esperarToast(browser, 'Prospecto convertido en cliente');
    await browser.waitUntil(async () => /^\/clientes\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 15_000, timeoutMsg: 'not on the client' });
    const clienteId = Number(new URL(await browser.getUrl()).pathname.split('/').pop());
    await waitForText(browser, 'main', (t) => t.includes('María Guadalupe Ortiz Bárcenas') && t.includes('5587654321'));
    // The client's page names its prospect, and its log carries the prospect's.
    await waitForText(browser, '[data-panel="prospeccion.origen"]', (t) => t.includes('María Guadalupe Ortiz Bárcenas'));
    await waitForText(browser, '[data-panel="crm.bitacora"]', (t) => t.includes('Prospecto convertido en cliente') || t.includes('Le interesa un seguro de vida'));
    expect(await exito(server, agente, 'GET', `/prospectos/${prospectoId}`)).to.deep.include({ status: 'convertido', clienteId });
    expect((await exito(server, agente, 'GET', `/prospectos/kanbans/cards/${cardId}`)).prospecto.clienteId).to.equal(clienteId);

    // Back on the prospect: converted, it is no longer edited, deleted or converted again.
    await browser.url(`${server.url}/prospectos/${prospectoId}`);
    await waitForText(browser, '[data-prospecto]', (t) => t.includes('Convertido en cliente') && t.includes('Ver cliente'));
    for (const boton of ['Editar', 'Eliminar', 'Convertir en cliente']) expect(await browser.$(`button=${boton}`).isExisting(), boton).to.equal(false);
  });

  it('shows the notice of a prospect an automatic process created, with its information, and finds prospects with 3 letters', async () => {
    const agente = await crearAgente(server);
    const robot = await crearProspecto(server, agente, { nombres: 'Fernando', apPat: 'Galindo' });
    await crearProspecto(server, agente, { nombres: 'Óscar', apPat: 'Núñez' });
    const db = await getTestDatabase();
    await withTenant(db.knex, agente.login.agenteId, (trx) => trx('prospectos').where({ id: robot }).update({ es_robot: true }));

    await abrirComo(browser, server, agente, '/prospectos');
    await waitForText(browser, '[aria-label="Prospectos"]', (t) => t.includes('Fernando Galindo') && t.includes('Óscar Núñez') && t.includes('Por validar'));
    await sinViolacionesGraves('lista');
    await browser.$(campo('busqueda')).setValue('os');
    await browser.keys('Enter');
    await browser.pause(300);
    expect(await browser.$('[aria-label="Prospectos"]').getText()).to.include('Fernando Galindo');
    await browser.$(campo('busqueda')).setValue('oscar');
    await browser.keys('Enter');
    await waitForText(browser, '[aria-label="Prospectos"]', (t) => t.includes('Óscar Núñez') && !t.includes('Fernando'));
    await browser.$(campo('busqueda')).setValue('zzzz');
    await browser.keys('Enter');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));

    await browser.url(`${server.url}/prospectos/${robot}`);
    await waitForText(browser, '[data-prospecto]', (t) => t.includes('Este prospecto se creó automáticamente.'));
    await browser.$('button*=Más información').click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('proceso automático'));
    await sinViolacionesGraves('aviso');
  });
});
