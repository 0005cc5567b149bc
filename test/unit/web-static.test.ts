import { expect } from 'chai';
import Koa from 'koa';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { securityHeaders } from '../../core/server/http/security-headers.ts';
import { webStatic } from '../../core/server/http/web-static.ts';

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
    mkdirSync(path.join(dist, 'widgets', 'quote-viewer'), { recursive: true });
    writeFileSync(path.join(dist, 'widgets', 'quote-viewer', 'frame.html'), '<!doctype html><title>Cotización</title>');
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
});
