import { expect } from 'chai';
import { writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crearAgente } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo } from '../../helpers/e2e-sesion.ts';
import { crearClave } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { filaValida, libro, solicitud, subirExcel } from '../../api/importacion/excel-datos.ts';

/** Issue 13 in the browser: an Excel file with one bad row — red on the preview, the rest imported (spec 02 §2.13, §4, §5, §8). */
describe('importacion: Excel en el navegador', function () {
  this.timeout(300_000);
  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  it('previews a file with one bad row in red, imports the rest and shows the results', async () => {
    const agente = await crearAgente(server);
    await crearClave(server, agente, { clave: 'XL-E2E' });
    const filas = [filaValida('XL-E2E'), filaValida('XL-E2E', { total: 99 }), filaValida('XL-E2E')];
    const archivo = path.join(mkdtempSync(path.join(os.tmpdir(), 'cartera-e2e-excel-')), 'cartera.xlsx');
    await writeFile(archivo, await libro(filas));

    await abrirComo(browser, server, agente, '/importar-polizas');
    await browser.$('a[href="/importar-polizas/excel"]').click();
    await waitForText(browser, 'h1', 'Importar pólizas desde Excel');
    // The template is a static file of the web app, with the columns' header row.
    const plantilla = await browser.$('a=Descargar plantilla').getAttribute('href');
    const descarga = await fetch(new URL(plantilla ?? '', server.url));
    expect(descarga.status).to.equal(200);
    expect(
      Buffer.from(await descarga.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).to.equal('PK');

    await browser.$('#excel-archivo').setValue(archivo);
    await browser.$('#excel-formato').selectByAttribute('value', 'dd/MM/yyyy');
    await browser.$('button=Procesar archivo').click();
    await waitForPath(browser, '/importar-polizas/excel-result', undefined, 60_000);
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('1 fila con errores (deben corregirse o quitarse)') && t.includes('0 filas con advertencias (se pueden importar)'));
    await browser.$('.bp6-dialog').$('button=Aceptar').click();

    const total = browser.$('tr[data-fila="3"] td[data-campo="total"]');
    expect(await total.getAttribute('data-status')).to.equal('error');
    expect(await total.getText()).to.contain('El total debe ser la suma de prima neta, derecho, financiamiento e IVA');
    expect(await browser.$('tr[data-fila="2"] td[data-campo="total"]').getAttribute('data-status')).to.equal('ok');
    const importar = browser.$('button=Importar pólizas');
    expect(await importar.isEnabled()).to.equal(false);

    await browser.$('button=Quitar filas con errores').click();
    expect(await browser.$$('tr[data-fila]').length).to.equal(2);
    await importar.click();
    await waitForText(browser, 'body', (t) => t.includes('Importación terminada: 2 pólizas creadas, 0 omitidas o actualizadas'), 60_000);
    await waitForText(browser, 'body', (t) => t.includes(`Se ha creado la póliza no. ${filas[0].noPoliza}`));
    for (const [f, esperadas] of [
      [filas[0], 1],
      [filas[1], 0],
      [filas[2], 1],
    ] as const) {
      const lista = await server.api('GET', `/polizas?noPoliza[cn]=${f.noPoliza}`, undefined, agente.auth);
      expect(lista.body.body.totalItems, String(f.noPoliza)).to.equal(esperadas);
    }
  });

  it('updates a policy already in the portfolio when "Actualizar las pólizas que ya existen" is checked', async () => {
    const agente = await crearAgente(server);
    await crearClave(server, agente, { clave: 'XL-ACT' });
    const original = filaValida('XL-ACT');
    const primera = await server.api('POST', '/excel-importer/importar', solicitud(await subirExcel(server, agente, await libro([original]))), agente.auth);
    expect(primera.body.body[0].poliza.accion, JSON.stringify(primera.body)).to.equal('creada');
    const archivo = path.join(mkdtempSync(path.join(os.tmpdir(), 'cartera-e2e-excel-')), 'cambiada.xlsx');
    await writeFile(archivo, await libro([{ ...original, concepto: 'Camioneta de reparto' }]));

    await abrirComo(browser, server, agente, '/importar-polizas/excel');
    await waitForText(browser, 'h1', 'Importar pólizas desde Excel');
    await browser.$('#excel-archivo').setValue(archivo);
    await browser.$('label*=Actualizar las pólizas que ya existen').click();
    await browser.$('button=Procesar archivo').click();
    await waitForPath(browser, '/importar-polizas/excel-result', undefined, 60_000);
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('1 fila con advertencias (se pueden importar)'));
    await browser.$('.bp6-dialog').$('button=Aceptar').click();
    const numero = browser.$('tr[data-fila="2"] td[data-campo="noPoliza"]');
    expect(await numero.getAttribute('data-status')).to.equal('warning');
    expect(await numero.getText()).to.contain('La póliza ya está en tu cartera: se actualizará al importar');

    await browser.$('button=Importar pólizas').click();
    await waitForText(browser, 'body', (t) => t.includes('Importación terminada: 0 pólizas creadas, 1 omitidas o actualizadas'), 60_000);
    await waitForText(browser, 'body', (t) => t.includes(`Se ha actualizado la póliza no. ${String(original.noPoliza).toUpperCase()}`));
    const lista = await server.api('GET', `/polizas?noPoliza[cn]=${original.noPoliza}`, undefined, agente.auth);
    expect(lista.body.body.items.map((p: { concepto: string }) => p.concepto)).to.deep.equal(['Camioneta de reparto']);
  });
});
