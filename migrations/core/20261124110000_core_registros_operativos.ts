import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';

/**
 * The outbox and the UI error reports under row-level security, and the app role granted only what
 * it uses (issue 12 item 9). A request sees the outbox rows and error reports of its own agent; the
 * flows that run before an agent is known (registration, password reset, error reports from the sign-in
 * page) write in system scope. Delivery may only mark a message sent or failed. The app never
 * touches the migrations' bookkeeping. Frozen text.
 */
const VISIBLE = '(agente_id = (select cartera_agente_id()) or (select cartera_sistema()))';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`revoke all on knex_migrations, knex_migrations_lock from ${APP_ROLE}`);
  for (const tabla of ['correos_salientes', 'app_errors']) {
    await knex.raw(`alter table ${tabla} enable row level security`);
    await knex.raw(`alter table ${tabla} force row level security`);
    await knex.raw(`create policy visible on ${tabla} for select using ${VISIBLE}`);
    await knex.raw(`create policy registrar on ${tabla} for insert with check ${VISIBLE}`);
    await knex.raw(`revoke update, delete, truncate on ${tabla} from ${APP_ROLE}`);
  }
  await knex.raw(`create policy entregar on correos_salientes for update using ${VISIBLE} with check ${VISIBLE}`);
  await knex.raw(`grant update (estado, enviado_at, error) on correos_salientes to ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`revoke update (estado, enviado_at, error) on correos_salientes from ${APP_ROLE}`);
  await knex.raw(`drop policy entregar on correos_salientes`);
  for (const tabla of ['correos_salientes', 'app_errors']) {
    await knex.raw(`grant update, delete, truncate on ${tabla} to ${APP_ROLE}`);
    await knex.raw(`drop policy registrar on ${tabla}`);
    await knex.raw(`drop policy visible on ${tabla}`);
    await knex.raw(`alter table ${tabla} no force row level security`);
    await knex.raw(`alter table ${tabla} disable row level security`);
  }
  await knex.raw(`grant select, insert, update, delete on knex_migrations, knex_migrations_lock to ${APP_ROLE}`);
}
