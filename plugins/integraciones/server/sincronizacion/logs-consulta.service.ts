import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import { applyListQuery } from '../../../../core/server/list-query/page.ts';
import type { RawListQuery } from '../../../../core/server/list-query/parse.ts';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import type { ListPage } from '../../../../core/shared/envelope.ts';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { defineListSpec } from '../../../../core/shared/list-query.ts';
import { aseguradoraT } from '../../../catalogos/server/index.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import { agenteClaveT, polizaT } from '../../../polizas/server/index.ts';
import { MENSAJES_SINCRONIZACION } from '../../shared/mensajes.ts';
import { MAXIMO_TAMANO_PAGINA_DETALLE, STATUS_DETALLE, TAMANO_PAGINA_DETALLE, type DetalleSincronizacion, type LogSincronizacion } from '../../shared/sincronizacion.ts';
import { rpaLogDetalleT } from '../models/rpa-log-detalle.model.ts';
import { rpaLogT } from '../models/rpa-log.model.ts';

/** GET /rpa/logs… (spec 02 §7 'Sync logs'): the agent's runs and their per-policy details. */

const l = rpaLogT.de('l');
const k = agenteClaveT.de('k');
const a = aseguradoraT.de('a');
const d = rpaLogDetalleT.de('d');
const p = polizaT.de('p');
const c = clienteT.de('c');

const fechaHora = (trx: Knex.Transaction, columna: string, alias: string) => trx.raw(`to_char(?? at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') as ??`, [columna, alias]);

function logs(trx: Knex.Transaction): Knex.QueryBuilder {
  return trx(`${rpaLogT.nombre} as l`)
    .join(`${agenteClaveT.nombre} as k`, k.id, l.claveId)
    .join(`${aseguradoraT.nombre} as a`, a.id, l.aseguradoraId)
    .where(delAgente(trx, l.agenteId))
    .select(
      `${l.id} as id`,
      `${a.aseguradora} as aseguradora`,
      `${a.abreviacion} as aseguradoraAbreviacion`,
      `${k.clave} as clave`,
      fechaHora(trx, l.inicio, 'fechaInicio'),
      fechaHora(trx, l.fin, 'fechaTermino'),
      `${l.totalRegistros} as totalRegistros`,
      `${l.status} as status`,
      `${l.mensaje} as mensaje`,
    );
}

/** The agent's runs, newest first. */
export async function logsDelAgente(trx: Knex.Transaction): Promise<LogSincronizacion[]> {
  return logs(trx).orderBy(l.inicio, 'desc').orderBy(l.id, 'desc');
}

export async function logPorId(trx: Knex.Transaction, id: number): Promise<LogSincronizacion> {
  const log = (await logs(trx).where(l.id, id).first()) as LogSincronizacion | undefined;
  if (!log) throw notFound(MENSAJES_SINCRONIZACION.logNoExiste);
  return log;
}

export const detallesListSpec = defineListSpec<Knex.QueryBuilder>({
  fields: {
    status: { type: 'enum', column: d.status, values: STATUS_DETALLE },
    noPoliza: { type: 'text', column: d.noPoliza, sortable: true, ops: ['eq', 'cn'] },
    id: { type: 'integer', column: d.id, sortable: true },
  },
  defaultOrder: 'id asc',
  defaultSize: TAMANO_PAGINA_DETALLE,
  maxSize: MAXIMO_TAMANO_PAGINA_DETALLE,
  tiebreaker: d.id,
});

/** One page of a run's details (?page&size, 20 by default); esRobot as the policy and its client carry it now. */
export async function detallesDeLog(trx: Knex.Transaction, logId: number, query: RawListQuery): Promise<ListPage<DetalleSincronizacion>> {
  await logPorId(trx, logId);
  const base = trx(`${rpaLogDetalleT.nombre} as d`)
    .leftJoin(`${polizaT.nombre} as p`, p.id, d.polizaId)
    .leftJoin(`${clienteT.nombre} as c`, c.id, p.clienteId)
    .where(delAgente(trx, d.agenteId))
    .where(d.logId, logId)
    .select(
      `${d.id} as id`,
      `${d.status} as status`,
      `${d.noPoliza} as noPoliza`,
      `${d.resultado} as resultado`,
      `${d.polizaId} as poliza`,
      `${d.reciboId} as recibo`,
      trx.raw(`coalesce(??, false) as ??`, [p.esRobot, 'polizaEsRobot']),
      trx.raw(`coalesce(??, false) as ??`, [c.esRobot, 'clienteEsRobot']),
    );
  return applyListQuery<DetalleSincronizacion>(base, detallesListSpec, query);
}
