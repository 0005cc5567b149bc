import type { Knex } from 'knex';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { defineListSpec } from '../../../../core/shared/list-query.ts';
import { FISCALES } from '../../../clientes/shared/clientes.ts';
import { MENSAJES_PROSPECTOS, MINIMO_BUSQUEDA } from '../../shared/mensajes.ts';
import { STATUS_PROSPECTO } from '../../shared/prospectos.ts';
import { prospectoT } from '../models/prospecto.model.ts';

/** GET /prospectos: the cards' list, the search and the card form's autocomplete (spec 03 §2, §5, §7). */

const p = prospectoT.de('p');

/** The name the cards show and the search looks in: the razón social, or the full name of a persona física. */
const NOMBRE = `case when ${p.fiscal} = 'moral' then ${p.nombres} else concat_ws(' ', ${p.nombres}, ${p.apPat}, ${p.apMat}) end`;

/** The agent's prospects as rows of ProspectoFila. */
export function listaDeProspectos(trx: Knex.Transaction) {
  return trx(prospectoT.as('p')).select(
    ...prospectoT.sel('p', 'id'),
    trx.raw(`${NOMBRE} as nombre`),
    ...prospectoT.sel('p', 'nombres', 'apPat', 'apMat', 'fiscal', 'telefono', 'email', 'status', 'esRobot', 'clienteId'),
  );
}

export const prospectosListSpec = defineListSpec<Knex.QueryBuilder>({
  fields: {
    // nombres[cn] searches the displayed name, accents and case aside; ordering by it sorts morales among personas.
    nombres: { type: 'text', sql: NOMBRE, sortable: true, ops: ['cn', 'eq'] },
    fiscal: { type: 'enum', column: p.fiscal, values: FISCALES },
    status: { type: 'enum', column: p.status, values: STATUS_PROSPECTO },
    esRobot: { type: 'boolean', column: p.esRobot },
    clienteId: { type: 'integer', column: p.clienteId, ops: ['eq', 'nu', 'nn'] },
    id: { type: 'integer', column: p.id, sortable: true },
  },
  defaultOrder: 'nombres asc',
  defaultSize: 10,
  tiebreaker: p.id,
});

/**
 * GET /prospectos?nombres[cn]=ab: one or two letters are refused with a message instead of answering
 * every prospect as if nothing had been searched (spec 03 §5: searches need 3 or more); empty lists all.
 */
export function revisarBusqueda(query: Record<string, unknown>): void {
  for (const [clave, valor] of Object.entries(query)) {
    if (clave !== 'nombres[cn]') continue;
    for (const texto of Array.isArray(valor) ? valor : [valor]) {
      const largo = typeof texto === 'string' ? [...texto.trim()].length : 0;
      if (largo > 0 && largo < MINIMO_BUSQUEDA) throw badRequest(MENSAJES_PROSPECTOS.busquedaCorta, { errors: { nombres: MENSAJES_PROSPECTOS.busquedaCorta } });
    }
  }
}
