import type { Knex } from 'knex';

/**
 * Citus readiness (docs/adr/043-preparacion-citus.md): a reminder rule points at its e-mail model,
 * and a sending at its rule, with the agent, (agente_id, x_id) → x (agente_id, id), so they land on
 * the same shard. Frozen text.
 */

const REFERENCIAS = [
  { tabla: 'recordatorio_reglas', columna: 'correo_modelo_id', destino: 'correo_modelos' },
  { tabla: 'recordatorio_envios', columna: 'regla_id', destino: 'recordatorio_reglas' },
];

export async function up(knex: Knex): Promise<void> {
  for (const destino of ['correo_modelos', 'recordatorio_reglas']) {
    await knex.raw(`alter table ?? add constraint ?? unique (agente_id, id)`, [destino, `${destino}_agente_id_id_uq`]);
  }
  for (const { tabla, columna, destino } of REFERENCIAS) {
    await knex.raw(`alter table ?? drop constraint ??`, [tabla, `${tabla}_${columna}_foreign`]);
    await knex.raw(`alter table ?? add constraint ?? foreign key (agente_id, ??) references ?? (agente_id, id) on delete cascade`, [
      tabla,
      `${tabla}_${columna}_fk`,
      columna,
      destino,
    ]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { tabla, columna, destino } of REFERENCIAS) {
    await knex.raw(`alter table ?? drop constraint ??`, [tabla, `${tabla}_${columna}_fk`]);
    await knex.raw(`alter table ?? add constraint ?? foreign key (??) references ?? (id) on delete cascade`, [tabla, `${tabla}_${columna}_foreign`, columna, destino]);
  }
  for (const destino of ['correo_modelos', 'recordatorio_reglas']) {
    await knex.raw(`alter table ?? drop constraint ??`, [destino, `${destino}_agente_id_id_uq`]);
  }
}
