import type { Knex } from 'knex';

/**
 * Statistics for large batch writes (ADR 032). PostgreSQL plans a trigger's or a foreign key's
 * statement once per connection from the table's statistics; inside one large transaction on tables
 * that were small at their last ANALYZE (a new installation's first import), those plans scan every
 * row written so far for each new one, and each part of an import is slower than the one before.
 * `cartera_estadisticas_al_dia(tabla, nuevas)`, called after a batch of `nuevas` rows, analyzes the
 * table when its statistics know fewer than four times that many rows: it sees the transaction's own
 * rows, and the plans made from the old statistics are made again. The app's role does not own the
 * tables, so the function runs as their owner (security definer, fixed search_path). It never waits:
 * when another ANALYZE or VACUUM holds the table, it gives up within 100 ms and answers false.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function cartera_estadisticas_al_dia(p_tabla regclass, p_nuevas bigint) returns boolean
    language plpgsql security definer set search_path = pg_catalog, public as $$
    declare
      conocidas real;
      espera text := current_setting('lock_timeout');
    begin
      select reltuples into conocidas from pg_class where oid = p_tabla and relnamespace = 'public'::regnamespace;
      if conocidas is null or conocidas >= 4 * p_nuevas then return false; end if;
      begin
        perform set_config('lock_timeout', '100ms', true);
        execute format('analyze %s', p_tabla);
        perform set_config('lock_timeout', espera, true);
        return true;
      exception when lock_not_available then
        return false;
      end;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists cartera_estadisticas_al_dia(regclass, bigint)');
}
