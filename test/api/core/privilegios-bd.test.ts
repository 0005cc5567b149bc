import { expect } from 'chai';
import { withSystemScope, withTenant } from '../../../core/server/db/tenancy.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { getTestDatabase, testDatabaseKind } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** What the role requests run as may do beyond row-level security on tenant tables (issue 12 item 9). */
describe(`the app role's privileges (${testDatabaseKind()})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const negado = async (fn: () => Promise<unknown>) =>
    expect(
      String(
        await fn().then(
          () => 'permitido',
          (e: Error) => e.message,
        ),
      ),
    ).to.match(/permission denied|permiso denegado/);

  it('cannot change the plans catalogue nor the migrations’ bookkeeping', async () => {
    const { knex } = await getTestDatabase();
    await negado(() => withSystemScope(knex, (trx) => trx.raw(`update planes set precio = 0`)));
    await negado(() => withSystemScope(knex, (trx) => trx.raw(`delete from plan_items`)));
    await negado(() => withSystemScope(knex, (trx) => trx.raw(`delete from knex_migrations`)));
    await negado(() => withSystemScope(knex, (trx) => trx.raw(`select * from knex_migrations`)));
  });

  it('sees only its own agent’s outbox and error reports, and may only mark a message delivered', async () => {
    const a = await crearAgente(server);
    const b = await crearAgente(server);
    await server.api('POST', '/app-errors', { mensaje: 'fallo de a' }, a.auth);
    const { knex } = await getTestDatabase();
    const deA = await withTenant(knex, a.login.agenteId, async (trx) => ({
      correos: await trx('correos_salientes').pluck('agente_id'),
      errores: await trx('app_errors').pluck('agente_id'),
    }));
    expect(deA.correos.length).to.be.greaterThan(0);
    expect([...new Set([...deA.correos, ...deA.errores])]).to.deep.equal([a.login.agenteId]);
    expect(await withTenant(knex, null, (trx) => trx('correos_salientes').pluck('id'))).to.deep.equal([]);
    await negado(() => withTenant(knex, b.login.agenteId, (trx) => trx.raw(`update correos_salientes set texto = 'otro'`)));
    await negado(() => withTenant(knex, b.login.agenteId, (trx) => trx.raw(`delete from correos_salientes`)));
  });
});
