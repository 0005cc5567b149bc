import type { Knex } from 'knex';
import { clienteCorreoT } from '../../../clientes/server/index.ts';

/** A client's e-mails as the rows that offer 'send e-mail' carry them (spec 02 §3). */
export type CorreosDeCliente = { correo: string }[];

const cc = clienteCorreoT.de('cc');

/** One row's client e-mails as [{correo}], for single-record reads (a detail). */
export function correosDeCliente(knex: Knex, columnaCliente: string, alias = 'correos'): Knex.Raw {
  return knex.raw(
    `coalesce((select json_agg(json_build_object('correo', ${cc.correo}) order by ${cc.id}) from ${clienteCorreoT.as('cc')} where ${cc.clienteId} = ??), '[]'::json) as ??`,
    [columnaCliente, alias],
  );
}

/**
 * The e-mails of a page's clients in one query. A subquery in the list's select would also run for
 * every row an offset skips (a thousand for page 100).
 */
export async function correosDeClientes(trx: Knex.Transaction, clienteIds: readonly number[]): Promise<(clienteId: number) => CorreosDeCliente> {
  const porCliente = new Map<number, CorreosDeCliente>();
  if (clienteIds.length > 0) {
    const { clienteId, correo, id } = clienteCorreoT.col;
    const filas: { clienteId: number; correo: string }[] = await trx(clienteCorreoT.nombre)
      .whereIn(clienteId, [...new Set(clienteIds)])
      .orderBy(id)
      .select(`${clienteId} as clienteId`, `${correo} as correo`);
    for (const fila of filas) {
      const lista = porCliente.get(fila.clienteId) ?? [];
      lista.push({ correo: fila.correo });
      porCliente.set(fila.clienteId, lista);
    }
  }
  return (clienteId) => porCliente.get(clienteId) ?? [];
}
