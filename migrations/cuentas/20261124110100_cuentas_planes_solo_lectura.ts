import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';

/**
 * The plans catalogue is the product's: requests only read it (issue 12 item 9). Prices and items
 * change with a migration or the command line, which run as the owner. Frozen text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`revoke insert, update, delete, truncate on planes, plan_items from ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`grant insert, update, delete, truncate on planes, plan_items to ${APP_ROLE}`);
}
