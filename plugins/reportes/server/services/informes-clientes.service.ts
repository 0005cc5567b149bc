import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { clienteCelularT, clienteCorreoT, clienteT } from '../../../clientes/server/index.ts';
import { polizaT } from '../../../polizas/server/index.ts';
import type { Contratante, FilaClienteInforme } from '../../shared/informes.ts';
import { c, nombreCliente, p, paginar } from './informes-comun.ts';
import type { Pagina } from './informes-filtros.ts';

/**
 * The client report (spec 02 §2.16, §3): the agent's active clients, or the one asked, with their
 * first mobile, first e-mail and how many policies (deleted ones aside) they hold.
 */

const cel = clienteCelularT.de('cel');
const co = clienteCorreoT.de('co');

const activos = (trx: Knex.Transaction) => trx(clienteT.as('c')).where(delAgente(trx, c.agenteId)).where(c.status, 'activo');

export function filasClientes(trx: Knex.Transaction, clienteId: number | undefined): Knex.QueryBuilder {
  const q = activos(trx);
  if (clienteId !== undefined) q.where(c.id, clienteId);
  const primero = (tabla: string, columna: string, clave: string) => trx.raw(`(select ${columna} from ${tabla} where ${clave} = ${c.id} order by id limit 1)`);
  return q
    .select([
      ...clienteT.sel('c', 'id', 'nombres', 'apPat', 'apMat', 'fecNacimiento', 'rfc', 'sexo', 'esRobot'),
      trx.raw(`(${c.createdAt} at time zone 'America/Mexico_City')::date as fecha`),
      trx.raw(`${primero(clienteCelularT.as('cel'), cel.numero, cel.clienteId).toQuery()} as telefono`),
      trx.raw(`${primero(clienteCorreoT.as('co'), co.correo, co.clienteId).toQuery()} as correo`),
      trx.raw(`(select count(*) from ${polizaT.as('p')} where ${p.clienteId} = ${c.id} and ${p.status} <> 'eliminada')::int8 as polizas`),
    ])
    .orderBy([c.nombres, c.apPat, c.id]);
}

export async function informeClientes(trx: Knex.Transaction, clienteId: number | undefined, pagina: Pagina) {
  const conteo = activos(trx).select(c.id);
  if (clienteId !== undefined) conteo.where(c.id, clienteId);
  return paginar<FilaClienteInforme>(trx, filasClientes(trx, clienteId), conteo, pagina);
}

/** The 'Contratante' autocomplete: up to 20 active clients whose name contains the text. */
export async function contratantes(trx: Knex.Transaction, texto: string): Promise<Contratante[]> {
  return activos(trx)
    .whereRaw(`${nombreCliente} ilike ?`, [`%${texto.replace(/[\\%_]/g, '\\$&')}%`])
    .select([`${c.id} as id`, trx.raw(`${nombreCliente} as nombre`)])
    .orderBy([c.nombres, c.id])
    .limit(20);
}
