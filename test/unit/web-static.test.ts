import { expect } from 'chai';
import Koa from 'koa';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { securityHeaders } from '../../core/server/http/security-headers.ts';
import { webStatic } from '../../core/server/http/web-static.ts';

/** A GET whose body is kept as sent (fetch would undo the Content-Encoding). */
function crudo(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (d: Buffer) => partes.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(partes) }));
    }).on('error', reject);
  });
}

const GRANDE = 'export const texto = ' + JSON.stringify('Cartera '.repeat(500)) + ';';

describe('web shell serving', () => {
  let server: Server;
  let url: string;
  before(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cartera-dist-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cartera</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'secreto.txt'), 'no');
    // The twins the build writes (web/build/precomprimir.ts) beside a large asset, a widget's and index.html.
    for (const archivo of [path.join(dist, 'assets', 'grande-abcd.js'), path.join(dist, 'index.html')]) {
      const contenido = archivo.endsWith('.html') ? '<!doctype html><title>Cartera</title>' : GRANDE;
      writeFileSync(archivo, contenido);
      writeFileSync(archivo + '.br', brotliCompressSync(contenido));
      writeFileSync(archivo + '.gz', gzipSync(contenido));
    }
    mkdirSync(path.join(dist, 'widgets', 'quote-viewer'), { recursive: true });
    writeFileSync(path.join(dist, 'widgets', 'quote-viewer', 'frame.html'), '<!doctype html><title>Cotización</title>');
    writeFileSync(path.join(dist, 'widgets', 'quote-viewer', 'frame.html.gz'), gzipSync('<!doctype html><title>Cotización</title>'));
    const koa = new Koa();
    koa.use(securityHeaders());
    koa.use(webStatic(dist));
    server = koa.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(() => new Promise((r) => server.close(r)));

  it('serves the shell on a reload of any app route', async () => {
    for (const p of ['/', '/polizas', '/configuracion/mi-cuenta', '/clientes/12/edit']) {
      const res = await fetch(url + p);
      expect(res.status, p).to.equal(200);
      expect(res.headers.get('content-type')).to.contain('text/html');
      expect(await res.text()).to.contain('<title>Cartera</title>');
    }
  });

  it('serves hashed assets with a long cache and a missing asset as 404', async () => {
    const res = await fetch(url + '/assets/app-1234.js');
    expect(res.headers.get('content-type')).to.contain('text/javascript');
    expect(res.headers.get('cache-control')).to.contain('immutable');
    expect((await fetch(url + '/assets/otro.js')).status).to.equal(404);
  });

  it('never serves a file outside the build folder', async () => {
    for (const p of ['/../secreto.txt', '/%2e%2e/secreto.txt', '/assets/..%2f..%2fsecreto.txt', '/%00']) {
      const text = await (await fetch(url + p)).text();
      expect(text, p).not.to.equal('no');
    }
  });

  it('lets other sites frame only a widget’s own files: never the shell, nor an unknown path under /widgets', async () => {
    const widget = await fetch(url + '/widgets/quote-viewer/frame.html');
    expect(widget.status).to.equal(200);
    expect(widget.headers.get('content-security-policy')).to.contain('frame-ancestors *');
    expect(widget.headers.get('x-frame-options')).to.equal(null);
    for (const p of ['/widgets/cualquier-cosa', '/widgets/quote-viewer/', '/widgets/polizas']) {
      const res = await fetch(url + p);
      expect(res.status, p).to.equal(404);
      expect(res.headers.get('x-frame-options'), p).to.equal('DENY');
      expect(res.headers.get('content-security-policy'), p).to.contain("frame-ancestors 'none'");
    }
    const shell = await fetch(url + '/polizas');
    expect(shell.headers.get('x-frame-options')).to.equal('DENY');
  });

  it('sends the brotli twin when the client accepts it, else the gzip one, else the file, with Vary and the file’s own type', async () => {
    const br = await crudo(url + '/assets/grande-abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers['content-type']).to.contain('text/javascript');
    expect(br.headers.vary).to.contain('Accept-Encoding');
    expect(br.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).to.equal(br.body.length).and.below(Buffer.byteLength(GRANDE));
    expect(brotliDecompressSync(br.body).toString()).to.equal(GRANDE);

    const gz = await crudo(url + '/assets/grande-abcd.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(gz.body).toString()).to.equal(GRANDE);

    for (const encoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plano = await crudo(url + '/assets/grande-abcd.js', encoding ? { 'accept-encoding': encoding } : {});
      expect(plano.headers['content-encoding'], encoding).to.equal(undefined);
      expect(plano.body.toString(), encoding).to.equal(GRANDE);
    }
  });

  it('sends the shell compressed on any app route and still uncached, and a HEAD the compressed length', async () => {
    const res = await crudo(url + '/polizas', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers['content-type']).to.contain('text/html');
    expect(res.headers['cache-control']).to.equal('no-cache');
    expect(brotliDecompressSync(res.body).toString()).to.contain('<title>Cartera</title>');
    const head = await fetch(url + '/assets/grande-abcd.js', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers.get('content-encoding')).to.equal('gzip');
  });

  it('keeps a widget framable and uncached when it is sent compressed', async () => {
    const res = await crudo(url + '/widgets/quote-viewer/frame.html', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).to.equal('gzip');
    expect(res.headers['content-security-policy']).to.contain('frame-ancestors *');
    expect(res.headers['cache-control']).to.equal('no-cache');
    expect(gunzipSync(res.body).toString()).to.contain('Cotización');
  });
});
