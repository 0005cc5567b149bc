import { expect } from 'chai';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { caratulaSubida, fixture, pdfBomba, pdfCifrado, subirCaratula } from './caratulas.ts';

/**
 * Issue 13: a corpus of malformed cover pages never crashes or stalls the server and never leaves
 * anything imported; each gets a clear Spanish answer (the worker pool's limits, spec 02 §8).
 */
describe('importacion: malformed and hostile PDFs', function () {
  this.timeout(180_000);
  let server: TestServer;
  let agente: Cuenta;

  const importar = (caratulaUrl: string) => server.api('POST', '/polizas/caratula', { fileName: 'x.pdf', caratulaUrl, crearClaveAgente: true }, agente.auth);

  async function nadaImportado(): Promise<void> {
    const polizas = await server.api('GET', '/polizas?fechaVigenciaDe[bw]=2000-01-01,2099-12-31', undefined, agente.auth);
    expect(polizas.body.body.totalItems).to.equal(0);
    const clientes = await server.api('GET', '/clientes', undefined, agente.auth);
    expect(clientes.body.body.totalItems).to.equal(0);
    const claves = await server.api('GET', '/aseguradoras/claves?size=99999', undefined, agente.auth);
    expect(claves.body.body.totalItems).to.equal(0);
  }

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
  });
  after(() => server.close());

  it('answers a truncated PDF as damaged', async () => {
    const completo = fixture('gnp-auto.pdf');
    const r = await importar(await caratulaSubida(server, agente, completo.subarray(0, Math.floor(completo.length / 2)), 'truncado.pdf'));
    expect(r.status).to.equal(200);
    expect(r.body).to.include({ ok: false, code: 15 });
    expect(r.body.message).to.match(/^El PDF está dañado y no se puede leer|^No se pudo determinar|^El PDF no tiene texto/);
    await nadaImportado();
  });

  it('answers a password-protected PDF as such', async () => {
    const r = await importar(await caratulaSubida(server, agente, await pdfCifrado(), 'cifrado.pdf'));
    expect(r.status).to.equal(200);
    expect(r.body).to.include({ ok: false, code: 15 });
    expect(r.body.message).to.equal('El PDF está protegido con contraseña; envía una copia sin protección.');
    await nadaImportado();
  });

  it('ends a PDF bomb (a stream inflating to 2 GB) within its limits, and the server goes on', async () => {
    const bomba = await pdfBomba(2048);
    expect(bomba.length).to.be.below(3 * 1024 * 1024);
    const inicio = Date.now();
    const r = await importar(await caratulaSubida(server, agente, bomba, 'bomba.pdf'));
    expect(Date.now() - inicio).to.be.below(30_000);
    expect(r.status).to.equal(200);
    expect(r.body.ok).to.equal(false);
    expect(r.body.message).to.be.a('string').and.not.equal('');
    expect((await server.api('GET', '/api-info')).status).to.equal(200);
    await nadaImportado();
  });

  it('refuses a 0-byte file, another type and a text file named .pdf at upload', async () => {
    expect((await subirCaratula(server, agente, Buffer.alloc(0), 'vacio.pdf')).status).to.equal(400);
    expect((await subirCaratula(server, agente, Buffer.from('hola'), 'nota.txt')).status).to.equal(415);
    const disfrazado = await subirCaratula(server, agente, Buffer.from('esto no es un PDF'), 'falso.pdf');
    expect(disfrazado.status).to.equal(415);
    await nadaImportado();
  });

  it('still imports a good cover page after all of those', async () => {
    const r = await importar(await caratulaSubida(server, agente, fixture('gnp-auto.pdf'), 'gnp-auto.pdf'));
    expect(r.body, JSON.stringify(r.body)).to.include({ ok: true, code: 0 });
  });
});
