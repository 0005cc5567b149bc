import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rfcPersonaFisica } from '../../../core/shared/mx/rfc.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import type { TestServer } from '../../helpers/server.ts';

/** A real 1×1 PNG: the storage checks the signature against the extension. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const campo = (name: string) => `[name="${name}"]`;

/** A new client from capture to search, with its log and an attachment (issue 5, the browser test it asks for). */
describe('clientes: de la captura a la búsqueda', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('captures a persona física, writes in its log, attaches a file and finds it on /clientes', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/clientes/');
    await waitForText(browser, 'h1', 'Captura de Cliente');

    // The RFC appears as the names and the birth date are typed.
    await browser.$(campo('nombres')).setValue('María Guadalupe');
    await browser.$(campo('apPat')).setValue('Ortiz');
    expect(await browser.$(campo('rfc')).getValue(), 'nothing to compute yet').to.equal('');
    await browser.$(campo('apMat')).setValue('Bárcenas');
    await browser.$(campo('fecNacimiento')).setValue('09/11/1990');
    const rfc = rfcPersonaFisica({ nombres: 'María Guadalupe', apPat: 'Ortiz', apMat: 'Bárcenas', fecNacimiento: '1990-11-09' });
    await browser.waitUntil(async () => (await browser.$(campo('rfc')).getValue()) === rfc, { timeout: 5_000, timeoutMsg: `RFC not computed as ${rfc}` });
    await browser.keys('Escape');
    await browser.$(campo('sexo')).selectByAttribute('value', 'mujer');
    await browser.$(campo('alias')).setValue('Lupita');

    // The CP lookup fills the colonia (one settlement: chosen at once) and the read-only municipio.
    await browser.$(campo('direccion.direccion')).setValue('Colima 120');
    await browser.$(campo('direccion.cp')).setValue('06700');
    await browser.waitUntil(async () => (await browser.$(`${campo('direccion.sepomexId')} option:checked`).getText()) === 'Roma Norte', {
      timeout: 10_000,
      timeoutMsg: 'Roma Norte not chosen',
    });
    expect(await browser.$(campo('direccion.municipio')).getValue()).to.equal('Cuauhtémoc');
    await browser.$(campo('celular.numero')).setValue('5587654321');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Cliente guardado correctamente');
    await browser.waitUntil(async () => /^\/clientes\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 10_000, timeoutMsg: 'not on the detail' });
    const id = Number(new URL(await browser.getUrl()).pathname.split('/').pop());
    await waitForText(browser, 'main', (t) => t.includes('María Guadalupe Ortiz Bárcenas') && t.includes(rfc) && t.includes('Roma Norte'));

    // A log entry, signed by the user.
    await browser.$('a=Bitácora').click();
    await waitForPath(browser, `/clientes/${id}/bitacora`);
    await browser.$(campo('tipo')).selectByAttribute('value', 'llamada entrante');
    await browser.$(campo('texto')).setValue('Pidió cotizar el seguro de su auto');
    await browser.$('form[aria-label="Nuevo registro"]').$('button=Guardar').click();
    await esperarToast(browser, 'Registro de bitácora guardado correctamente');
    await waitForText(browser, '[aria-label="Registros"]', (t) => t.includes('Pidió cotizar el seguro de su auto') && t.includes('Llamada entrante'));

    // An attachment: a real PNG uploaded from disk.
    await browser.$('a[aria-label="Regresar"]').click();
    await waitForPath(browser, `/clientes/${id}`);
    await browser.$('a=Adjuntos').click();
    await waitForPath(browser, `/clientes/${id}/adjuntos`);
    const archivo = path.join(mkdtempSync(path.join(tmpdir(), 'flujo-cliente-')), 'ine-frente.png');
    writeFileSync(archivo, PNG);
    await browser.$('input[name="archivo"]').setValue(archivo);
    await esperarToast(browser, 'Archivo adjunto guardado correctamente');
    await waitForText(browser, '[aria-label="Adjuntos"]', (t) => t.includes('ine-frente.png'));

    // Found by search on /clientes, without accents.
    await browser.url(`${server.url}/clientes`);
    await browser.$(campo('busqueda')).setValue('barcenas');
    await browser.keys('Enter');
    await waitForText(browser, '[aria-label="Clientes"]', (t) => t.includes('María Guadalupe Ortiz Bárcenas') && t.includes(rfc));
    await browser.$('[aria-label="Clientes"]').$('a*=María Guadalupe').click();
    await waitForPath(browser, `/clientes/${id}`);

    const registros = (await server.api('GET', `/crm?clienteId=${id}`, undefined, agente.auth)).body.body as { textos: { texto: string }[] }[];
    expect(registros.map((r) => r.textos.map((t) => t.texto))).to.deep.equal([['Pidió cotizar el seguro de su auto']]);
    const adjuntos = (await server.api('GET', `/adjuntos/clientes/${id}`, undefined, agente.auth)).body.body as { archivo: string; path: string }[];
    expect(adjuntos.map((a) => a.archivo)).to.deep.equal(['ine-frente.png']);
    const descarga = await fetch(`${server.url}${adjuntos[0].path}`, { headers: agente.auth });
    expect([descarga.status, Buffer.from(await descarga.arrayBuffer()).equals(PNG)]).to.deep.equal([200, true]);
  });
});
