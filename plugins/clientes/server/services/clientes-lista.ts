import type { Knex } from 'knex';
import { escapeLike } from '../../../../core/server/list-query/index.ts';
import { defineListSpec } from '../../../../core/shared/list-query.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { FISCALES, MENSAJES_CLIENTES, MINIMO_BUSQUEDA, STATUS_CLIENTE } from '../../shared/clientes.ts';
import { clienteT } from '../models/cliente.model.ts';

/** GET /clientes: the cards' list, the search and the autocomplete (spec 02 §2.9, §5, §7). */

const c = clienteT.de('c');

/** The name the cards show: the razón social of a persona moral, the full name of a persona física. */
const NOMBRE = `case when ${c.fiscal} = 'moral' then ${c.nombres} else concat_ws(' ', ${c.nombres}, ${c.apPat}, ${c.apMat}) end`;

/**
 * What the search box looks in, already folded: the stored full name (the name the cards show:
 * a persona moral has no surnames) and alias and RFC through the expressions their trigram indexes
 * hold (migration 20261122050400), so each is an index scan rather than a pass over every client.
 */
const BUSCADOS = [c.nombreBusqueda, `cartera_fold(${c.alias}::text)`, `cartera_fold(${c.rfc}::text)`];

/** A shorter text never reaches here: revisarBusqueda refuses it first. */
function buscar(qb: Knex.QueryBuilder, texto: string): void {
  if ([...texto].length < MINIMO_BUSQUEDA) return;
  const patron = escapeLike(texto);
  for (const expr of BUSCADOS) qb.orWhereRaw(`${expr} like '%' || cartera_fold(?) || '%'`, [patron]);
}

/** The clients the list shows (deleted ones leave it), as rows of ClienteFila. */
export function listaDeClientes(trx: Knex.Transaction) {
  return trx(clienteT.as('c'))
    .whereNot(c.status, 'eliminado')
    .select(...clienteT.sel('c', 'id'), trx.raw(`${NOMBRE} as nombre`), ...clienteT.sel('c', 'nombres', 'apPat', 'apMat', 'rfc', 'status', 'fiscal', 'esRobot'));
}

export const clientesListSpec = defineListSpec<Knex.QueryBuilder>({
  fields: {
    nombre: { type: 'text', ops: ['eq', 'cn'], filter: (qb, _op, value) => buscar(qb, String(value)) },
    // Sorting by nombres orders by the displayed name, so morales sit among the personas by razón social.
    nombres: { type: 'text', sql: NOMBRE, sortable: true, ops: ['cn'] },
    rfc: { type: 'text', column: c.rfc, sortable: true },
    fiscal: { type: 'enum', column: c.fiscal, values: FISCALES },
    status: { type: 'enum', column: c.status, values: STATUS_CLIENTE },
    esRobot: { type: 'boolean', column: c.esRobot },
    id: { type: 'integer', column: c.id, sortable: true },
  },
  defaultOrder: 'nombres asc',
  defaultSize: 10,
  tiebreaker: c.id,
});

/**
 * GET /clientes?nombre=ab: one or two letters are refused with a message instead of answering every
 * client as if nothing had been searched (spec 02 §5: searches need 3 or more); empty lists all.
 */
export function revisarBusqueda(query: Record<string, unknown>): void {
  for (const [clave, valor] of Object.entries(query)) {
    if (clave !== 'nombre' && !clave.startsWith('nombre[')) continue;
    for (const texto of Array.isArray(valor) ? valor : [valor]) {
      const largo = typeof texto === 'string' ? [...texto.trim()].length : 0;
      if (largo > 0 && largo < MINIMO_BUSQUEDA) throw badRequest(MENSAJES_CLIENTES.busquedaCorta, { errors: { nombre: MENSAJES_CLIENTES.busquedaCorta } });
    }
  }
}
