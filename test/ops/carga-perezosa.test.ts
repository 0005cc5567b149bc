import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MENSAJES_PAGOS } from '../../plugins/cuentas/shared/pagos.ts';
import { testDatabaseKind } from '../helpers/db.ts';
import { instalacionDePrueba, sesionEnInstancia } from './procesos.ts';

const REGISTRAR = pathToFileURL(path.join(import.meta.dirname, 'vigia', 'registrar.js')).href;

/**
 * A server loads only what its configuration and its requests use (docs/adr/032-importacion-excel.md,
 * session 12 on). Without Stripe keys, S3 storage, a report exported or a message sent, their
 * packages stay on disk, and on PostgreSQL so does the embedded one: each is megabytes of heap and
 * resident memory at every start.
 */
describe(`a server loads only what it uses (${testDatabaseKind()})`, function () {
  this.timeout(300_000);
  const instalacion = instalacionDePrueba('perezosa');
  const archivo = path.join(instalacion.dataDir, 'paquetes.txt');

  it('starts and serves without importing the Stripe, S3, Excel, CSV and mail packages, nor PGlite on PostgreSQL', async () => {
    const base = await instalacion.base();
    const sinExtras = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STORAGE: 'disk' };
    const inst = await instalacion.iniciar({ ...sinExtras, NODE_OPTIONS: `--import ${REGISTRAR}`, VIGIA_ARCHIVO: archivo });
    const { server, cuenta } = await sesionEnInstancia(inst.url, base.correo, base.password);
    for (const ruta of ['/clientes?page=1&size=10', '/polizas?page=1&size=10']) {
      const res = await server.api('GET', ruta, undefined, cuenta.auth);
      expect(res.status, `${ruta}: ${JSON.stringify(res.body)}`).to.equal(200);
    }
    // Card payments answer that this installation takes none, without loading the SDK to say so.
    const portal = await server.api('POST', '/payments/stripe/portal', undefined, cuenta.auth);
    expect(portal.body).to.include({ ok: false, message: MENSAJES_PAGOS.noConfigurado });
    await inst.senal('SIGTERM');

    const paquetes = new Set(readFileSync(archivo, 'utf8').split('\n'));
    // The hooks saw the server's own packages: an empty list would prove nothing.
    expect([...paquetes]).to.include.members(['koa', 'knex', 'objection']);
    const ausentes = ['stripe', '@aws-sdk/client-s3', 'exceljs', 'csv-stringify', 'nodemailer', ...(base.url ? ['@electric-sql/pglite', 'knex-pglite'] : [])];
    expect(ausentes.filter((p) => paquetes.has(p))).to.deep.equal([]);
  });
});
