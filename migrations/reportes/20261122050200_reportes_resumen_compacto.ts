import type { Knex } from 'knex';
import { CUBETAS_COMPACTAS, CUBETAS_POR_DIA, definirFuncionesResumen, type Cubetas } from '../../plugins/reportes/server/db/resumen-sql.ts';

/**
 * The summary's running totals regrouped to what it reads (docs/adr/018-resumen-cartera.md): in-force
 * counts under one date per line, payments and emission per calendar month, the windows still per
 * day; and the key ordered with the date before line and currency, so each part of the read is one
 * index range (today's windows, this year's months) instead of every day the agent ever had.
 * 200,000 policies kept ~29,000 rows for one agent, all of them read on every request.
 */

const CLAVE_POR_DIA = ['agente_id', 'indicador', 'ramo_id', 'moneda_id', 'fecha'];
const CLAVE_COMPACTA = ['agente_id', 'indicador', 'fecha', 'ramo_id', 'moneda_id'];

async function reagrupar(knex: Knex, clave: string[], cubetas: Cubetas, comentario: string): Promise<void> {
  await knex.raw(`alter table resumen_cartera drop constraint resumen_cartera_pkey`);
  await knex.raw(`alter table resumen_cartera add constraint resumen_cartera_pkey primary key (${clave.join(', ')})`);
  await definirFuncionesResumen(knex, cubetas);
  await knex.raw(`select cartera_resumen_reconstruir()`);
  await knex.raw(`comment on column resumen_cartera.fecha is '${comentario.replace(/'/g, "''")}'`);
}

export async function up(knex: Knex): Promise<void> {
  await reagrupar(knex, CLAVE_COMPACTA, CUBETAS_COMPACTAS,
    "vigentes: '-infinity' (sin fecha); por_renovar y pendientes: el día del fin de vigencia o del vencimiento; pagos y emision: el primer día del mes de pago o de inicio de vigencia");
}

export async function down(knex: Knex): Promise<void> {
  await reagrupar(knex, CLAVE_POR_DIA, CUBETAS_POR_DIA, 'El día del indicador: fin de vigencia, vencimiento, pago o inicio de vigencia');
}
