import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { polizaT } from '../../../plugins/polizas/server/index.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearClave } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { filaValida, libro, servidorDeImportacion, solicitud, subirExcel } from './excel-datos.ts';

/** Issue 13: POST /excel-importer/importar with `actualizar` (additive to spec 02 §7), as `cartera importar excel --actualizar` sends it. */
describe('importacion: Excel import updating the policies already in the portfolio', function () {
  this.timeout(120_000);
  let server: TestServer;
  let agente: Cuenta;
  const CLAVE = 'XL-ACT';

  const importar = (body: unknown) => server.api('POST', '/excel-importer/importar', body, agente.auth);

  /** The agent's policies with that number, as stored. */
  const polizasCon = async (noPoliza: string) =>
    withTenant((await getTestDatabase()).knex, agente.login.agenteId, (trx) =>
      trx(polizaT.nombre).where(polizaT.col.noPoliza, noPoliza.toUpperCase()).select(`${polizaT.col.id} as id`, `${polizaT.col.concepto} as concepto`),
    );

  before(async () => {
    server = await servidorDeImportacion();
    agente = await crearAgente(server);
    await crearClave(server, agente, { clave: CLAVE });
  });
  after(() => server.close());

  it('skips an existing policy without actualizar, and updates it with actualizar: true, never duplicating it', async () => {
    const original = filaValida(CLAVE);
    const noPoliza = String(original.noPoliza);
    expect((await importar(solicitud(await subirExcel(server, agente, await libro([original]))))).body.body[0].poliza.accion).to.equal('creada');
    const [creada] = await polizasCon(noPoliza);

    const cambiada = solicitud(await subirExcel(server, agente, await libro([{ ...original, concepto: 'Camioneta de reparto' }]), 'cambiada.xlsx'));
    // The check says what importing will do with it.
    for (const [actualizar, aviso] of [
      [false, 'La póliza ya está en tu cartera: se omitirá al importar'],
      [true, 'La póliza ya está en tu cartera: se actualizará al importar'],
    ] as const) {
      const vista = await server.api('POST', '/excel-importer/process', { ...cambiada, actualizar }, agente.auth);
      expect(vista.body.body[0].noPoliza).to.include({ status: 'warning', errorMessage: aviso });
    }
    const omitida = await importar({ ...cambiada, actualizar: false });
    expect(omitida.status, JSON.stringify(omitida.body)).to.equal(200);
    expect(omitida.body.body[0]).to.deep.include({ ok: true, message: `La póliza no. ${noPoliza.toUpperCase()} ya estaba en tu cartera; se omitió` });
    expect(await polizasCon(noPoliza)).to.deep.equal([{ id: creada.id, concepto: 'Auto particular' }]);

    const actualizada = await importar({ ...cambiada, actualizar: true });
    expect(actualizada.status, JSON.stringify(actualizada.body)).to.equal(200);
    expect(actualizada.body.body[0].ok).to.equal(true);
    expect(actualizada.body.body[0].poliza).to.include({ id: creada.id, accion: 'actualizada' });
    expect(actualizada.body.body[0].message).to.match(new RegExp(`^Se ha actualizado la póliza no\\. ${noPoliza.toUpperCase()} de `));
    expect(await polizasCon(noPoliza)).to.deep.equal([{ id: creada.id, concepto: 'Camioneta de reparto' }]);
  });

  it('refuses an actualizar that is not true or false with a Spanish message on both calls, importing nothing', async () => {
    const fila = filaValida(CLAVE);
    const body = { ...solicitud(await subirExcel(server, agente, await libro([fila]))), actualizar: 'sí' };
    for (const ruta of ['/excel-importer/process', '/excel-importer/importar']) {
      const r = await server.api('POST', ruta, body, agente.auth);
      expect(r.status, ruta).to.equal(400);
      expect(r.body.message).to.equal('Actualizar las pólizas que ya existen debe ser verdadero o falso');
    }
    expect(await polizasCon(String(fila.noPoliza))).to.have.length(0);
  });
});
