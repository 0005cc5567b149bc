import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { decodificado } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { esFecha } from '../../shared/agenda.ts';
import { MENSAJES_AGENDA } from '../../shared/agenda-mensajes.ts';
import { ajusteSemanalSchema } from '../../shared/ajuste-semanal.ts';
import { ajusteSemanal, guardarAjusteSemanal } from '../services/semanal-ajuste.service.ts';
import { reporteSemanal } from '../services/semanal.service.ts';

/** The weekly report (spec 03 §2, §7) and the agent's Monday e-mail setting; REPORTES_SEMANAL for all of it. */
export function semanalRoutes(router: ApiRouter): void {
  router.get('/reportes/weekly/:fecha', { permiso: 'REPORTES_SEMANAL' }, async (ctx) => {
    const fecha = decodificado(ctx.params.fecha)?.trim();
    if (!esFecha(fecha)) throw badRequest(MENSAJES_AGENDA.fechaInvalida((fecha ?? ctx.params.fecha ?? '').slice(0, 40)));
    ctx.body = ok(await reporteSemanal(ctx.state.trx, fecha, hoyEnMexico()));
  });

  router.get('/reportes/semanal/ajustes', { permiso: 'REPORTES_SEMANAL' }, async (ctx) => {
    ctx.body = ok(await ajusteSemanal(ctx.state.trx));
  });

  router.put('/reportes/semanal/ajustes', { permiso: 'REPORTES_SEMANAL' }, async (ctx) => {
    const { activo } = validBody<{ activo: boolean }>(ctx, ajusteSemanalSchema);
    const ajuste = await guardarAjusteSemanal(ctx.state.trx, ctx.state.session.agenteId, activo);
    ctx.body = ok(ajuste, MENSAJES_AGENDA.ajusteGuardado(activo));
  });
}
