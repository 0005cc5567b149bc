import type { Knex } from 'knex';

/** The e-mails of a row's client as [{correo}], for the rows that offer 'send e-mail' (spec 02 §3). */
export function correosDeCliente(trx: Knex.Transaction, columnaCliente: string, alias = 'correos'): Knex.Raw {
  return trx.raw(`coalesce((select json_agg(json_build_object('correo', cc.correo) order by cc.id) from clientes_correos cc where cc.cliente_id = ??), '[]'::json) as ??`, [columnaCliente, alias]);
}
