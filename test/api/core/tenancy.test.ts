import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { getTestDatabase, testDatabaseKind } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Tables with an agente_id column, or agentes itself (its id is the tenant). */
async function tenantTables(): Promise<{ table: string; column: string }[]> {
  const db = await getTestDatabase();
  const { rows } = await db.withOwner((k) =>
    k.raw(`select table_name as table, column_name as column from information_schema.columns
           where table_schema = 'public' and (column_name = 'agente_id' or (table_name = 'agentes' and column_name = 'id'))
           order by table_name`),
  );
  return rows;
}

describe(`tenancy on every tenant table (${testDatabaseKind()})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    const a = await crearAgente(server);
    await crearUsuarioAdicional(server, a, ['ROLE_CLIENTES_R']);
    const b = await crearAgente(server);
    await crearUsuarioAdicional(server, b, ['ROLE_CLIENTES_R']);
    await server.api('POST', '/eventos/pagina', { path: '/resumen' }, a.auth);
    await server.api('POST', '/eventos/pagina', { path: '/resumen' }, b.auth);
  });
  after(() => server.close());

  it('forces row-level security with the tenant and system policies on each of them; views read as their reader', async () => {
    const db = await getTestDatabase();
    // Operational logs the API never lists: their own policies (rows of the agent, or system scope).
    const operativas = new Set(['app_errors', 'correos_salientes']);
    for (const { table } of await tenantTables()) {
      const { rows } = await db.withOwner((k) =>
        k.raw(
          `select c.relkind, c.relrowsecurity, c.relforcerowsecurity, coalesce(c.reloptions, '{}') as options,
                      array(select polname::text from pg_policy where polrelid = c.oid order by polname) as policies
               from pg_class c where c.relname = ?`,
          [table],
        ),
      );
      const { relkind, options, ...seguridad } = rows[0];
      if (operativas.has(table)) {
        expect(seguridad.relforcerowsecurity, table).to.equal(true);
        continue;
      }
      // A published view (docs/adr/020) adds no policy of its own: it must apply its reader's, or a
      // view owned by the migrating role would show every agent's rows.
      if (relkind === 'v') expect(options, table).to.include('security_invoker=true');
      else expect(seguridad, table).to.deep.equal({ relrowsecurity: true, relforcerowsecurity: true, policies: ['system_scope', 'tenant_isolation'] });
    }
  });

  it('shows a query without a where clause only the bound agent’s rows, on every tenant table', async () => {
    const db = await getTestDatabase();
    const tables = await tenantTables();
    const agentes = await db.withOwner((k) => k('agentes').pluck('id'));
    expect(agentes.length).to.be.at.least(2);
    for (const agenteId of agentes.slice(-2)) {
      for (const { table, column } of tables) {
        if (table === 'app_errors' || table === 'correos_salientes') continue;
        const seen = await withTenant(db.knex, agenteId, (trx) => trx(table).distinct(column).pluck(column));
        expect(
          seen.every((id: number) => id === agenteId),
          `${table} as agent ${agenteId}: ${seen}`,
        ).to.equal(true);
        if (['agentes', 'usuarios', 'suscripciones', 'eventos_pagina'].includes(table)) expect(seen, table).to.deep.equal([agenteId]);
      }
    }
  });
});
