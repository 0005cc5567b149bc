import { expect } from 'chai';
import type { Knex } from 'knex';
import { openDatabase, type Database } from '../../../core/server/db/database.ts';
import { leerEnUnaSentencia, withTenant } from '../../../core/server/db/tenancy.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase, testDatabaseKind } from '../../helpers/db.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/**
 * Issue 19: a read sent as one statement, without BEGIN and COMMIT (leerEnUnaSentencia, the routes
 * of ApiRouter.leer), binds its agent only for that statement. On a pool of one connection, so every
 * read reuses the very connection the previous one used, no agent is left bound for the next user:
 * not after a read, not after a failed one, not for another agent's read right after. On PostgreSQL
 * the read is a prepared statement, which every agent's read of that shape reuses.
 */
describe('reads in one statement leave no agent bound on a pooled connection (issue 19)', function () {
  this.timeout(120_000);
  let server: TestServer;
  let uno: Database;
  let a: Cuenta;
  let b: Cuenta;
  let clientesDeA: number;
  let clientesDeB: number;

  before(async () => {
    server = await startTestServer();
    // PGlite has one connection anyway; PostgreSQL gets a pool of one on the same database.
    uno = testDatabaseKind() === 'postgres' ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolMax: 1 }) : await getTestDatabase();
    a = await crearAgente(server);
    b = await crearAgente(server);
    await crearCliente(server, a);
    await crearCliente(server, a);
    await crearCliente(server, b);
    const contar = (agenteId: number) => withTenant(uno.knex, agenteId, async (trx) => Number((await trx('clientes').count({ n: '*' }))[0].n));
    clientesDeA = await contar(a.login.agenteId);
    clientesDeB = await contar(b.login.agenteId);
  });
  after(async () => {
    if (testDatabaseKind() === 'postgres') await uno.close();
    await server?.close();
  });

  const clientes = (agenteId: number) =>
    leerEnUnaSentencia<{ n: number; agenteVisto: string }>(uno.knex, agenteId, (k: Knex) =>
      k.raw(`(select count(*) from clientes) as n, current_setting('app.agente_id', true) as "agenteVisto"`),
    );

  /** What the connection holds once the read is over: the agent bound (none expected) and the tenant rows it sees. */
  async function despues(): Promise<{ agente: string | null; clientes: number }> {
    const { rows } = await uno.knex.raw(`select current_setting('app.agente_id', true) as agente, (select count(*) from clientes) as clientes`);
    return { agente: rows[0].agente, clientes: Number(rows[0].clientes) };
  }

  it('sees its own agent during the statement and none after it', async () => {
    expect(clientesDeA).to.equal(2);
    expect(clientesDeB).to.equal(1);
    const leido = await clientes(a.login.agenteId);
    expect(Number(leido.n)).to.equal(clientesDeA);
    expect(leido.agenteVisto).to.equal(String(a.login.agenteId));
    const resto = await despues();
    expect(resto.agente ?? '').to.equal('');
    expect(resto.clientes).to.equal(0);
  });

  it('gives each of many interleaved reads of two agents its own rows only', async () => {
    const agentes = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? b : a));
    const leidos = await Promise.all(agentes.map((c) => clientes(c.login.agenteId)));
    leidos.forEach((leido, i) => {
      const cuenta = agentes[i];
      expect(leido.agenteVisto).to.equal(String(cuenta.login.agenteId));
      expect(Number(leido.n)).to.equal(cuenta === a ? clientesDeA : clientesDeB);
    });
    expect((await despues()).agente ?? '').to.equal('');
  });

  it('leaves no agent bound after a statement that fails', async () => {
    const fallida = leerEnUnaSentencia(uno.knex, a.login.agenteId, (k) => k.raw(`(select count(*) / 0 from clientes) as n`));
    let error: unknown;
    await fallida.catch((e: unknown) => (error = e));
    expect(String(error)).to.match(/division by zero/);
    const resto = await despues();
    expect(resto.agente ?? '').to.equal('');
    expect(resto.clientes).to.equal(0);
  });

  it('prepares a read once per connection on PostgreSQL, and every agent reuses it', async function () {
    if (testDatabaseKind() !== 'postgres') this.skip(); // PGlite has no named statements: it ignores the name.
    for (const cuenta of [a, b, a, b]) await clientes(cuenta.login.agenteId);
    const { rows } = await uno.knex.raw(
      `select count(*)::int as n from pg_prepared_statements where name like 'cartera\\_%' and statement like '%current_setting(''app.agente_id'', true) as "agenteVisto"%'`,
    );
    expect(rows[0].n).to.equal(1);
  });

  it('refuses to run inside a transaction, where the setting would outlive the statement', async () => {
    let error: unknown;
    await withTenant(uno.knex, a.login.agenteId, (trx) => leerEnUnaSentencia(trx, b.login.agenteId, (k) => k.raw('1 as uno')).catch((e: unknown) => (error = e)));
    expect(String(error)).to.match(/fuera de toda transacción/);
  });
});
