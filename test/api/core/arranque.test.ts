import { expect } from 'chai';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../../core/server/log.ts';
import { ensureWebBuild, estadoDeLaWeb, huellaDeFuentes } from '../../../core/server/web-build.ts';
import { cartera, waitFor, type Run } from '../../helpers/cli.ts';

/** Each phase's line, "fase <nombre> (<detalle>): N ms", by name. */
function fases(salida: string): Map<string, string | undefined> {
  return new Map([...salida.matchAll(/"msg":"fase ([^"(:]+?)(?: \(([^)]*)\))?: \d+ ms"/g)].map((m) => [m[1], m[2]]));
}

async function arrancarYDetener(env: Record<string, string>): Promise<string> {
  const server: Run = cartera(['serve', '--no-web'], env);
  try {
    await waitFor(server, /"msg":"listo en \d+ ms"/, 200_000);
    const [, url] = await waitFor(server, /Cartera lista en (http:\/\/\S+)/, 5_000);
    // The answer comes after the rest of the start (its signal handlers included), which awaits no I/O.
    expect((await fetch(`${url}/api/api-info`)).status).to.equal(200);
  } finally {
    server.child.kill('SIGTERM');
  }
  expect(await server.exited, server.output()).to.equal(0);
  return server.output();
}

describe('npm start: timed phases, and a second start redoes nothing', function () {
  this.timeout(420_000);
  // Always the embedded database: the point is an existing data directory.
  const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cartera-arranque-')), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', PASSWORD_HASH_COST: '12' };

  it('prints each phase and the total on a new data directory, loading SEPOMEX and the demo data', async () => {
    const salida = await arrancarYDetener(env);
    const f = fases(salida);
    expect([...f.keys()]).to.deep.equal(['configuración', 'base de datos', 'migraciones', 'plugins y SEPOMEX', 'datos de demostración', 'escucha']);
    expect(f.get('migraciones')).to.match(/^[1-9]\d* aplicadas$/);
    expect(f.get('datos de demostración')).to.equal('cuenta creada');
    expect(salida).to.contain('Catálogo SEPOMEX cargado');
  });

  it('starts again on the same directory without migrating, loading SEPOMEX or creating the demo account', async () => {
    const salida = await arrancarYDetener(env);
    const f = fases(salida);
    expect(f.get('migraciones')).to.equal('0 aplicadas');
    expect(f.get('datos de demostración')).to.equal('ya hay agentes');
    expect(f.has('plugins y SEPOMEX')).to.equal(true);
    expect(salida).not.to.contain('Catálogo SEPOMEX cargado');
    expect(salida).not.to.contain('Cuenta de demostración creada');
    expect(salida).to.match(/"msg":"listo en \d+ ms"/);
  });
});

describe('web build stamp: npm start builds the web only when its sources changed', () => {
  const log = createLogger('silent');
  const huella = huellaDeFuentes();

  /** A build folder as a finished build leaves it (the files' content does not matter here). */
  function build(partes: { indice?: boolean; widget?: boolean; sello?: string }): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cartera-web-'));
    mkdirSync(path.join(dir, 'widgets'));
    if (partes.indice !== false) writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    if (partes.widget !== false) writeFileSync(path.join(dir, 'widgets', 'quote-viewer.js'), '');
    if (partes.sello !== undefined) writeFileSync(path.join(dir, '.fuentes.sha256'), `${partes.sello}\n`);
    return dir;
  }

  it('hashes the same sources to the same value', () => {
    expect(huella).to.match(/^[0-9a-f]{64}$/);
    expect(huellaDeFuentes()).to.equal(huella);
  });

  it('tells a build made from these sources from a missing, stale, partial or unstamped one', () => {
    expect(estadoDeLaWeb(build({ sello: huella }), huella)).to.equal('al día');
    expect(estadoDeLaWeb(build({ sello: '0'.repeat(64) }), huella)).to.equal('cambió');
    expect(estadoDeLaWeb(build({ indice: false, sello: huella }), huella)).to.equal('falta');
    expect(estadoDeLaWeb(build({ widget: false, sello: huella }), huella)).to.equal('falta el widget');
    expect(estadoDeLaWeb(build({}), huella)).to.equal('sin sello');
  });

  it('leaves an up-to-date build as it is', async () => {
    const dir = build({ sello: huella });
    expect(await ensureWebBuild(log, dir)).to.deep.equal({ dir, estado: 'al día' });
  });
});
