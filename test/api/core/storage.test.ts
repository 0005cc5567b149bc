import { expect } from 'chai';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { registroDeBuckets } from '../../../core/server/storage/buckets.ts';

/** The refusal names the buckets the installed plugins registered (policies' and clients' at least). */
function bucketNoValido(): string {
  expect(registroDeBuckets.nombres()).to.include.members(['clientes', 'empresa', 'polizas', 'recibos']);
  return `El bucket no es válido; usa uno de: ${registroDeBuckets.nombres().join(', ')}`;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR-datos-de-imagen')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0), Buffer.from('This program cannot be run in DOS mode')]);

interface Campos {
  bucket?: string;
  path?: string;
}

async function subir(server: TestServer, auth: Record<string, string>, campos: Campos, contenido: Buffer, nombre: string) {
  const form = new FormData();
  if (campos.bucket !== undefined) form.set('bucket', campos.bucket);
  if (campos.path !== undefined) form.set('path', campos.path);
  form.set('file', new Blob([new Uint8Array(contenido)]), nombre);
  const res = await fetch(`${server.url}/api/storage/upload`, { method: 'POST', headers: auth, body: form });
  return { status: res.status, body: await res.json() };
}

async function bajar(server: TestServer, url: string, auth: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${url}`, { headers: auth });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

function temporalesVacios(server: TestServer): void {
  const tmp = path.join(server.config.dataDir, 'tmp');
  expect(existsSync(tmp) ? readdirSync(tmp) : []).to.deep.equal([]);
}

describe('file storage: POST /api/storage/upload and downloads', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
  });
  after(() => server.close());

  it('stores a policy PDF under the agent and serves it back, inline, to the same agent', async () => {
    const res = await subir(server, agente.auth, { bucket: 'polizas', path: 'polizas/Póliza 123.pdf' }, PDF, 'caratula.pdf');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ ok: true, message: 'Archivo cargado exitosamente' });
    const agenteId = agente.login.agenteId;
    expect(res.body.body.url).to.equal(`/api/storage/${agenteId}/polizas/polizas/P%C3%B3liza%20123.pdf`);
    expect(existsSync(path.join(server.config.dataDir, 'storage', String(agenteId), 'polizas', 'polizas', 'Póliza 123.pdf'))).to.equal(true);

    const file = await bajar(server, res.body.body.url, agente.auth);
    expect(file.status).to.equal(200);
    expect(file.bytes.equals(PDF)).to.equal(true);
    expect(file.headers.get('content-type')).to.equal('application/pdf');
    expect(file.headers.get('content-disposition')).to.equal(`inline; filename*=UTF-8''P%C3%B3liza%20123.pdf`);
    temporalesVacios(server);
  });

  it('names the file after the upload when path is empty or ends with "/", replacing a file of the same path', async () => {
    const sinRuta = await subir(server, agente.auth, { bucket: 'clientes' }, PDF, 'ine.pdf');
    expect(sinRuta.body.body.url).to.match(/\/clientes\/ine\.pdf$/);
    const carpeta = await subir(server, agente.auth, { bucket: 'clientes', path: 'expediente 7/' }, PNG, 'foto (1).png');
    expect(carpeta.body.body.url).to.match(/\/clientes\/expediente%207\/foto%20\(1\)\.png$/);
    const raros = await subir(server, agente.auth, { bucket: 'clientes', path: 'notas #1 [borrador].txt' }, Buffer.from('hola'), 'x.txt');
    expect(raros.body.body.url).to.match(/\/clientes\/notas%20_1%20_borrador_\.txt$/);

    const nuevo = Buffer.concat([PDF, Buffer.from('versión 2')]);
    await subir(server, agente.auth, { bucket: 'clientes', path: 'ine.pdf' }, nuevo, 'ine.pdf');
    expect((await bajar(server, sinRuta.body.body.url, agente.auth)).bytes.equals(nuevo)).to.equal(true);
  });

  it('serves text-like files as downloads, never rendered', async () => {
    const xml = await subir(server, agente.auth, { bucket: 'polizas', path: 'cfdi.xml' }, Buffer.from('\uFEFF<?xml version="1.0"?><cfdi/>'), 'cfdi.xml');
    expect(xml.status).to.equal(200);
    const file = await bajar(server, xml.body.body.url, agente.auth);
    expect(file.headers.get('content-type')).to.equal('application/xml');
    expect(file.headers.get('content-disposition')).to.match(/^attachment;/);
  });

  it('refuses a type that is not allowed by extension or by content', async () => {
    const exe = await subir(server, agente.auth, { bucket: 'polizas', path: 'programa.exe' }, EXE, 'programa.exe');
    expect(exe.status).to.equal(415);
    expect(exe.body.message).to.equal('Tipo de archivo no permitido: programa.exe; se aceptan pdf, jpg, jpeg, png, xlsx, xml, txt, csv');
    const disfrazado = await subir(server, agente.auth, { bucket: 'polizas', path: 'factura.pdf' }, Buffer.from('<html><script>alert(1)</script></html>'), 'factura.pdf');
    expect(disfrazado.status).to.equal(415);
    expect(disfrazado.body.message).to.equal('Tipo de archivo no permitido: el contenido de factura.pdf no corresponde a un archivo .pdf');
    const exeComoTexto = await subir(server, agente.auth, { bucket: 'clientes', path: 'leeme.txt' }, EXE, 'leeme.txt');
    expect(exeComoTexto.status).to.equal(415);
    const pngFalso = await subir(server, agente.auth, { bucket: 'empresa', path: 'logo.png' }, PDF, 'logo.png');
    expect(pngFalso.body.message).to.equal('Tipo de archivo no permitido: el contenido de logo.png no corresponde a un archivo .png');
    const logoPdf = await subir(server, agente.auth, { bucket: 'empresa', path: 'logo.pdf' }, PDF, 'logo.pdf');
    expect(logoPdf.body.message).to.equal('Tipo de archivo no permitido: logo.pdf; se aceptan jpg, jpeg, png');
    const sinExtension = await subir(server, agente.auth, { bucket: 'polizas', path: 'agentes/1/excel-import' }, PDF, 'x.pdf');
    expect(sinExtension.status).to.equal(415);
    temporalesVacios(server);
  });

  it('makes path traversal impossible on upload', async () => {
    const intentos: [Campos, string][] = [
      [{ bucket: 'polizas', path: '../../jwt-secret.txt' }, 'La ruta del archivo no es válida: ningún nombre puede empezar con "."'],
      [{ bucket: 'polizas', path: 'a/../../../x.txt' }, 'La ruta del archivo no es válida: ningún nombre puede empezar con "."'],
      [{ bucket: 'polizas', path: '/etc/cron.d/x.txt' }, 'La ruta del archivo no es válida: no puede ser absoluta'],
      [{ bucket: 'polizas', path: 'C:/x.txt' }, 'La ruta del archivo no es válida: no puede ser absoluta'],
      [{ bucket: 'polizas', path: '..\\..\\x.txt' }, 'La ruta del archivo no es válida: no puede contener "\\" ni caracteres de control'],
      [{ bucket: 'polizas', path: 'x.txt\u0000.pdf' }, 'La ruta del archivo no es válida: no puede contener "\\" ni caracteres de control'],
      [{ bucket: 'polizas', path: 'a//x.txt' }, 'La ruta del archivo no es válida: tiene una carpeta sin nombre'],
      [{ bucket: '../polizas', path: 'x.txt' }, bucketNoValido()],
      [{ path: 'x.txt' }, bucketNoValido()],
    ];
    for (const [campos, mensaje] of intentos) {
      const res = await subir(server, agente.auth, campos, Buffer.from('texto'), 'x.txt');
      expect(res.status, JSON.stringify(campos)).to.equal(400);
      expect(res.body.message, JSON.stringify(campos)).to.equal(mensaje);
    }
    expect(existsSync(path.join(server.config.dataDir, 'jwt-secret.txt'))).to.equal(false);
    expect(existsSync(path.join(server.config.dataDir, 'storage', 'x.txt'))).to.equal(false);
    temporalesVacios(server);
  });

  it('answers 404 to a download that tries to climb out of the bucket', async () => {
    const { body } = await subir(server, agente.auth, { bucket: 'polizas', path: 'ok.pdf' }, PDF, 'ok.pdf');
    const base = body.body.url.replace(/\/ok\.pdf$/, '');
    for (const intento of ['/..%2F..%2F..%2Fjwt-secret', '/..%2f..%2f..%2f..%2ftmp', '/%2Fetc%2Fpasswd', '/ok.pdf%00.png', '/.%2E/ok.pdf']) {
      const res = await bajar(server, base + intento, agente.auth);
      expect(res.status, intento).to.equal(404);
    }
  });

  it("answers 404 for another agent's file and for a file that does not exist", async () => {
    const { body } = await subir(server, agente.auth, { bucket: 'clientes', path: 'fotos/choque.png' }, PNG, 'choque.png');
    const ajeno = await bajar(server, body.body.url, otro.auth);
    expect(ajeno.status).to.equal(404);
    expect(JSON.parse(ajeno.bytes.toString())).to.deep.equal({ ok: false, message: 'El archivo no existe', body: null });
    expect((await bajar(server, body.body.url.replace('choque', 'otro'), agente.auth)).status).to.equal(404);
    expect((await bajar(server, '/api/storage/1/desconocido/x.pdf', agente.auth)).status).to.equal(404);
  });

  it('asks for a session to upload and to download private files', async () => {
    const { body } = await subir(server, agente.auth, { bucket: 'recibos', path: 'pago.pdf' }, PDF, 'pago.pdf');
    expect((await subir(server, {}, { bucket: 'recibos', path: 'pago.pdf' }, PDF, 'pago.pdf')).status).to.equal(401);
    expect((await bajar(server, body.body.url)).status).to.equal(401);
    expect((await bajar(server, body.body.url, { authorization: 'Bearer no-es-un-token' })).status).to.equal(401);
  });

  it('serves the company logo without a session, for the public quotation viewer', async () => {
    const { body } = await subir(server, agente.auth, { bucket: 'empresa', path: 'logo.png' }, PNG, 'logo.png');
    const publico = await bajar(server, body.body.url);
    expect(publico.status).to.equal(200);
    expect(publico.headers.get('content-type')).to.equal('image/png');
    expect(publico.bytes.equals(PNG)).to.equal(true);
    expect((await bajar(server, body.body.url.replace('logo', 'otro'))).status).to.equal(404);
  });

  it('checks the permission of each bucket: ADJUNTOS_W for attachments, EMPRESA_W for the company', async () => {
    const principal = await crearAgente(server);
    const lector = await crearUsuarioAdicional(server, principal, ['ROLE_CLIENTES_R']);
    const empresa = await crearUsuarioAdicional(server, principal, ['ROLE_EMPRESA']);
    const { body } = await subir(server, principal.auth, { bucket: 'clientes', path: 'ine.pdf' }, PDF, 'ine.pdf');

    expect((await subir(server, lector.auth, { bucket: 'clientes', path: 'x.pdf' }, PDF, 'x.pdf')).status).to.equal(403);
    expect((await bajar(server, body.body.url, lector.auth)).status).to.equal(200);

    expect((await subir(server, empresa.auth, { bucket: 'empresa', path: 'logo.png' }, PNG, 'logo.png')).status).to.equal(200);
    const ajenoAlBucket = await subir(server, empresa.auth, { bucket: 'clientes', path: 'x.pdf' }, PDF, 'x.pdf');
    expect(ajenoAlBucket.status).to.equal(403);
    expect(ajenoAlBucket.body.message).to.equal('No tienes permiso para realizar esta acción');
    expect((await bajar(server, body.body.url, empresa.auth)).status).to.equal(403);
    temporalesVacios(server);
  });

  it('refuses a request that is not a proper upload', async () => {
    const json = await server.api('POST', '/storage/upload', { bucket: 'polizas' }, agente.auth);
    expect(json.status).to.equal(400);
    expect(json.body.message).to.equal('Envía el archivo como multipart/form-data con los campos bucket, path y file');

    const form = new FormData();
    form.set('bucket', 'polizas');
    const sinArchivo = await fetch(`${server.url}/api/storage/upload`, { method: 'POST', headers: agente.auth, body: form });
    expect(sinArchivo.status).to.equal(400);
    expect((await sinArchivo.json()).message).to.equal('Falta el archivo (campo file)');

    const vacio = await subir(server, agente.auth, { bucket: 'polizas', path: 'vacio.pdf' }, Buffer.alloc(0), 'vacio.pdf');
    expect(vacio.status).to.equal(400);
    expect(vacio.body.message).to.equal('El archivo está vacío');

    const dos = new FormData();
    dos.set('bucket', 'polizas');
    dos.append('file', new Blob([new Uint8Array(PDF)]), 'a.pdf');
    dos.append('file', new Blob([new Uint8Array(PDF)]), 'b.pdf');
    const varios = await fetch(`${server.url}/api/storage/upload`, { method: 'POST', headers: agente.auth, body: dos });
    expect(varios.status).to.equal(400);
    expect((await varios.json()).message).to.equal('Envía un solo archivo por solicitud');

    const roto = await fetch(`${server.url}/api/storage/upload`, {
      method: 'POST',
      headers: { ...agente.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
    });
    expect(roto.status).to.equal(400);
    temporalesVacios(server);
  });
});

describe('file storage size limit (UPLOAD_LIMIT_MB)', () => {
  let server: TestServer;
  let agente: Cuenta;
  before(async () => {
    server = await startTestServer({ env: { UPLOAD_LIMIT_MB: '1' } });
    agente = await crearAgente(server);
  });
  after(() => server.close());

  const conTamano = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);

  it('accepts a file of exactly the limit', async () => {
    const res = await subir(server, agente.auth, { bucket: 'polizas', path: 'justo.pdf' }, conTamano(1024 * 1024), 'justo.pdf');
    expect(res.status).to.equal(200);
  });

  it('refuses a file one byte over the limit while reading it, and one declared far over it at once', async () => {
    for (const bytes of [1024 * 1024 + 1, 3 * 1024 * 1024]) {
      const res = await subir(server, agente.auth, { bucket: 'polizas', path: 'grande.pdf' }, conTamano(bytes), 'grande.pdf');
      expect(res.status, String(bytes)).to.equal(413);
      expect(res.body).to.deep.equal({ ok: false, message: 'El archivo excede el tamaño máximo de 1 MB', body: null });
    }
    const dir = path.join(server.config.dataDir, 'storage');
    expect(existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('grande.pdf')) : []).to.deep.equal([]);
    temporalesVacios(server);
  });
});
