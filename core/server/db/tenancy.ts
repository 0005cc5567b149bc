import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Runs fn in a transaction bound to one agent: row-level-security policies on tenant tables compare
 * agente_id with this setting, so even a query that forgets its where clause sees only this agent.
 * The setting is transaction-local (set_config(..., true)) and vanishes at commit or rollback.
 */
export async function withTenant<T>(knex: Knex, agenteId: number | null, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    await trx.raw(`select set_config('app.agente_id', ?, true)`, [agenteId === null ? '' : String(agenteId)]);
    return fn(trx);
  });
}

/** The statement that binds the agent and then reads `lectura` (select-list entries) under it. */
function sentenciaDeLectura(knex: Knex, agenteId: number, lectura: (knex: Knex) => Knex.Raw): Knex.Raw {
  return knex.raw(`select set_config('app.agente_id', ?, true) as agente, ?`, [String(agenteId), lectura(knex)]);
}

/**
 * withTenant whose set-up statement also reads `lectura` (select-list entries, typically scalar
 * subqueries) once the agent is bound, and hands fn the row: one round trip instead of two for what
 * every request reads first (its session). PostgreSQL evaluates a select list from left to right, so
 * set_config runs before the subqueries; were that ever not so, they would see no agent and
 * row-level security would hide every row (the check fails closed: 401, never another agent's data).
 */
export async function withTenantLeyendo<T, F>(knex: Knex, agenteId: number, lectura: (knex: Knex) => Knex.Raw, fn: (trx: Knex.Transaction, fila: F) => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    const { rows } = await sentenciaDeLectura(trx, agenteId, lectura);
    return fn(trx, rows[0] as F);
  });
}

/**
 * A read that is one statement, run as one: no BEGIN, no COMMIT. The statement binds the agent and
 * reads `lectura` as withTenantLeyendo's set-up does, in the implicit transaction PostgreSQL gives a
 * statement sent outside any transaction block; set_config(..., true) lasts only that long, so the
 * pooled connection goes back with no agent bound (test/api/core/lectura-de-una-sentencia.test.ts).
 * Only on the root knex: inside an open transaction the setting would outlive the statement. Only
 * for reads of a fixed shape: each distinct text stays prepared on the connections that ran it.
 */
export async function leerEnUnaSentencia<F>(knex: Knex, agenteId: number, lectura: (knex: Knex) => Knex.Raw): Promise<F> {
  if (knex.isTransaction) throw new Error('leerEnUnaSentencia corre fuera de toda transacción');
  const sentencia = sentenciaDeLectura(knex, agenteId, lectura);
  // A prepared statement named after its text (pg honours `name`; PGlite ignores it): PostgreSQL
  // parses and plans it once per connection, and each request sends only its values. Such reads
  // have a fixed shape (a route and, at most, a few variants), so a connection keeps a few names.
  sentencia.options({ name: `cartera_${createHash('sha1').update(sentencia.toSQL().sql).digest('base64url').slice(0, 20)}` });
  const { rows } = await sentencia;
  return rows[0] as F;
}

/**
 * The transaction's agent said outright, for the planner: row-level security already limits the
 * rows, but its condition (an OR with system scope) is no equality, so without this the planner can
 * use no (agente_id, …) index and sorts or scans every agent's rows. Read once per statement.
 */
export function delAgente(knex: Knex, columna: string): Knex.Raw {
  return knex.raw('?? = (select cartera_agente_id())', [columna]);
}

/**
 * Runs fn in a transaction that may see every agent's rows: only for sign-in, registration and
 * scheduled jobs, which find the agent before they can bind one. Named so it stands out in review.
 */
export async function withSystemScope<T>(knex: Knex, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    await trx.raw(`select set_config('app.sistema', 'on', true)`);
    const result = await fn(trx);
    // Inside a request's transaction this is a savepoint, whose release would keep the setting for
    // the rest of the request: switch it off again (a failure rolls the savepoint back anyway).
    if (knex.isTransaction) await trx.raw(`select set_config('app.sistema', '', true)`);
    return result;
  });
}

/**
 * Migration helper for a tenant table: enables and forces row-level security; rows are visible and
 * writable only for the agent of the current transaction (none when unset) or in system scope.
 * `column` is agente_id except on agentes itself, whose key is the tenant.
 */
export async function enableTenantIsolation(knex: Knex, table: string, column = 'agente_id'): Promise<void> {
  await knex.raw(`alter table ?? enable row level security`, [table]);
  await knex.raw(`alter table ?? force row level security`, [table]);
  await knex.raw(`create policy tenant_isolation on ?? using (${TENANT_CHECK}) with check (${TENANT_CHECK})`, [table, column, column]);
  await knex.raw(`create policy system_scope on ?? using (${SYSTEM_CHECK}) with check (${SYSTEM_CHECK})`, [table]);
}

/**
 * The policies' conditions (`??` is the tenant column). The settings are read in a scalar subquery,
 * which PostgreSQL evaluates once per statement (an InitPlan) instead of once per row: counting an
 * agent's 20,000 clients spent more time reading settings than counting.
 */
export const TENANT_CHECK = '?? = (select cartera_agente_id())';
export const SYSTEM_CHECK = '(select cartera_sistema())';

export async function disableTenantIsolation(knex: Knex, table: string): Promise<void> {
  await knex.raw(`drop policy if exists tenant_isolation on ??`, [table]);
  await knex.raw(`drop policy if exists system_scope on ??`, [table]);
  await knex.raw(`alter table ?? no force row level security`, [table]);
  await knex.raw(`alter table ?? disable row level security`, [table]);
}
