import type { Knex } from 'knex';

/**
 * Citus readiness (docs/adr/043-preparacion-citus.md): the client's phones, e-mails and addresses
 * point at their client with the agent, (agente_id, cliente_id) → clientes (agente_id, id), as
 * every newer reference does, so the rows and their client land on the same shard. Frozen text.
 */

const HIJAS = ['clientes_celulares', 'clientes_correos', 'clientes_direcciones'];

export async function up(knex: Knex): Promise<void> {
  for (const tabla of HIJAS) {
    await knex.raw(`alter table ?? drop constraint ??`, [tabla, `${tabla}_cliente_id_foreign`]);
    await knex.raw(`alter table ?? add constraint ?? foreign key (agente_id, cliente_id) references clientes (agente_id, id) on delete cascade`, [tabla, `${tabla}_cliente_id_fk`]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of HIJAS) {
    await knex.raw(`alter table ?? drop constraint ??`, [tabla, `${tabla}_cliente_id_fk`]);
    await knex.raw(`alter table ?? add constraint ?? foreign key (cliente_id) references clientes (id) on delete cascade`, [tabla, `${tabla}_cliente_id_foreign`]);
  }
}
