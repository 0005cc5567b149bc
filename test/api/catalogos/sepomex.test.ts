import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../core/server/db/database.ts';
import { PROJECT_ROOT } from '../../../core/server/paths.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

describe('GET /api/sepomex/:cp', () => {
  let server: TestServer;
  let agente: Cuenta;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
  });
  after(() => server.close());

  const buscar = (cp: string) => server.api('GET', `/sepomex/${cp}`, undefined, agente.auth);

  it('finds Roma Norte, Cuauhtémoc, Ciudad de México under 06700', async () => {
    const res = await buscar('06700');
    expect(res.status).to.equal(200);
    expect(res.body.ok).to.equal(true);
    const [roma] = res.body.body;
    expect(res.body.body).to.have.length(1);
    expect(roma).to.deep.equal({ id: roma.id, asentamiento: 'Roma Norte', municipio: 'Cuauhtémoc', estado: 'Ciudad de México', ciudad: 'Ciudad de México', tipo: 'Colonia' });
    expect(roma.id).to.be.a('number');
  });

  it('finds Guadalajara, Jalisco under 44100', async () => {
    const { body } = await buscar('44100');
    expect(body.body.map((a: { asentamiento: string }) => a.asentamiento)).to.include('Guadalajara Centro');
    for (const a of body.body) expect(a).to.include({ municipio: 'Guadalajara', estado: 'Jalisco', ciudad: 'Guadalajara' });
  });

  it('lists the settlements of 64000 (Monterrey, Nuevo León) ordered by name', async () => {
    const { body } = await buscar('64000');
    expect(body.body.map((a: { asentamiento: string }) => a.asentamiento)).to.deep.equal(['La Finca', 'Monterrey Centro']);
    for (const a of body.body) expect(a).to.include({ municipio: 'Monterrey', estado: 'Nuevo León' });
  });

  it('answers an empty list for a postal code that does not exist', async () => {
    const res = await buscar('00000');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ ok: true, message: '', body: [] });
  });

  it('refuses a postal code that is not 5 digits', async () => {
    for (const cp of ['6700', '067000', 'abcde', '06%207', '0670%00']) {
      const res = await buscar(cp);
      expect(res.status, cp).to.equal(400);
      expect(res.body.message, cp).to.equal('El código postal debe tener 5 dígitos');
    }
  });

  it('asks for a session', async () => {
    const res = await server.api('GET', '/sepomex/06700');
    expect(res.status).to.equal(401);
  });
});

describe('cartera sepomex:importar', function () {
  this.timeout(90_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartera-sepomex-'));
  // Always the embedded database in its own directory: the command opens it like an operator would.
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const AVISO =
    'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México y se proporciona en forma gratuita para uso particular, no estando permitida su comercialización, total o parcial, ni su distribución a terceros bajo ningún concepto.';
  const ENCABEZADO = 'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';
  const ROMA = '06700|Roma Norte|Colonia|Cuauhtémoc|Ciudad de México|Ciudad de México|06401|09|06401||09|015|0947|Urbano|06';
  const CONDESA = '06140|Condesa|Colonia|Cuauhtémoc|Ciudad de México|Ciudad de México|06141|09|06141||09|015|0925|Urbano|06';
  const RANCHERIA = '20900|San José de Gracia|Ranchería|Jesús María|Aguascalientes||20901|01|20901||29|005|0512|Rural|';

  /** Writes an official-looking download: Latin-1, CRLF, notice and header. */
  function archivo(nombre: string, filas: string[]): string {
    const ruta = path.join(dataDir, nombre);
    writeFileSync(ruta, Buffer.from([AVISO, ENCABEZADO, ...filas, ''].join('\r\n'), 'latin1'));
    return ruta;
  }

  function importar(ruta: string): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'cli', 'index.ts'), 'sepomex:importar', ruta], { cwd: PROJECT_ROOT, env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
  }

  it('loads a file, then replaces it atomically with a newer one, keeping the ids of settlements that remain', async () => {
    const primero = await importar(archivo('CPdescarga.txt', [ROMA, CONDESA]));
    expect(primero.code, primero.output).to.equal(0);
    expect(primero.output).to.contain('2 asentamientos de 2 códigos postales (Latin-1)');
    expect(primero.output).to.match(/Catálogo SEPOMEX actualizado en [\d.]+ s: 2 asentamientos, 2 nuevos, 0 actualizados, 0 eliminados\./);

    const segundo = await importar(archivo('CPdescarga-nuevo.txt', [ROMA.replace('Roma Norte', 'Roma Nte.'), RANCHERIA]));
    expect(segundo.code, segundo.output).to.equal(0);
    expect(segundo.output).to.match(/2 asentamientos, 1 nuevos, 1 actualizados, 1 eliminados\./);
  });

  it('refuses a missing file or a bad line with a clear message and leaves the catalogue intact', async () => {
    const falta = await importar(path.join(dataDir, 'no-existe.txt'));
    expect(falta.code).to.equal(1);
    expect(falta.output).to.contain(`Error: No existe el archivo ${path.join(dataDir, 'no-existe.txt')}`);

    const ruta = archivo('roto.txt', [CONDESA, '06700|Roma Norte|Colonia']);
    const roto = await importar(ruta);
    expect(roto.code).to.equal(1);
    expect(roto.output).to.contain(`Error: ${ruta}, línea 4: se esperaban 15 campos separados por "|" y hay 3; el catálogo no se modificó`);
    expect(roto.output).not.to.match(/\n\s+at /);

    const db = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const filas = await db.knex('sepomex').orderBy('cp').select('id', 'cp', 'asentamiento', 'municipio', 'ciudad');
      // Roma Norte was the first row of the first file: renamed, it keeps id 1.
      expect(filas).to.deep.equal([
        { id: 1, cp: '06700', asentamiento: 'Roma Nte.', municipio: 'Cuauhtémoc', ciudad: 'Ciudad de México' },
        { id: 3, cp: '20900', asentamiento: 'San José de Gracia', municipio: 'Jesús María', ciudad: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
