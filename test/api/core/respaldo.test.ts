import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../core/server/db/database.ts';
import { withSystemScope } from '../../../core/server/db/tenancy.ts';
import { huellaDe, type Huella } from '../../../core/server/respaldo/huella.ts';
import { baseNueva } from '../../helpers/base-nueva.ts';
import { carteraHastaTerminar } from '../../helpers/cli.ts';

/** The fingerprint of a database, read as `cartera backup` reads it. */
async function huella(opciones: { databaseUrl?: string; pgliteDir?: string }): Promise<Huella> {
  const db = await openDatabase(opciones);
  try {
    return await db.withOwner((k) => withSystemScope(k, (trx) => huellaDe(trx)));
  } finally {
    await db.close();
  }
}

/**
 * Issue 19, backups: a drill on the database under test. The demo installation and a stored file
 * are backed up, restored into a fresh database and DATA_DIR, and every table compared by rows and
 * checksum; the times are printed. A restore never overwrites data without --reemplazar.
 */
describe('cartera backup / restore: simulacro', function () {
  this.timeout(600_000);
  const pg = Boolean(process.env.DATABASE_URL);
  const raiz = mkdtempSync(path.join(os.tmpdir(), 'cartera-respaldo-'));
  const env = (dataDir: string, databaseUrl = '') => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '10', JWT_SECRET: '' });
  const bases: { url: string; borrar: () => Promise<void> }[] = [];
  after(async () => {
    for (const b of bases) await b.borrar();
  });

  it('restores the demo installation and its files into a new one, table by table identical', async () => {
    const sufijo = `${process.pid}_${Date.now()}`;
    const [origen, destino] = pg ? [await baseNueva(`cartera_rsp_a_${sufijo}`), await baseNueva(`cartera_rsp_b_${sufijo}`)] : [null, null];
    if (origen && destino) bases.push(origen, destino);
    const a = env(path.join(raiz, 'a'), origen?.url);
    const c = env(path.join(raiz, 'c'), destino?.url);
    const demo = await carteraHastaTerminar(['seed:demo'], a);
    expect(demo.code, demo.output).to.equal(0);
    mkdirSync(path.join(a.DATA_DIR, 'storage', 'agentes', '1'), { recursive: true });
    writeFileSync(path.join(a.DATA_DIR, 'storage', 'agentes', '1', 'poliza.pdf'), '%PDF-1.4 respaldo');

    const respaldo = path.join(raiz, 'respaldo');
    const hecho = await carteraHastaTerminar(['backup', respaldo], a);
    expect(hecho.code, hecho.output).to.equal(0);
    expect(hecho.output).to.match(/Respaldo listo en .+: \d+ tablas, \d+ filas, 1 archivos\./);
    const restaurado = await carteraHastaTerminar(['restore', respaldo], c);
    expect(restaurado.code, restaurado.output).to.equal(0);
    expect(restaurado.output).to.match(/restaurado y verificado: \d+ tablas con las mismas filas y sumas, 1 archivos\./);
    console.log(`      (${pg ? 'PostgreSQL' : 'PGlite'}) ${hecho.output.match(/Tiempo: .*/)?.[0]} / restauración ${restaurado.output.match(/Tiempo: .*/)?.[0]}`);

    // Checked here too, independently of the command's own verification.
    const antes = await huella(pg ? { databaseUrl: origen?.url } : { pgliteDir: path.join(a.DATA_DIR, 'pglite') });
    const despues = await huella(pg ? { databaseUrl: destino?.url } : { pgliteDir: path.join(c.DATA_DIR, 'pglite') });
    expect(Object.keys(antes).length).to.be.greaterThan(40);
    expect(antes.clientes.filas).to.equal(40);
    expect(despues).to.deep.equal(antes);
    expect(readFileSync(path.join(c.DATA_DIR, 'storage', 'agentes', '1', 'poliza.pdf'), 'utf8')).to.equal('%PDF-1.4 respaldo');
    // The secret that encrypts portal keys travels with the data.
    expect(readFileSync(path.join(c.DATA_DIR, 'jwt-secret'), 'utf8')).to.equal(readFileSync(path.join(a.DATA_DIR, 'jwt-secret'), 'utf8'));

    // Again into the same place: refused, and nothing touched; with --reemplazar the old files are set aside.
    const otraVez = await carteraHastaTerminar(['restore', respaldo], c);
    expect(otraVez.code).to.equal(1);
    expect(otraVez.output).to.match(
      pg
        ? /La base de datos de destino ya tiene tablas: restaura en una base nueva o usa --reemplazar/
        : /Ya hay una base de datos en .+: restaura en un DATA_DIR nuevo o usa --reemplazar/,
    );
    const encima = await carteraHastaTerminar(['backup', respaldo], a);
    expect([encima.code, encima.output]).to.deep.equal([1, `Error: La carpeta ${respaldo} ya existe y no está vacía: elige una nueva\n`]);
    const reemplazo = await carteraHastaTerminar(['restore', '--reemplazar', respaldo], c);
    expect(reemplazo.code, reemplazo.output).to.equal(0);
    expect(existsSync(path.join(c.DATA_DIR, 'storage'))).to.equal(true);
  });

  it('refuses a folder that is not a backup, and a backup of the other kind of database', async () => {
    const nada = await carteraHastaTerminar(['restore', raiz], env(path.join(raiz, 'x')));
    expect(nada.code).to.equal(1);
    expect(nada.output).to.include(`${raiz} no es un respaldo de Cartera (falta manifiesto.json)`);
    const otro = path.join(raiz, 'otro');
    mkdirSync(otro);
    writeFileSync(path.join(otro, 'manifiesto.json'), JSON.stringify({ formato: 1, base: pg ? 'pglite' : 'postgres', archivoBase: 'x', huella: {} }));
    const cruzado = await carteraHastaTerminar(['restore', otro], env(path.join(raiz, 'y'), process.env.DATABASE_URL));
    expect(cruzado.code).to.equal(1);
    expect(cruzado.output).to.include(pg ? 'El respaldo es de pglite y la configuración usa postgres' : 'El respaldo es de postgres y la configuración usa pglite');
  });
});
