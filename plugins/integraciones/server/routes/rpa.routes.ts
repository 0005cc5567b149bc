import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { MENSAJES_SINCRONIZACION } from '../../shared/mensajes.ts';
import { PERMISO_AUTOMATIZACIONES, RUTAS_RPA } from '../../shared/sincronizacion.ts';
import { detallesDeLog, logPorId, logsDelAgente } from '../sincronizacion/logs-consulta.service.ts';

const idDeLog = (raw: string | undefined) => idDeRuta(raw, MENSAJES_SINCRONIZACION.logNoExiste);

/** The insurer-portal sync logs (spec 02 §2.14, §7 'Sync logs'); another agent's log is a 404. */
export function rpaRoutes(router: ApiRouter): void {
  router.get(RUTAS_RPA.logs, { permiso: PERMISO_AUTOMATIZACIONES }, async (ctx) => {
    ctx.body = ok(await logsDelAgente(ctx.state.trx));
  });

  router.get(RUTAS_RPA.log(':logId'), { permiso: PERMISO_AUTOMATIZACIONES }, async (ctx) => {
    ctx.body = ok(await logPorId(ctx.state.trx, idDeLog(ctx.params.logId)));
  });

  router.get(RUTAS_RPA.detalle(':logId'), { permiso: PERMISO_AUTOMATIZACIONES }, async (ctx) => {
    ctx.body = ok(await detallesDeLog(ctx.state.trx, idDeLog(ctx.params.logId), ctx.query));
  });
}
