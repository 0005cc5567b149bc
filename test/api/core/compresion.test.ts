import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { sumarMeses } from '../../../plugins/polizas/shared/fechas.ts';
import Koa from 'koa';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compresionApi, UMBRAL_COMPRESION } from '../../../core/server/http/compresion.ts';
import { okDePiezas, piezaJson } from '../../../core/server/http/envelope.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { crearPoliza, prepararCartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

interface Crudo {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Issue 19: API JSON compressed over the threshold, streamed exports untouched, static files sent pre-compressed. */
describe('compresión de respuestas', function () {
  this.timeout(180_000);
  let server: TestServer;
  let agente: Cuenta;

  /** A GET whose body is kept as sent (fetch would undo the Content-Encoding). */
  const crudo = (ruta: string, headers: Record<string, string> = {}): Promise<Crudo> =>
    new Promise((resolve, reject) => {
      const req = request(server.url + ruta, { headers }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (d: Buffer) => partes.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(partes) }));
      });
      req.on('error', reject).end();
    });
  const ACEPTA = { 'accept-encoding': 'gzip, br' };
  // Enough rows for the CSV export to pass the threshold, so leaving it uncompressed is a choice.
  const POLIZAS = 10;

  before(async () => {
    server = await startTestServer({ web: true });
    agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    for (let i = 0; i < POLIZAS; i++) await crearPoliza(server, agente, cartera);
  });
  after(() => server?.close());

  it('compresses a JSON answer over the threshold with brotli, or gzip when that is all the client takes', async () => {
    const plano = await crudo('/api/polizas', agente.auth);
    expect(plano.status).to.equal(200);
    expect(plano.headers['content-encoding']).to.equal(undefined);
    expect(plano.body.length).to.be.above(UMBRAL_COMPRESION);

    const br = await crudo('/api/polizas', { ...agente.auth, ...ACEPTA });
    expect(br.status).to.equal(200);
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers['content-type']).to.contain('application/json');
    expect(br.headers.vary).to.contain('Accept-Encoding');
    expect(br.body.length).to.be.below(plano.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).body.items).to.have.length(POLIZAS);

    const gz = await crudo('/api/polizas', { ...agente.auth, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).to.deep.equal(JSON.parse(plano.body.toString()));
  });

  it('leaves an answer under the threshold, and the Spanish errors, as they are', async () => {
    const info = await crudo('/api/api-info', ACEPTA);
    expect(info.body.length).to.be.below(UMBRAL_COMPRESION);
    expect(info.headers['content-encoding']).to.equal(undefined);
    const error = await crudo('/api/polizas', ACEPTA);
    expect(error.status).to.equal(401);
    expect(error.headers['content-encoding']).to.equal(undefined);
    expect(JSON.parse(error.body.toString()).ok).to.equal(false);
  });

  it('never compresses the streamed report exports (CSV and Excel arrive whole and uncoded)', async () => {
    const hoy = hoyEnMexico();
    const VIGENCIA = `fechaVigenciaDe[ge]=${sumarMeses(hoy, -240)}&fechaVigenciaDe[le]=${sumarMeses(hoy, 60)}`;
    const csv = await crudo(`/api/reportes/polizas/exportar?formato=csv&${VIGENCIA}`, { ...agente.auth, ...ACEPTA });
    expect(csv.status).to.equal(200);
    expect(csv.headers['content-encoding']).to.equal(undefined);
    expect(csv.headers['content-type']).to.contain('text/csv');
    expect(csv.body.length).to.be.above(UMBRAL_COMPRESION);
    expect(csv.body.toString('utf8').trim().split('\n')).to.have.length(POLIZAS + 1);
    const xlsx = await crudo(`/api/reportes/polizas/exportar?formato=xlsx&${VIGENCIA}`, { ...agente.auth, ...ACEPTA });
    expect(xlsx.status).to.equal(200);
    expect(xlsx.headers['content-encoding']).to.equal(undefined);
    expect(xlsx.body.subarray(0, 2).toString()).to.equal('PK');
  });

  it('never compresses a streamed body, which the compressor would hold back, but does a body of pieces at hand', async () => {
    const texto = 'fila,de,un,archivo\n'.repeat(500);
    const koa = new Koa();
    koa.use(compresionApi());
    koa.use((ctx) => {
      if (ctx.path === '/piezas') {
        ctx.body = okDePiezas([piezaJson([texto]), piezaJson([texto])]);
        ctx.type = 'application/json';
        return;
      }
      ctx.type = ctx.path === '/flujo' ? 'text/csv' : 'text/plain';
      ctx.body = ctx.path === '/flujo' ? Readable.from([texto]) : texto;
    });
    const local: Server = koa.listen(0, '127.0.0.1');
    await new Promise((r) => local.once('listening', r));
    try {
      const base = `http://127.0.0.1:${(local.address() as { port: number }).port}`;
      const pedir = (ruta: string) => fetch(base + ruta, { headers: ACEPTA });
      const flujo = await pedir('/flujo');
      expect(flujo.headers.get('content-encoding')).to.equal(null);
      expect(await flujo.text()).to.equal(texto);
      // The same text as a whole body is compressed: the stream is what made the difference.
      expect((await pedir('/texto')).headers.get('content-encoding')).to.equal('br');
      const piezas = await pedir('/piezas');
      expect(piezas.headers.get('content-encoding')).to.equal('br');
      expect(await piezas.json()).to.deep.equal({ ok: true, message: '', body: [texto, texto] });
    } finally {
      await new Promise((r) => local.close(r));
    }
  });

  it('serves the built shell and its hashed assets from the twins written at build time', async () => {
    const html = await crudo('/polizas', ACEPTA);
    expect(html.headers['content-encoding']).to.equal('br');
    expect(html.headers['cache-control']).to.equal('no-cache');
    const pagina = brotliDecompressSync(html.body).toString();
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(pagina)?.[1];
    expect(script, pagina).to.be.a('string');
    const css = /href="(\/assets\/index-[^"]+\.css)"/.exec(pagina)?.[1];
    for (const ruta of [script, css] as string[]) {
      const plano = await crudo(ruta);
      const br = await crudo(ruta, ACEPTA);
      expect(br.headers['content-encoding'], ruta).to.equal('br');
      expect(br.headers['cache-control'], ruta).to.equal('public, max-age=31536000, immutable');
      expect(br.headers.vary, ruta).to.contain('Accept-Encoding');
      expect(br.headers['content-type'], ruta).to.contain(ruta.endsWith('.js') ? 'text/javascript' : 'text/css');
      expect(br.body.length, ruta).to.be.below(plano.body.length / 3);
      expect(brotliDecompressSync(br.body).equals(plano.body), ruta).to.equal(true);
      const gz = await crudo(ruta, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gz.body).equals(plano.body), ruta).to.equal(true);
    }
  });
});
