import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { applyListQuery, type RawListQuery } from '../../../../core/server/list-query/index.ts';
import type { ListPage } from '../../../../core/shared/envelope.ts';
import { defineListSpec } from '../../../../core/shared/list-query.ts';
import { aseguradoraT } from '../../../catalogos/server/index.ts';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import { polizaT } from '../../../polizas/server/index.ts';
import { STATUS_CERRADOS, STATUS_SINIESTRO, type SiniestroBase, type SiniestroItem } from '../../shared/siniestros.ts';
import { siniestroT } from '../models/siniestro.model.ts';

/** GET /siniestros (spec 03 §2, §7): the list with its filters, and a policy's claims (spec 01 §7). */

const s = siniestroT.de('s');
const p = polizaT.de('p');
const c = clienteT.de('c');
const a = aseguradoraT.de('a');

export const siniestrosListSpec = defineListSpec<Knex.QueryBuilder>({
  fields: {
    // The stored folded columns (policy number, client's full name) with their trigram indexes.
    noPoliza: { type: 'text', column: p.noPolizaBusqueda, folded: true, ops: ['cn'] },
    cliente: { type: 'text', column: c.nombreBusqueda, folded: true, ops: ['cn'] },
    noSiniestro: { type: 'text', column: s.noSiniestro, sortable: true, ops: ['eq', 'cn'] },
    status: { type: 'enum', column: s.status, values: STATUS_SINIESTRO },
    polizaId: { type: 'integer', column: s.polizaId, ops: ['eq', 'in'] },
    clienteId: { type: 'integer', column: s.clienteId, ops: ['eq', 'in'] },
    fechaSiniestro: { type: 'date', column: s.fechaSiniestro, sortable: true },
    fechaEstimadaResolucion: { type: 'date', column: s.fechaEstimadaResolucion, sortable: true },
    id: { type: 'integer', column: s.id, sortable: true },
  },
  defaultOrder: 'fechaEstimadaResolucion asc',
  defaultSize: 10,
  tiebreaker: s.id,
});

/** A row as the query selects it, flat: the item nests policy and client. */
interface Fila extends SiniestroBase {
  polizaId: number;
  noPoliza: string;
  ramo: RamoId;
  aseguradora: string | null;
  clienteId: number;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
}

/**
 * Whether the query names statuses in any way (status=, status[in]=…), or asks for one policy's claims
 * (spec 01 §7: GET /siniestros?polizaId=, the policy detail's block): then every status is listed.
 */
const sinOcultar = (query: RawListQuery) => Object.keys(query).some((clave) => ['status', 'polizaId'].includes(clave.replace(/\[.*$/, '')));

function base(trx: Knex.Transaction, query: RawListQuery): Knex.QueryBuilder {
  const q = trx(siniestroT.as('s'))
    .join(polizaT.as('p'), p.id, s.polizaId)
    .join(clienteT.as('c'), c.id, s.clienteId)
    .leftJoin(aseguradoraT.as('a'), a.id, p.aseguradoraId)
    .where(delAgente(trx, s.agenteId))
    .select(
      ...siniestroT.sel('s', 'id', 'noSiniestro', 'fechaSiniestro', 'fechaEstimadaResolucion', 'descripcion', 'status', 'polizaId', 'clienteId'),
      ...polizaT.sel('p', 'noPoliza'),
      `${p.ramoId} as ramo`,
      `${a.abreviacion} as aseguradora`,
      ...clienteT.sel('c', 'nombres', 'apPat', 'apMat'),
    );
  // Finished and rejected claims stay out of the list unless asked for (spec 03 §2).
  return sinOcultar(query) ? q : q.whereNotIn(s.status, STATUS_CERRADOS);
}

const aItem = ({ polizaId, noPoliza, ramo, aseguradora, clienteId, nombres, apPat, apMat, ...siniestro }: Fila): SiniestroItem => ({
  ...siniestro,
  poliza: { id: polizaId, noPoliza, ramo, aseguradora: aseguradora ?? '' },
  cliente: { id: clienteId, nombres, apPat, apMat },
});

export async function paginaDeSiniestros(trx: Knex.Transaction, query: RawListQuery): Promise<ListPage<SiniestroItem>> {
  const pagina = await applyListQuery<Fila>(base(trx, query), siniestrosListSpec, query);
  return { ...pagina, items: pagina.items.map(aItem) };
}
