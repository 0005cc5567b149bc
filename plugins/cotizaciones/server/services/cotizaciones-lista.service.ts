import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { applyListQuery, type RawListQuery } from '../../../../core/server/list-query/index.ts';
import type { ListPage } from '../../../../core/shared/envelope.ts';
import { defineListSpec } from '../../../../core/shared/list-query.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import { prospectoT } from '../../../prospeccion/server/index.ts';
import { STATUS_COTIZACION, type CotizacionFila } from '../../shared/cotizaciones.ts';
import { cotizacionItemT } from '../models/cotizacion-item.model.ts';
import { cotizacionT } from '../models/cotizacion.model.ts';

/** GET /cotizaciones (spec 03 §2, §7): filters noPoliza[cn], nombre[cn], noCotizacion[eq], status[eq]; by expiry. */

const c = cotizacionT.de('c');
const cl = clienteT.de('cl');
const pr = prospectoT.de('pr');
const i = cotizacionItemT.de('i');

/** The recipient's full name, the client's or the prospect's. */
const NOMBRE = `concat_ws(' ', coalesce(${cl.nombres}, ${pr.nombres}), coalesce(${cl.apPat}, ${pr.apPat}), coalesce(${cl.apMat}, ${pr.apMat}))`;

export const cotizacionesListSpec = defineListSpec<Knex.QueryBuilder>({
  fields: {
    // The screen's number search (spec 03 §7 names it noPoliza): the quotation number as text.
    noPoliza: { type: 'text', sql: `${c.noCotizacion}::text`, ops: ['cn', 'eq'] },
    nombre: { type: 'text', sql: NOMBRE, sortable: true, ops: ['cn', 'eq'] },
    noCotizacion: { type: 'integer', column: c.noCotizacion, sortable: true, ops: ['eq', 'in', 'ge', 'le'] },
    status: { type: 'enum', column: c.status, values: STATUS_COTIZACION.filter((s) => s !== 'eliminada') },
    ramo: { type: 'integer', column: c.ramoId, ops: ['eq', 'in'] },
    clienteId: { type: 'integer', column: c.clienteId, ops: ['eq'] },
    prospectoId: { type: 'integer', column: c.prospectoId, ops: ['eq'] },
    fecVencimiento: { type: 'date', column: c.fecVencimiento, sortable: true },
    id: { type: 'integer', column: c.id, sortable: true },
  },
  defaultOrder: 'fecVencimiento asc',
  defaultSize: 10,
  tiebreaker: c.id,
});

interface Fila extends Omit<CotizacionFila, 'fechaEnvio' | 'fechaVista' | 'aceptada' | 'propuestas'> {
  fechaEnvio: Date | null;
  fechaVista: Date | null;
  aceptadaEn: Date | null;
  propuestas: number | string;
}

function base(trx: Knex.Transaction): Knex.QueryBuilder {
  const propuestas = trx(cotizacionItemT.as('i'))
    .count('*')
    .where(trx.raw('?? = ??', [i.cotizacionId, c.id]));
  return trx(cotizacionT.as('c'))
    .leftJoin(clienteT.as('cl'), cl.id, c.clienteId)
    .leftJoin(prospectoT.as('pr'), pr.id, c.prospectoId)
    .where(delAgente(trx, c.agenteId))
    .whereNot(c.status, 'eliminada')
    .select(
      ...cotizacionT.sel('c', 'id', 'uuid', 'noCotizacion', 'correo', 'status', 'fecVencimiento', 'fechaEnvio', 'fechaVista', 'aceptadaEn'),
      `${c.ramoId} as ramo`,
      trx.raw(`${NOMBRE} as nombre`),
      propuestas.as('propuestas'),
    );
}

const aFila = ({ fechaEnvio, fechaVista, aceptadaEn, propuestas, ...resto }: Fila): CotizacionFila => ({
  ...resto,
  fechaEnvio: fechaEnvio?.toISOString() ?? null,
  fechaVista: fechaVista?.toISOString() ?? null,
  propuestas: Number(propuestas),
  aceptada: aceptadaEn !== null,
});

export async function paginaDeCotizaciones(trx: Knex.Transaction, query: RawListQuery): Promise<ListPage<CotizacionFila>> {
  const pagina = await applyListQuery<Fila>(base(trx), cotizacionesListSpec, query);
  return { ...pagina, items: pagina.items.map(aFila) };
}
