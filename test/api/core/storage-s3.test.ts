import { expect } from 'chai';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { eliminarCuentasVencidas } from '../../../core/server/baja/baja.service.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearClave, crearCliente } from '../../helpers/polizas.ts';
import { startS3Server, type TestS3 } from '../../helpers/s3.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { ultimoCorreoA } from '../../helpers/smtp.ts';
import { caratulaSubida, fixture } from '../importacion/caratulas.ts';
import { filaValida, libro, solicitud, subirExcel } from '../importacion/excel-datos.ts';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF\n')]);

async function subir(server: TestServer, cuenta: Cuenta, bucket: string, ruta: string, contenido = PDF) {
  const form = new FormData();
  form.set('bucket', bucket);
  form.set('path', ruta);
  form.set('file', new Blob([new Uint8Array(contenido)]), path.basename(ruta));
  const res = await fetch(`${server.url}/api/storage/upload`, { method: 'POST', headers: cuenta.auth, body: form });
  return { status: res.status, body: await res.json() };
}

async function bajar(server: TestServer, url: string, cuenta: Cuenta) {
  const res = await fetch(`${server.url}${url}`, { headers: cuenta.auth });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Polls for a change made after a request's commit. */
async function hasta(condicion: () => boolean, ms = 5000): Promise<void> {
  for (const fin = Date.now() + ms; !condicion();) {
    if (Date.now() > fin) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Issue 19, S3-compatible storage (docs/adr/045-almacenamiento-s3.md): the app with STORAGE=s3
 * against the local stand-in, which checks every request's signature. Files are objects
 * <agenteId>/<bucket>/<path>; nothing is written under DATA_DIR/storage.
 */
describe('file storage on S3 (STORAGE=s3)', function () {
  this.timeout(120_000);
  let s3: TestS3;
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  before(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ env: s3.env() });
    agente = await crearAgente(server);
    otro = await crearAgente(server);
  });
  after(async () => {
    await server.close();
    await s3.close();
  });

  it('uploads a policy PDF as an object, serves it to its agent, 404 to another, and removes it with its last attachment', async () => {
    const subido = await subir(server, agente, 'polizas', 'polizas/Póliza 77.pdf');
    expect(subido.status, subido.body.message).to.equal(200);
    const { url } = subido.body.body;
    const agenteId = agente.login.agenteId;
    expect(url).to.equal(`/api/storage/${agenteId}/polizas/polizas/P%C3%B3liza%2077.pdf`);
    expect(s3.objetos.get(`${agenteId}/polizas/polizas/Póliza 77.pdf`)?.equals(PDF)).to.equal(true);
    expect(existsSync(path.join(server.config.dataDir, 'storage'))).to.equal(false);

    const bajado = await bajar(server, url, agente);
    expect(bajado.status).to.equal(200);
    expect(bajado.bytes.equals(PDF)).to.equal(true);
    expect([bajado.headers.get('content-type'), bajado.headers.get('content-length')]).to.deep.equal(['application/pdf', String(PDF.length)]);
    const ajeno = await bajar(server, url, otro);
    expect([ajeno.status, JSON.parse(ajeno.bytes.toString()).message]).to.deep.equal([404, 'El archivo no existe']);
    expect((await bajar(server, url.replace('77', '78'), agente)).status).to.equal(404);

    const clienteId = await crearCliente(server, agente);
    const adjunto = await subir(server, agente, 'clientes', 'expediente/ine.pdf');
    const clave = `${agenteId}/clientes/expediente/ine.pdf`;
    const creado = await server.api('POST', '/adjuntos', { clienteId, dominio: 'clientes', path: adjunto.body.body.url, archivo: 'ine.pdf' }, agente.auth);
    expect(creado.status, creado.body.message).to.equal(200);
    expect((await server.api('DELETE', `/adjuntos/${creado.body.body.id}`, undefined, otro.auth)).status).to.equal(404);
    expect(s3.objetos.has(clave)).to.equal(true);
    expect((await server.api('DELETE', `/adjuntos/${creado.body.body.id}`, undefined, agente.auth)).status).to.equal(200);
    await hasta(() => !s3.objetos.has(clave));
    expect((await bajar(server, adjunto.body.body.url, agente)).status).to.equal(404);
  });

  it('serves through a second instance, with a DATA_DIR of its own, a file uploaded through the first', async () => {
    const segunda = await startTestServer({ env: s3.env() });
    try {
      expect(segunda.config.dataDir).not.to.equal(server.config.dataDir);
      const { body } = await subir(server, agente, 'polizas', 'compartida.pdf');
      const bajado = await bajar(segunda, body.body.url, agente);
      expect(bajado.status).to.equal(200);
      expect(bajado.bytes.equals(PDF)).to.equal(true);
      const otraVez = await subir(segunda, agente, 'polizas', 'desde-la-segunda.pdf', Buffer.concat([PDF, Buffer.from('2')]));
      expect((await bajar(server, otraVez.body.body.url, agente)).bytes.length).to.equal(PDF.length + 1);
    } finally {
      await segunda.close();
    }
  });

  it('imports an Excel sheet and previews a cover page stored in S3, leaving no local copy behind', async () => {
    await crearClave(server, agente, { clave: 'S3-100' });
    const fileUrl = await subirExcel(server, agente, await libro([filaValida('S3-100', { noPoliza: 'S3-POL-1' })]));
    const vista = await server.api('POST', '/excel-importer/process', solicitud(fileUrl), agente.auth);
    expect(vista.status, vista.body.message).to.equal(200);
    expect(vista.body.body.map((f: { noPoliza: { value: string; status: string } }) => f.noPoliza)).to.deep.equal([{ value: 'S3-POL-1', status: 'ok', errorMessage: null }]);
    const importado = await server.api('POST', '/excel-importer/importar', solicitud(fileUrl), agente.auth);
    expect(importado.body.body.map((r: { ok: boolean }) => r.ok)).to.deep.equal([true]);
    expect((await server.api('POST', '/excel-importer/process', solicitud(fileUrl), otro.auth)).status).to.equal(404);

    const caratulaUrl = await caratulaSubida(server, agente, fixture('gnp-auto.pdf'), 'gnp-auto.pdf');
    const r = await server.api('POST', '/polizas/caratula/preview', { fileName: 'gnp-auto.pdf', caratulaUrl, crearClaveAgente: true }, agente.auth);
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body).to.include({ ok: true, code: 0 });
    expect(r.body.body.poliza).to.include({ noPoliza: '1100254789', fechaVigenciaDe: '2026-01-15' });
    expect(s3.peticiones.some((p) => p.metodo === 'GET' && p.clave === `${agente.login.agenteId}/caratulas/polizas/gnp-auto.pdf`)).to.equal(true);
    expect(existsSync(path.join(server.config.dataDir, 'tmp')) ? (await import('node:fs')).readdirSync(path.join(server.config.dataDir, 'tmp')) : []).to.deep.equal([]);
  });

  it('sends a client’s attachment stored in S3 with an e-mail', async () => {
    const clienteId = await crearCliente(server, agente);
    const contenido = Buffer.from('credencial de prueba en S3');
    const { body } = await subir(server, agente, 'clientes', `expediente-${clienteId}/credencial.txt`, contenido);
    expect((await server.api('POST', '/adjuntos', { clienteId, dominio: 'clientes', path: body.body.url, archivo: 'credencial.txt' }, agente.auth)).status).to.equal(200);
    const modelo = await server.api(
      'POST',
      '/correo-modelo',
      { nombre: 'Expediente', correoEventoId: 2, asunto: 'Tu expediente', cuentaCC: null, cuerpo: '<p>Hola</p>' },
      agente.auth,
    );
    const para = `expediente${Date.now()}@example.com`;
    const envio = await server.api(
      'POST',
      '/email/crm',
      { correoModeloId: modelo.body.body.id, clienteId, to: [para], cc: [], subject: 'Tu expediente', body: '<p>Hola</p>', adjuntos: true },
      agente.auth,
    );
    expect([envio.status, envio.body.message]).to.deep.equal([200, 'Correo enviado']);
    const correo = await ultimoCorreoA(para);
    expect(correo.raw).to.include('credencial.txt').and.include(contenido.toString('base64'));
  });

  it('exports an agent’s objects with its data, and its deletion removes them and no one else’s', async () => {
    const cuenta = await crearAgente(server);
    await subir(server, cuenta, 'clientes', 'expediente/acta.pdf');
    await subir(server, otro, 'clientes', 'expediente/acta.pdf');
    const res = await fetch(`${server.url}/api/cuenta/exportacion`, {
      method: 'POST',
      headers: { ...cuenta.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ password: cuenta.password }),
    });
    expect(res.status).to.equal(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(zip).filter((n) => n.startsWith('archivos/'))).to.deep.equal(['archivos/clientes/expediente/acta.pdf']);
    expect(Buffer.from(zip['archivos/clientes/expediente/acta.pdf']).equals(PDF)).to.equal(true);

    const bajaEl = (await server.api('POST', '/cuenta/baja', { password: cuenta.password }, cuenta.auth)).body.body.bajaEl as string;
    const eliminadas = await eliminarCuentasVencidas(await getTestDatabase(), server.config, bajaEl);
    expect(eliminadas.find((e) => e.agenteId === cuenta.login.agenteId)?.archivos).to.equal(true);
    expect([...s3.objetos.keys()].filter((k) => k.startsWith(`${cuenta.login.agenteId}/`))).to.deep.equal([]);
    expect(s3.objetos.has(`${otro.login.agenteId}/clientes/expediente/acta.pdf`)).to.equal(true);
  });

  it('answers 503 in Spanish while S3 is out of reach, and will not start with a wrong secret', async () => {
    const caido = await startS3Server();
    const instancia = await startTestServer({ env: caido.env() });
    try {
      const cuenta = await crearAgente(instancia);
      const { body } = await subir(instancia, cuenta, 'polizas', 'antes.pdf');
      await caido.close();
      const MENSAJE = 'El almacenamiento de archivos no está disponible por un momento; inténtalo de nuevo en unos minutos';
      const bajado = await bajar(instancia, body.body.url, cuenta);
      expect([bajado.status, JSON.parse(bajado.bytes.toString()).message, bajado.headers.get('retry-after')]).to.deep.equal([503, MENSAJE, '30']);
      const subida = await subir(instancia, cuenta, 'polizas', 'durante.pdf');
      expect([subida.status, subida.body.message]).to.deep.equal([503, MENSAJE]);
    } finally {
      await instancia.close();
    }

    let fallo: Error | undefined;
    await startTestServer({ env: s3.env({ S3_SECRET_ACCESS_KEY: 'no-es-el-secreto' }) }).catch((e: Error) => (fallo = e));
    expect(fallo?.message).to.equal(
      `El almacenamiento S3 en ${s3.endpoint} rechazó las credenciales S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY para el bucket ${s3.bucket} (SignatureDoesNotMatch)`,
    );
  });
});
