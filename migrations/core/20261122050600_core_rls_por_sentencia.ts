import type { Knex } from 'knex';
import { SYSTEM_CHECK, TENANT_CHECK } from '../../core/server/db/tenancy.ts';

/**
 * Row-level security reads the agent and system settings once per statement instead of once per
 * row (see TENANT_CHECK in core/server/db/tenancy.ts): every tenant table's two policies are
 * rewritten in that form. Tables created later get it from enableTenantIsolation.
 */

interface Politica {
  tabla: string;
  columna: string;
}

async function politicas(knex: Knex): Promise<Politica[]> {
  const { rows } = await knex.raw(`select tablename as tabla, qual from pg_policies where schemaname = current_schema() and policyname = 'tenant_isolation'`);
  return (rows as { tabla: string; qual: string }[]).map(({ tabla, qual }) => {
    const columna = /^\(?\s*(\w+)\s*=/.exec(qual)?.[1];
    if (!columna) throw new Error(`Política de ${tabla} con una condición inesperada: ${qual}`);
    return { tabla, columna };
  });
}

async function reescribir(knex: Knex, tenant: string, system: string): Promise<void> {
  for (const { tabla, columna } of await politicas(knex)) {
    await knex.raw(`alter policy tenant_isolation on ?? using (${tenant}) with check (${tenant})`, [tabla, columna, columna]);
    await knex.raw(`alter policy system_scope on ?? using (${system}) with check (${system})`, [tabla]);
  }
}

export async function up(knex: Knex): Promise<void> {
  await reescribir(knex, TENANT_CHECK, SYSTEM_CHECK);
}

export async function down(knex: Knex): Promise<void> {
  await reescribir(knex, '?? = cartera_agente_id()', 'cartera_sistema()');
}
