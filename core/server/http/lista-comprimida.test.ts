import { expect } from 'chai';
import fc from 'fast-check';
import Koa from 'koa';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compresionApi } from './compresion.ts';
import { ok } from './envelope.ts';
import { responderLista } from './lista-comprimida.ts';

interface Crudo {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The JSON a body decodes to, by its Content-Encoding. */
const decodificado = ({ headers, body }: Crudo): unknown =>
  JSON.parse((headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));

/** A long list answered part by part, compressed while it is built (the Excel import's process answer). */
describe('responderLista', function () {
  this.timeout(60_000);
  let local: Server;
  let base = '';
  /** The parts of the next request's list; a part `null` fails the request after the parts before it. */
  let partes: (unknown[] | null)[] = [];

  before(async () => {
    const koa = new Koa();
    koa.use(async (ctx, next) => {
      try {
        await next();
      } catch {
        ctx.status = 400;
        ctx.body = { ok: false, message: 'parte rechazada', body: null };
      }
    });
    koa.use(compresionApi());
    koa.use((ctx) =>
      responderLista(
        ctx,
        async (agregar) => {
          for (const parte of partes) {
            if (parte === null) throw new Error('parte rechazada');
            await agregar(parte);
          }
        },
        'hecho',
      ),
    );
    local = koa.listen(0, '127.0.0.1');
    await new Promise((r) => local.once('listening', r));
    base = `http://127.0.0.1:${(local.address() as { port: number }).port}`;
  });
  after(() => new Promise((r) => local.close(r)));

  const pedir = (headers: Record<string, string>): Promise<Crudo> =>
    new Promise((resolve, reject) => {
      const req = request(`${base}/lista`, { headers }, (res) => {
        const trozos: Buffer[] = [];
        res.on('data', (d: Buffer) => trozos.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(trozos) }));
      });
      req.on('error', reject).end();
    });

  it('answers the JSON of ok(list) in the encoding the client prefers of brotli and gzip, or as it is', async () => {
    const item = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.boolean())));
    const aceptaciones: [string | null, string | undefined][] = [
      ['br, gzip', 'br'],
      // Equally welcome: the client's first.
      ['gzip, deflate, br', 'gzip'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
      [null, undefined],
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(item, { maxLength: 5 }), { maxLength: 6 }), async (listas) => {
        partes = listas;
        for (const [acepta, codificacion] of aceptaciones) {
          const r = await pedir(acepta === null ? {} : { 'accept-encoding': acepta });
          expect(r.status).to.equal(200);
          expect(r.headers['content-encoding'], String(acepta)).to.equal(codificacion);
          expect(r.headers.vary).to.match(/accept-encoding/i);
          expect(r.headers['content-type']).to.equal('application/json; charset=utf-8');
          expect(decodificado(r)).to.deep.equal(JSON.parse(JSON.stringify(ok(listas.flat(), 'hecho'))));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('compresses a large list to a fraction of its JSON, holding the compressor back when parts come faster than it works', async () => {
    const fila = (i: number) => ({ noPoliza: { value: `P-${i}`, status: 'ok', errorMessage: null }, prima: { value: 1000 + i, status: 'ok', errorMessage: null } });
    partes = Array.from({ length: 40 }, (_, p) => Array.from({ length: 2000 }, (_, i) => fila(p * 2000 + i)));
    const r = await pedir({ 'accept-encoding': 'gzip' });
    const json = JSON.stringify(ok(partes.flat(), 'hecho'));
    expect(decodificado(r)).to.deep.equal(JSON.parse(json));
    expect(r.body.length).to.be.below(json.length / 10);
  });

  it('answers the failure alone when a later part is refused, then the next list whole', async () => {
    partes = [[1, 2], [3], null, [4]];
    const r = await pedir({ 'accept-encoding': 'br' });
    expect(r.status).to.equal(400);
    expect(decodificado(r)).to.deep.equal({ ok: false, message: 'parte rechazada', body: null });
    // And the next list is answered whole.
    partes = [[5], [6]];
    expect(decodificado(await pedir({ 'accept-encoding': 'br' }))).to.deep.equal(JSON.parse(JSON.stringify(ok([5, 6], 'hecho'))));
  });
});
