import type { Knex } from 'knex';

/**
 * Citus readiness (docs/adr/043-preparacion-citus.md): the dense positions stay unique per parent,
 * now with the agent in the key (a parent belongs to one agent, so the rule is the same), because a
 * distributed table's unique keys must include its distribution column. Still deferrable, so one
 * statement can renumber a whole column (docs/adr/025-prospeccion.md). Frozen text.
 */

const POSICIONES = [
  { tabla: 'kanban_columnas', padre: 'kanban_id' },
  { tabla: 'oportunidades', padre: 'columna_id' },
];

export async function up(knex: Knex): Promise<void> {
  for (const { tabla, padre } of POSICIONES) {
    await knex.raw(`alter table ?? drop constraint ??`, [tabla, `${tabla}_orden_uq`]);
    await knex.raw(`alter table ?? add constraint ?? unique (agente_id, ??, orden) deferrable initially immediate`, [tabla, `${tabla}_orden_uq`, padre]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { tabla, padre } of POSICIONES) {
    await knex.raw(`alter table ?? drop constraint ??`, [tabla, `${tabla}_orden_uq`]);
    await knex.raw(`alter table ?? add constraint ?? unique (??, orden) deferrable initially immediate`, [tabla, `${tabla}_orden_uq`, padre]);
  }
}
