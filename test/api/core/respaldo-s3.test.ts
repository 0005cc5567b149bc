import { expect } from 'chai';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseNueva } from '../../helpers/base-nueva.ts';
import { carteraHastaTerminar } from '../../helpers/cli.ts';
import { startS3Server, type TestS3 } from '../../helpers/s3.ts';

/**
 * Issue 19, backups with STORAGE=s3 (docs/adr/045-almacenamiento-s3.md): `cartera backup` downloads
 * every object under its key, `cartera restore` puts them into the configured bucket (here another
 * stand-in), so the restore is complete; a bucket that already has objects needs --reemplazar.
 */
describe('cartera backup / restore with S3 storage: simulacro', function () {
  this.timeout(600_000);
  const pg = Boolean(process.env.DATABASE_URL);
  const raiz = mkdtempSync(path.join(os.tmpdir(), 'cartera-respaldo-s3-'));
  const bases: { url: string; borrar: () => Promise<void> }[] = [];
  const servidores: TestS3[] = [];
  after(async () => {
    for (const b of bases) await b.borrar();
    for (const s of servidores) await s.close();
  });

  async function instalacion(nombre: string, s3: TestS3): Promise<Record<string, string>> {
    const base = pg ? await baseNueva(`cartera_rs3_${nombre}_${process.pid}_${Date.now()}`) : null;
    if (base) bases.push(base);
    return { DATA_DIR: path.join(raiz, nombre), DATABASE_URL: base?.url ?? '', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '10', JWT_SECRET: '', ...s3.env() };
  }

  it('backs up the bucket’s objects with the database and restores them into another bucket, whole', async () => {
    const [origen, destino] = [await startS3Server({ bucket: 'cartera-origen' }), await startS3Server({ bucket: 'cartera-destino' })];
    servidores.push(origen, destino);
    const a = await instalacion('a', origen);
    const migrado = await carteraHastaTerminar(['migrate'], a);
    expect(migrado.code, migrado.output).to.equal(0);
    origen.objetos.set('1/polizas/polizas/Póliza 1.pdf', Buffer.from('%PDF-1.4 respaldo S3'));
    origen.objetos.set('2/clientes/expediente/ine.pdf', Buffer.from('%PDF-1.4 otro agente'));

    const respaldo = path.join(raiz, 'respaldo');
    const hecho = await carteraHastaTerminar(['backup', respaldo], a);
    expect(hecho.code, hecho.output).to.equal(0);
    expect(hecho.output).to.match(/Respaldo listo en .+: \d+ tablas, \d+ filas, 2 archivos\./);
    expect(readFileSync(path.join(respaldo, 'storage', '1', 'polizas', 'polizas', 'Póliza 1.pdf'), 'utf8')).to.equal('%PDF-1.4 respaldo S3');

    const c = await instalacion('c', destino);
    const restaurado = await carteraHastaTerminar(['restore', respaldo], c);
    expect(restaurado.code, restaurado.output).to.equal(0);
    expect(restaurado.output).to.match(/restaurado y verificado: \d+ tablas con las mismas filas y sumas, 2 archivos\./);
    console.log(`      (${pg ? 'PostgreSQL' : 'PGlite'}, S3) ${hecho.output.match(/Tiempo: .*/)?.[0]} / restauración ${restaurado.output.match(/Tiempo: .*/)?.[0]}`);
    expect(new Map([...destino.objetos].map(([k, v]) => [k, v.toString()]))).to.deep.equal(new Map([...origen.objetos].map(([k, v]) => [k, v.toString()])));
    expect(existsSync(path.join(c.DATA_DIR, 'storage'))).to.equal(false);

    // A bucket that already has objects: refused without --reemplazar, overwritten with it.
    const d = await instalacion('d', destino);
    const otraVez = await carteraHastaTerminar(['restore', respaldo], d);
    expect(otraVez.code).to.equal(1);
    expect(otraVez.output).to.match(/Ya hay archivos en el bucket S3 cartera-destino \(por ejemplo \d\/.+\): usa --reemplazar/);
    destino.objetos.set('1/polizas/polizas/Póliza 1.pdf', Buffer.from('cambiado'));
    const reemplazo = await carteraHastaTerminar(['restore', '--reemplazar', respaldo], d);
    expect(reemplazo.code, reemplazo.output).to.equal(0);
    expect(destino.objetos.get('1/polizas/polizas/Póliza 1.pdf')?.toString()).to.equal('%PDF-1.4 respaldo S3');
  });
});
