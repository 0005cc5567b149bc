import type { Knex } from 'knex';
import { CUBETAS_COMPACTAS, definirFuncionesResumen, definirReconstruccion, sentenciasResumen, type Fuentes } from './20261122050100_reportes_resumen.ts';

/**
 * The summary's running totals (docs/adr/018-resumen-cartera.md) follow the changes policies,
 * receipts and clients publish on core's change mechanism (docs/adr/020-datos-por-plugin.md): the
 * same set-based statements as before, now subscriptions of reportes instead of triggers reportes put
 * on other plugins' tables, reading the owners' published views. Totals are rebuilt once, in system
 * scope, so they match whatever the old triggers left.
 */
const PUBLICADAS: Fuentes = { polizas: 'polizas_publicadas', recibos: 'recibos_publicados', clientes: 'clientes_publicados' };
const CANALES = ['recibos', 'polizas', 'clientes'] as const;

export async function up(knex: Knex): Promise<void> {
  const s = sentenciasResumen(CUBETAS_COMPACTAS, PUBLICADAS);
  for (const canal of CANALES) await knex.raw(`select cartera_suscribir(?, 'reportes.resumen', ?, ?, ?)`, [canal, s[canal].ins, s[canal].upd, s[canal].del]);
  for (const canal of CANALES) await knex.raw(`drop function if exists cartera_resumen_${canal}()`);
  await definirReconstruccion(knex, s.reconstruir);
  await knex.raw(`select set_config('app.sistema', 'on', true)`);
  await knex.raw(`select cartera_resumen_reconstruir()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const canal of CANALES) await knex.raw(`select cartera_desuscribir(?, 'reportes.resumen')`, [canal]);
  await definirFuncionesResumen(knex, CUBETAS_COMPACTAS);
}
