import { expect } from 'chai';
import type { Knex } from 'knex';
import { crearAgente } from '../../../core/server/auth/agentes.ts';
import type { Database } from '../../../core/server/db/database.ts';
import { withSystemScope, withTenant } from '../../../core/server/db/tenancy.ts';
import { crearRegistros } from '../../../plugins/crm/server/index.ts';
import { bitacoraTextoT } from '../../../plugins/crm/server/models/bitacora-texto.model.ts';
import { bitacoraT } from '../../../plugins/crm/server/models/bitacora.model.ts';
import type { NuevoRegistro } from '../../../plugins/crm/server/services/bitacora.service.ts';
import { migrar, openScratchDatabase, testDatabaseKind } from '../../helpers/db.ts';

/**
 * A large batch (insertarEnLote) brings its table's statistics up to date inside its transaction
 * when they know far fewer rows (cartera_estadisticas_al_dia, ADR 032): otherwise a new
 * installation's first import planned its foreign-key checks for an empty table and took 83 s for
 * 10,000 rows instead of 7 s. Small batches never analyze, a table already known large is left
 * alone, and another session's ANALYZE or VACUUM never makes the batch wait.
 */
describe('statistics kept up to date by large batch writes (issue 13)', function () {
  this.timeout(120_000);
  let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
  let db: Database;
  let escritor: { agenteId: number; usuarioId: number };

  before(async () => {
    // A new database: its tables have never been analyzed, as on a new installation.
    scratch = await openScratchDatabase();
    db = await migrar(scratch.db);
    escritor = await withSystemScope(db.knex, (trx) =>
      crearAgente(trx, null, { correo: `estadisticas.${process.pid}@prueba.mx`, nombre: 'Esta', apPaterno: 'Dística', apMaterno: null, cedula: null }, 'x'),
    );
  });
  after(() => scratch?.drop());

  const registros = (n: number, desde = 0): NuevoRegistro[] =>
    Array.from({ length: n }, (_, i) => ({
      entidad: 'clientes',
      duenoId: desde + i + 1,
      asunto: 'Lote',
      tipo: 'nota general',
      textos: [{ tipo: 'nota general', texto: `Nota ${desde + i + 1}`, adjunto: null }],
    }));
  const conocidas = async (k: Knex, tabla: string) => Number((await k.raw(`select reltuples from pg_class where oid = ?::regclass`, [tabla])).rows[0].reltuples);

  it('analyzes a table its statistics think small after a batch of 200 rows or more, and sees the transaction’s own rows', async () => {
    await withTenant(db.knex, escritor.agenteId, async (trx) => {
      await crearRegistros(trx, escritor, registros(150));
      expect(await conocidas(trx, bitacoraT.nombre), 'a batch under 200 rows leaves the statistics alone').to.be.below(150);
      await crearRegistros(trx, escritor, registros(300, 150));
      expect(await conocidas(trx, bitacoraT.nombre)).to.equal(450);
      expect(await conocidas(trx, bitacoraTextoT.nombre)).to.equal(450);
    });
  });

  it('leaves a table alone when its statistics already know four times the batch', async () => {
    await withTenant(db.knex, escritor.agenteId, async (trx) => {
      await crearRegistros(trx, escritor, registros(1000, 1000));
      const antes = await conocidas(trx, bitacoraT.nombre);
      expect(antes).to.equal(1450);
      await crearRegistros(trx, escritor, registros(300, 3000));
      expect(await conocidas(trx, bitacoraT.nombre), '1,450 known rows are over four times 300').to.equal(antes);
    });
  });

  it('never waits for another session holding the table: the batch is written and the statistics stay', async function () {
    if (testDatabaseKind() !== 'postgres') this.skip(); // PGlite has one connection: no other session can hold a lock.
    const bloqueo = await db.knex.transaction();
    try {
      // What ANALYZE and VACUUM take, held until this test lets go of it.
      await bloqueo.raw(`lock table ${bitacoraT.nombre} in share update exclusive mode`);
      await withTenant(db.knex, escritor.agenteId, async (trx) => {
        await trx.raw(`select set_config('lock_timeout', '20s', true)`);
        const antes = await conocidas(trx, bitacoraT.nombre);
        const ids = await crearRegistros(trx, escritor, registros(5000, 4000));
        expect(ids).to.have.length(5000);
        expect(await conocidas(trx, bitacoraT.nombre), 'not analyzed: the table was held').to.equal(antes);
        expect((await trx.raw(`select current_setting('lock_timeout') as t`)).rows[0].t, 'the caller’s own setting is kept').to.equal('20s');
      });
    } finally {
      await bloqueo.rollback();
    }
  });
});
