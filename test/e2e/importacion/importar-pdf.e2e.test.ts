import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearClave } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { pdfBomba } from '../../api/importacion/caratulas.ts';

const fixture = (nombre: string) => fileURLToPath(new URL(`../../fixtures/caratulas/${nombre}`, import.meta.url));
const fila = (nombre: string) => `li[aria-label="${nombre}"]`;

/** Issue 13 in the browser: policy PDFs on /importar-polizas/pdf, and the wizard's cover-page box (spec 02 §2.3, §2.13, §4, §8). */
describe('importacion: carátulas en PDF en el navegador', function () {
  this.timeout(300_000);
  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  async function idDeAseguradora(cuenta: Cuenta, abreviacion: string): Promise<number> {
    const r = await server.api('GET', '/aseguradoras?size=-1', undefined, cuenta.auth);
    const aseguradora = (r.body.body.items as { id: number; abreviacion: string }[]).find((a) => a.abreviacion === abreviacion);
    if (!aseguradora) throw new Error(`sin la aseguradora ${abreviacion}`);
    return aseguradora.id;
  }

  async function estadoDe(nombre: string): Promise<string | null> {
    return browser.$(fila(nombre)).getAttribute('data-estado');
  }

  it('imports three PDFs one at a time and shows each result, its help text and the way to retry', async () => {
    const agente = await crearAgente(server);
    await crearClave(server, agente, { aseguradoraId: await idDeAseguradora(agente, 'GNP'), clave: '0123456' });
    await abrirComo(browser, server, agente, '/importar-polizas');
    await waitForText(browser, 'h1', 'Importar pólizas');
    await browser.$('a[href="/importar-polizas/pdf"]').click();
    await waitForText(browser, 'h1', 'Importar pólizas en PDF');

    const entrada = browser.$('input[type="file"][accept="application/pdf"]');
    await entrada.setValue([fixture('gnp-auto.pdf'), fixture('axa-auto.pdf'), fixture('escaneada.pdf')].join('\n'));
    for (const nombre of ['gnp-auto.pdf', 'axa-auto.pdf', 'escaneada.pdf']) expect(await estadoDe(nombre)).to.equal('hold');
    await browser.$('button=Importar').click();

    await browser.waitUntil(async () => (await browser.$$('li[data-estado="hold"], li[data-estado="working"]').length) === 0, {
      timeout: 90_000,
      timeoutMsg: 'the files were not all processed',
    });
    await waitForText(browser, fila('gnp-auto.pdf'), (t) => t.includes('Importación exitosa') && t.includes('Se ha creado la póliza no. 1100254789 de GNP'));
    // AXA's key is not registered: the spec's help and the offer to create it.
    await waitForText(browser, fila('axa-auto.pdf'), (t) => t.includes('no está registrada') && t.includes('regístrala en Configuración'));
    await waitForText(browser, fila('escaneada.pdf'), (t) => t.includes('El PDF no tiene texto legible') && t.includes('envía el PDF original'));
    await waitForText(browser, '.importacion-resumen', '1 de 3 importadas, 2 con error');

    await browser.$(fila('axa-auto.pdf')).$('button=Crear la clave e importar').click();
    await browser.waitUntil(async () => (await estadoDe('axa-auto.pdf')) === 'done', { timeout: 60_000, timeoutMsg: 'AXA was not imported' });
    await waitForText(browser, fila('axa-auto.pdf'), (t) => t.includes('Importación exitosa'));
    const polizas = await server.api('GET', '/polizas?fechaVigenciaDe[bw]=2000-01-01,2099-12-31', undefined, agente.auth);
    expect(polizas.body.body.totalItems).to.equal(2);
    expect(polizas.body.body.items.every((p: { esRobot: boolean }) => p.esRobot)).to.equal(true);
  });

  it('fills the new policy draft from the cover-page box after confirming the new agent key and the new contractor, and saves it with that client', async () => {
    const agente = await crearAgente(server);
    const clientes = async () => (await server.api('GET', '/clientes?size=50', undefined, agente.auth)).body.body.items as { id: number; rfc: string; esRobot: boolean }[];
    await abrirComo(browser, server, agente, '/polizas/nuevo');
    await waitForText(browser, 'body', (t) => t.includes('Carga la carátula de la póliza en PDF'));
    await browser.$('input[type="file"][accept="application/pdf"]').setValue(fixture('gnp-auto.pdf'));
    await waitForText(browser, '.cartera-confirm', (t) =>
      t.includes('La clave de agente 0123456 de GNP Seguros no está registrada, ¿deseas continuar con la creación de la póliza y crear automáticamente la clave de agente?'),
    );
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    // The preview created no client (docs/adr/035): the box asks before creating the contractor.
    await waitForText(browser, '.cartera-confirm', (t) =>
      t.includes('El contratante JUAN CARLOS PÉREZ LÓPEZ (RFC PELJ840317511) no está en tus clientes, ¿deseas crearlo y llenar la póliza con los datos de la carátula?'),
    );
    expect(await clientes()).to.have.length(0);
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await browser.waitUntil(async () => (await browser.$('input[name="noPoliza"]').getValue()) === '1100254789', { timeout: 30_000, timeoutMsg: 'draft not filled' });
    await browser.waitUntil(async () => (await browser.$('#captura-clienteId').getValue()).includes('JUAN CARLOS PÉREZ LÓPEZ'), {
      timeout: 10_000,
      timeoutMsg: 'the contractor is not in the wizard',
    });
    const [cliente] = await clientes();
    expect(cliente).to.include({ rfc: 'PELJ840317511', esRobot: true });
    expect(await browser.$('input[name="paquete"]').getValue()).to.equal('AMPLIA');
    expect(await browser.$('input[name="concepto"]').getValue()).to.equal('NISSAN VERSA ADVANCE 1.6L AUT. 4 PTAS');
    expect(await browser.$('select[name="formaPago"]').getValue()).to.equal('semestral');
    await browser.waitUntil(async () => (await browser.$('select[name="claveAgente"]').getValue()) !== '', { timeout: 15_000, timeoutMsg: 'key not chosen' });
    const claves = await server.api('GET', '/aseguradoras/claves?size=99999', undefined, agente.auth);
    expect(claves.body.body.items.map((k: { clave: string }) => k.clave)).to.deep.equal(['0123456']);

    // Saved through the wizard's steps, the policy has that client.
    for (const siguiente of ['/polizas/nuevo/vehiculo', '/polizas/nuevo/primas', '/polizas/nuevo/recibos']) {
      await browser.$('button=Continuar').click();
      await waitForPath(browser, siguiente);
    }
    await browser.waitUntil(async () => (await browser.$$('[aria-label^="Recibo "]').length) === 2, { timeout: 15_000, timeoutMsg: 'the two receipts did not come' });
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Póliza guardada correctamente');
    const polizas = await server.api('GET', '/polizas?fechaVigenciaDe[bw]=2000-01-01,2099-12-31', undefined, agente.auth);
    expect(polizas.body.body.items.map((p: { noPoliza: string }) => p.noPoliza)).to.deep.equal(['1100254789']);
    const poliza = await server.api('GET', `/polizas/${polizas.body.body.items[0].polizaId}`, undefined, agente.auth);
    expect(poliza.body.body.cliente.id).to.equal(cliente.id);
    expect(await clientes()).to.have.length(1);
  });

  it('asks before leaving while a file is being imported, and a hostile file ends as an error row', async () => {
    const agente = await crearAgente(server);
    const bomba = path.join(os.tmpdir(), `bomba-${process.pid}.pdf`);
    writeFileSync(bomba, await pdfBomba(2048));
    await abrirComo(browser, server, agente, '/importar-polizas/pdf');
    await waitForText(browser, 'h1', 'Importar pólizas en PDF');
    await browser.$('input[type="file"][accept="application/pdf"]').setValue(bomba);
    await browser.$('button=Importar').click();
    await browser.waitUntil(async () => (await estadoDe(path.basename(bomba))) === 'working', { timeout: 15_000, timeoutMsg: 'not working' });
    // WebdriverIO answers the page's dialogs through its dialog event: the confirmation is read and refused.
    const preguntas: string[] = [];
    const alDialogo = async (dialogo: { message(): string; dismiss(): Promise<void> }) => {
      preguntas.push(dialogo.message());
      await dialogo.dismiss();
    };
    browser.on('dialog', alDialogo);
    await browser.$('a[aria-label="Volver a configuración"]').click();
    await browser.waitUntil(async () => preguntas.length > 0, { timeout: 10_000, timeoutMsg: 'no confirmation' });
    browser.off('dialog', alDialogo);
    expect(preguntas).to.deep.equal(['Si sales de la página se cancelará el proceso de importación, ¿quieres salir?']);
    expect(new URL(await browser.getUrl()).pathname).to.equal('/importar-polizas/pdf');
    await browser.waitUntil(async () => (await estadoDe(path.basename(bomba))) === 'error', { timeout: 60_000, timeoutMsg: 'the bomb did not end' });
    await waitForText(browser, fila(path.basename(bomba)), (t) => t.includes('envía el PDF original'));
    const polizas = await server.api('GET', '/polizas?fechaVigenciaDe[bw]=2000-01-01,2099-12-31', undefined, agente.auth);
    expect(polizas.body.body.totalItems).to.equal(0);
    rmSync(bomba, { force: true });
  });
});
