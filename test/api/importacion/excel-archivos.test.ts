import { expect } from 'chai';
import JSZip from 'jszip';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { crearClave } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { colocarArchivo, filaValida, libro, servidorDeImportacion, solicitud, subirExcel } from './excel-datos.ts';

/** Issue 13: malformed and hostile sheets end as a clear Spanish 400, never a 500 or anything imported. */
describe('importacion: archivos de Excel malformados', () => {
  let server: TestServer;
  let agente: Cuenta;
  const CLAVE = 'XL-200';
  const procesar = (body: unknown) => server.api('POST', '/excel-importer/process', body, agente.auth);
  const importar = (body: unknown) => server.api('POST', '/excel-importer/importar', body, agente.auth);

  before(async () => {
    server = await servidorDeImportacion();
    agente = await crearAgente(server);
    await crearClave(server, agente, { clave: CLAVE });
  });
  after(() => server.close());

  async function rechazo(nombre: string, contenido: Buffer): Promise<string> {
    const body = solicitud(await colocarArchivo(server, agente, nombre, contenido));
    const res = await procesar(body);
    expect(res.status, JSON.stringify(res.body)).to.equal(400);
    expect((await importar(body)).status).to.equal(400);
    return res.body.message;
  }

  it('refuses a file that is not an .xlsx, an empty one and a damaged one', async () => {
    const form = new FormData();
    form.set('bucket', 'excel');
    form.set('path', `agentes/${agente.login.agenteId}/excel-import/`);
    form.set('file', new Blob([new TextEncoder().encode('noPoliza,rfc\n1,2\n')]), 'cartera.xlsx');
    const subida = await (await fetch(`${server.url}/api/storage/upload`, { method: 'POST', headers: agente.auth, body: form })).json();
    expect(subida.ok).to.equal(false);
    expect(await rechazo('texto.xlsx', Buffer.from('noPoliza,rfc\n1,2\n'))).to.equal('El archivo no es un libro de Excel (.xlsx) válido.');
    expect(await rechazo('vacio.xlsx', Buffer.alloc(0))).to.equal('El archivo está vacío.');
    const completo = await libro([filaValida(CLAVE)]);
    expect(await rechazo('cortado.xlsx', completo.subarray(0, completo.length - 200))).to.equal('El archivo no es un libro de Excel (.xlsx) válido.');
    const zipSinHoja = await new JSZip().file('hola.txt', 'hola').generateAsync({ type: 'nodebuffer' });
    expect(await rechazo('otro-zip.xlsx', zipSinHoja)).to.equal('El archivo no es un libro de Excel (.xlsx) válido.');
  });

  it('reads a sheet stored before its workbook part, whichever the zip’s order (exceljs issue 3064)', async () => {
    // The sheet after the shared strings and relations, the workbook part last: exceljs's one-pass reader meets the sheet without its workbook.
    const original = await JSZip.loadAsync(await libro([filaValida(CLAVE, { noPoliza: 'ORDEN-1' })]));
    const primero = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml'];
    const reordenado = new JSZip();
    for (const nombre of [...primero, ...Object.keys(original.files).filter((n) => !primero.includes(n) && !n.endsWith('/'))])
      reordenado.file(nombre, await original.files[nombre].async('nodebuffer'));
    const contenido = await reordenado.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const res = await procesar(solicitud(await colocarArchivo(server, agente, 'reordenado.xlsx', contenido)));
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.body[0].noPoliza.value).to.equal('ORDEN-1');
  });

  it('refuses a zip bomb before inflating it', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(40 * 1024 * 1024, 0x20));
    const bomba = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomba.length).to.be.below(1024 * 1024);
    expect(await rechazo('bomba.xlsx', bomba)).to.match(/^El archivo se expande a más de \d+ MB o está comprimido de forma sospechosa/);
  });

  it('uses a formula’s stored result and refuses one without it, never evaluating either', async () => {
    const fila = filaValida(CLAVE, { total: { formula: 'J2+K2+L2+M2', result: 12180 }, comision: { formula: 'J2*0.1' } as never });
    const res = await procesar(solicitud(await subirExcel(server, agente, await libro([fila]))));
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.body[0].total).to.deep.equal({ value: 12180, status: 'ok', errorMessage: null });
    expect(res.body.body[0].comision).to.deep.equal({
      value: '=J2*0.1',
      status: 'error',
      errorMessage: 'La celda tiene una fórmula sin resultado guardado; abra el archivo en Excel, guárdelo y vuelva a subirlo',
    });
  });

  it('keeps prototype-pollution keys as plain text', async () => {
    const encabezados = [...(await import('../../../plugins/importacion/shared/excel-importacion.ts')).COLUMNAS_EXCEL.map((c) => c.titulo), '__proto__', 'constructor'];
    const fila = filaValida(CLAVE, { concepto: '__proto__', paquete: 'constructor', noPoliza: 'PROTOTYPE' });
    const crudas = [[...Object.values(filaValida(CLAVE, { concepto: 'constructor' })), '{"polluted":true}', 'prototype']];
    const res = await procesar(solicitud(await subirExcel(server, agente, await libro([fila], { encabezados, crudas }))));
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.body[0].concepto).to.deep.equal({ value: '__proto__', status: 'ok', errorMessage: null });
    expect(res.body.body[0].paquete.value).to.equal('constructor');
    expect(res.body.body[1].concepto.value).to.equal('constructor');
    expect(Object.keys(res.body.body[0]).sort()).to.not.include('__proto__');
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('refuses files over the row limit, and sheets without the template’s columns', async () => {
    process.env.EXCEL_MAX_FILAS = '3';
    try {
      const filas = [1, 2, 3, 4].map(() => filaValida(CLAVE));
      const body = solicitud(await subirExcel(server, agente, await libro(filas)));
      const res = await procesar(body);
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('El archivo tiene más de 3 filas; divídalo en archivos más pequeños.');
      expect((await importar(body)).status).to.equal(400);
    } finally {
      delete process.env.EXCEL_MAX_FILAS;
    }
    const sinColumnas = await procesar(solicitud(await subirExcel(server, agente, await libro([], { encabezados: ['Número de póliza', 'RFC'] }))));
    expect(sinColumnas.status).to.equal(400);
    expect(sinColumnas.body.message).to.match(/^Faltan las columnas Clave de agente, Forma de pago, Ramo, .*; use la plantilla de importación$/);
  });
});
