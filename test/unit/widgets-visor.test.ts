import { expect } from 'chai';
import Koa from 'koa';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from '../../core/server/http/security-headers.ts';
import { webStatic } from '../../core/server/http/web-static.ts';
import { createLogger } from '../../core/server/log.ts';
import { PROJECT_ROOT } from '../../core/server/paths.ts';
import { buildWidgets } from '../../core/server/web-build.ts';
import { comprobarPresupuesto, presupuesto } from '../../widgets/quote-viewer/presupuesto.ts';

const UUID = '0b5e8a52-6f0e-4c1e-9d7a-3f2b1c4d5e6f';

describe('quotation viewer widget: budget, build and serving', () => {
  describe('the size budget', () => {
    const archivos = [
      { archivo: 'assets/frame-1.js', contenido: 'const a = 1;'.repeat(200) + Math.random().toString(36).repeat(40) },
      { archivo: 'assets/frame-1.css', contenido: 'body{margin:0}' },
      { archivo: 'frame.html', contenido: 'x'.repeat(50_000) },
    ];

    it('weighs JS and CSS raw and gzip, leaving the HTML out, and passes within the budget', () => {
      const informe = comprobarPresupuesto('Visor', archivos, 25 * 1024);
      expect(informe.medidas.map((m) => m.archivo)).to.deep.equal(['assets/frame-1.js', 'assets/frame-1.css']);
      expect(informe.medidas[0].bytes).to.equal(Buffer.byteLength(archivos[0].contenido));
      expect(informe.totalGzip).to.equal(informe.medidas[0].gzip + informe.medidas[1].gzip);
      expect(informe.totalGzip).to.be.below(informe.medidas[0].bytes);
      expect(informe.lineas.join('\n')).to.contain('assets/frame-1.js').and.to.contain('gzip de 25.00 KB permitidos');
    });

    it('fails when the gzip total is over the budget, saying by how much', () => {
      const total = comprobarPresupuesto('Visor', archivos, 1_000_000).totalGzip;
      expect(() => comprobarPresupuesto('Visor', archivos, total)).not.to.throw();
      expect(() => comprobarPresupuesto('Visor', archivos, total - 1)).to.throw(/Visor excede su presupuesto: .* gzip, el máximo es/);
    });
  });

  describe('the real build', () => {
    let dist: string;
    before(async function () {
      this.timeout(120_000);
      dist = mkdtempSync(path.join(os.tmpdir(), 'cartera-widgets-'));
      await buildWidgets(createLogger('silent'), dist);
    });
    after(() => rmSync(dist, { recursive: true, force: true }));

    it('writes the loader and the frame within their budgets (loader ≤ 3 KB gzip, frame JS + CSS ≤ 25 KB gzip)', () => {
      const loader = readFileSync(path.join(dist, 'widgets', 'quote-viewer.js'));
      expect(gzipSync(loader, { level: 9 }).length).to.be.at.most(3 * 1024);
      const frame = readFileSync(path.join(dist, 'widgets', 'quote-viewer', 'frame.html'), 'utf8');
      const assets = readdirSync(path.join(dist, 'widgets', 'quote-viewer', 'assets'));
      expect(assets.some((a) => a.endsWith('.js'))).to.equal(true);
      expect(assets.some((a) => a.endsWith('.css'))).to.equal(true);
      for (const a of assets) expect(frame, a).to.contain(`/widgets/quote-viewer/assets/${a}`);
      const gzip = assets.reduce((s, a) => s + gzipSync(readFileSync(path.join(dist, 'widgets', 'quote-viewer', 'assets', a)), { level: 9 }).length, 0);
      expect(gzip).to.be.at.most(25 * 1024);
      // No inline script: the page's CSP allows scripts from its own origin only.
      expect(frame).not.to.match(/<script(?![^>]*\bsrc=)[^>]*>/);
    });

    it('fails a Vite build whose output is over its budget, before writing anything', async () => {
      const { build } = await import('vite');
      const outDir = path.join(dist, 'sobrepasado');
      const loader = path.join(PROJECT_ROOT, 'widgets', 'quote-viewer', 'src', 'loader.ts');
      const intento = build({
        configFile: false,
        logLevel: 'silent',
        plugins: [presupuesto('Cargador de prueba', 100)],
        build: { outDir, lib: { entry: loader, formats: ['iife'], name: 'Prueba', fileName: () => 'prueba.js' } },
      });
      let error: unknown;
      await intento.catch((e: unknown) => (error = e));
      expect(String(error)).to.contain('Cargador de prueba excede su presupuesto');
      expect(existsSync(path.join(outDir, 'prueba.js'))).to.equal(false);
    });

    it('keeps the loader free of frameworks and of the frame’s code', () => {
      const loader = readFileSync(path.join(dist, 'widgets', 'quote-viewer.js'), 'utf8');
      expect(loader).to.contain('/widgets/quote-viewer/frame.html');
      expect(loader).not.to.match(/preact|react/i);
      expect(existsSync(path.join(dist, 'index.html'))).to.equal(false);
    });
  });

  describe('serving', () => {
    let server: Server;
    let url: string;
    let root: string;
    before(async () => {
      root = mkdtempSync(path.join(os.tmpdir(), 'cartera-dist-'));
      const widget = path.join(root, 'widgets', 'quote-viewer');
      mkdirSync(path.join(widget, 'assets'), { recursive: true });
      mkdirSync(path.join(root, 'assets'));
      writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Cartera</title>');
      writeFileSync(path.join(root, 'assets', 'app-1234.js'), 'console.log(1)');
      writeFileSync(path.join(root, 'widgets', 'quote-viewer.js'), '(function(){})()');
      writeFileSync(path.join(widget, 'frame.html'), '<!doctype html><title>Cotización</title>');
      writeFileSync(path.join(widget, 'assets', 'frame-abcd.js'), 'console.log(2)');
      const koa = new Koa();
      koa.use(securityHeaders());
      koa.use(webStatic(root));
      server = koa.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });
    after(async () => {
      await new Promise((r) => server.close(r));
      rmSync(root, { recursive: true, force: true });
    });

    const framable = (res: Response) => {
      expect(res.status).to.equal(200);
      expect(res.headers.get('x-frame-options')).to.equal(null);
      expect(res.headers.get('content-security-policy')).to.contain('frame-ancestors *');
    };
    const denied = (res: Response, p: string) => {
      expect(res.headers.get('x-frame-options'), p).to.equal('DENY');
      expect(res.headers.get('content-security-policy'), p).to.contain("frame-ancestors 'none'");
    };

    it('serves the loader at its fixed URL framable and never cached stale', async () => {
      const res = await fetch(`${url}/widgets/quote-viewer.js`);
      framable(res);
      expect(res.headers.get('content-type')).to.contain('text/javascript');
      expect(res.headers.get('cache-control')).to.equal('no-cache');
    });

    it('serves the frame page framable, no-cache, allowed to call the API on its own origin, and its hashed assets for a year', async () => {
      const page = await fetch(`${url}/widgets/quote-viewer/frame.html?uuid=${UUID}&origen=https%3A%2F%2Fagencia.mx`);
      framable(page);
      expect(page.headers.get('cache-control')).to.equal('no-cache');
      expect(page.headers.get('content-security-policy')).to.contain("connect-src 'self'").and.to.contain("script-src 'self'");
      expect(await page.text()).to.contain('<title>Cotización</title>');
      const asset = await fetch(`${url}/widgets/quote-viewer/assets/frame-abcd.js`);
      framable(asset);
      expect(asset.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    });

    it('serves the same viewer page at /cotizaciones/visor/{uuid}, not the shell, and not framable there', async () => {
      for (const p of [`/cotizaciones/visor/${UUID}`, `/cotizaciones/visor/${UUID}?uuid=${UUID}`, '/cotizaciones/visor/no-existe']) {
        const res = await fetch(url + p);
        expect(res.status, p).to.equal(200);
        expect(await res.text(), p).to.contain('<title>Cotización</title>');
        expect(res.headers.get('cache-control'), p).to.equal('no-cache');
        denied(res, p);
      }
      const shell = await fetch(`${url}/cotizaciones/12`);
      expect(await shell.text()).to.contain('<title>Cartera</title>');
    });

    it('keeps every other path unframable: the shell, its assets, missing widget files', async () => {
      for (const p of ['/', '/cotizaciones', '/cotizacion/3', '/assets/app-1234.js', '/widgets/quote-viewer/', '/widgets/quote-viewer/otro.html', '/widgets/otro.js', '/widgets']) {
        denied(await fetch(url + p), p);
      }
      expect((await fetch(`${url}/widgets/quote-viewer/assets/no-existe.js`)).status).to.equal(404);
    });
  });
});
