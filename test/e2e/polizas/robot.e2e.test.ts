import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { clickWhenStill, typeInSuggest, waitForPath, waitForText } from '../../helpers/browser.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearClave, crearCliente } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** Spec 02 §8, 'Contractor-as-insured with esRobot client'. */
const CLIENTE_ROBOT =
  'El cliente no cuenta con todos los datos completos para utilizar como asegurado; para corregir esto, edite el cliente y complete todos los campos obligatorios';

const menu = '.bp6-popover .bp6-menu';
const alerta = '.bp6-alert';
const esAsegurado = 'input[name="clienteEsAsegurado"]';
const nombresTitular = 'input[name="asegurados.0.nombres"]';

/** The capture wizard refuses a robot-made contratante as insured (spec 02 §7 'Wizard flow', §8). */
describe('pólizas: un contratante robot no puede ser asegurado', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  async function elegirContratante(nombres: string) {
    await typeInSuggest(browser, browser.$('#captura-clienteId'), nombres);
    await clickWhenStill(browser.$(menu).$(`a*=${nombres}`));
  }
  async function marcarAsegurado() {
    await browser.$('label*=El contratante es también asegurado').click();
  }

  it('shows the spec’s message for a robot client and leaves the option off; a complete client becomes the first insured', async () => {
    const agente = await crearAgente(server);
    const claveId = await crearClave(server, agente);
    const robot = await crearCliente(server, agente, { nombres: 'Ramona' });
    await crearCliente(server, agente, { nombres: 'Norma' });
    // Robot clients come from the insurer-portal sync; the API saves every client as complete.
    const db = await getTestDatabase();
    expect(await withTenant(db.knex, agente.login.agenteId, (trx) => trx('clientes').where({ id: robot }).update({ es_robot: true }))).to.equal(1);

    await abrirComo(browser, server, agente, '/polizas/nuevo');
    await waitForText(browser, 'h1', 'Captura de póliza');
    await browser.$('button=Salud').click();
    await elegirContratante('Ramona');
    await browser.$('[name="aseguradoraId"]').selectByAttribute('value', '1');
    await browser.waitUntil(async () => (await browser.$('[name="claveAgente"]').getValue()) === String(claveId), { timeout: 10_000, timeoutMsg: 'la clave única no se eligió' });
    await browser.$('[name="noPoliza"]').setValue('SAL-1');
    await browser.$('[name="concepto"]').setValue('Gastos médicos');
    await browser.$('[name="paquete"]').setValue('Esencial');
    await browser.$('[name="formaPago"]').selectByAttribute('value', 'contado');
    await browser.$('button=Continuar').click();
    await waitForPath(browser, '/polizas/nuevo/asegurados');

    await marcarAsegurado();
    await waitForText(browser, `${alerta} .bp6-alert-contents`, CLIENTE_ROBOT);
    expect(await browser.$(esAsegurado).isSelected(), 'the option stays off').to.equal(false);
    expect(await browser.$(nombresTitular).getValue(), 'nothing copied').to.equal('');
    expect(await browser.$(nombresTitular).isEnabled(), 'the titular stays editable').to.equal(true);
    await browser.$(alerta).$('button=Aceptar').click();
    await browser.$(alerta).waitForExist({ reverse: true, timeout: 10_000 });

    // The same flow with a complete client: its data fill the first insured, locked.
    await browser.$('button*=Datos Generales').click();
    await waitForPath(browser, '/polizas/nuevo');
    await browser.$('button[aria-label="Quitar cliente"]').click();
    await elegirContratante('Norma');
    await browser.$('button=Continuar').click();
    await waitForPath(browser, '/polizas/nuevo/asegurados');
    await marcarAsegurado();
    await browser.waitUntil(async () => (await browser.$(nombresTitular).getValue()) === 'Norma', { timeout: 10_000, timeoutMsg: 'el contratante no pasó al primer asegurado' });
    expect(await browser.$(esAsegurado).isSelected()).to.equal(true);
    expect(await browser.$(nombresTitular).isEnabled()).to.equal(false);
    expect(await browser.$(alerta).isExisting(), 'no dialog for a complete client').to.equal(false);
  });
});
