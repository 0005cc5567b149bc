import type { Knex } from 'knex';
import { CUBETAS_COMPACTAS, CUBETAS_POR_DIA, definirFuncionesResumen, type Cubetas } from './20261122050100_reportes_resumen.ts';

/**
 * The summary's running totals regrouped to what it reads (docs/adr/018-resumen-cartera.md): in-force
 * counts under one date per line, payments and emission per calendar month, the windows still per
 * day, active clients counted too; and the key ordered with the date before line and currency, so
 * each part of the read is one index range (today's windows, this year's months) instead of every
 * day the agent ever had. 200,000 policies kept ~29,000 rows for one agent, all read on every request.
 */

const CLAVE_POR_DIA = ['agente_id', 'indicador', 'ramo_id', 'moneda_id', 'fecha'];
const CLAVE_COMPACTA = ['agente_id', 'indicador', 'fecha', 'ramo_id', 'moneda_id'];
const INDICADORES = ['vigentes', 'por_renovar', 'pendientes', 'pagos', 'emision'];
const EVENTOS = {
  ins: 'after insert on clientes referencing new table as nuevos',
  upd: 'after update on clientes referencing old table as viejos new table as nuevos',
  del: 'after delete on clientes referencing old table as viejos',
};

async function reagrupar(knex: Knex, clave: string[], indicadores: string[], cubetas: Cubetas, comentario: string): Promise<void> {
  // Every agent's totals: system scope, so the rebuild sees them all even when the migrating role is
  // no superuser (the table forces row-level security on its owner too).
  await knex.raw(`select set_config('app.sistema', 'on', true)`);
  await knex.raw(`delete from resumen_cartera`);
  await knex.raw(`alter table resumen_cartera drop constraint resumen_cartera_pkey, drop constraint resumen_cartera_indicador_ck`);
  await knex.raw(`alter table resumen_cartera add constraint resumen_cartera_pkey primary key (${clave.join(', ')}),
    add constraint resumen_cartera_indicador_ck check (indicador in (${indicadores.map((i) => `'${i}'`).join(', ')}))`);
  await definirFuncionesResumen(knex, cubetas);
  await knex.raw(`select cartera_resumen_reconstruir()`);
  await knex.raw(`comment on column resumen_cartera.fecha is '${comentario.replace(/'/g, "''")}'`);
}

export async function up(knex: Knex): Promise<void> {
  await reagrupar(
    knex,
    CLAVE_COMPACTA,
    [...INDICADORES, 'clientes'],
    CUBETAS_COMPACTAS,
    "vigentes y clientes: '-infinity' (sin fecha); por_renovar y pendientes: el día del fin de vigencia o del vencimiento; pagos y emision: el primer día del mes de pago o de inicio de vigencia",
  );
  for (const [evento, cuando] of Object.entries(EVENTOS)) {
    await knex.raw(`create trigger clientes_resumen_${evento} ${cuando} for each statement execute function cartera_resumen_clientes()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const evento of Object.keys(EVENTOS)) await knex.raw(`drop trigger clientes_resumen_${evento} on clientes`);
  await knex.raw(`drop function cartera_resumen_clientes()`);
  await reagrupar(knex, CLAVE_POR_DIA, INDICADORES, CUBETAS_POR_DIA, 'El día del indicador: fin de vigencia, vencimiento, pago o inicio de vigencia');
}
