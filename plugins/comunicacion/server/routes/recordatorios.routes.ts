import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { sumarDias } from '../../../polizas/shared/fechas.ts';
import { MENSAJES_RECORDATORIOS as M, validarRecordatorio, type RecordatorioDatos } from '../../shared/recordatorios.ts';
import { actualizarRecordatorio, crearRecordatorio, eliminarRecordatorio, previstos, recordatoriosDelAgente } from '../services/recordatorios.service.ts';

function datosDe(body: unknown): RecordatorioDatos {
  const r = validarRecordatorio(body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

const idDeRecordatorio = (raw: string | undefined) => idDeRuta(raw, M.noExiste);

/** The agent's automatic reminders (opt-in rules) and a preview of tomorrow's run (issue 16). */
export function recordatoriosRoutes(router: ApiRouter): void {
  router.get('/correo-recordatorios', { permiso: 'CORREOS_R' }, async (ctx) => {
    ctx.body = ok(await recordatoriosDelAgente(ctx.state.trx));
  });

  router.get('/correo-recordatorios/vista-previa', { permiso: 'CORREOS_R' }, async (ctx) => {
    ctx.body = ok(await previstos(ctx.state.trx, sumarDias(hoyEnMexico(), 1)));
  });

  router.post('/correo-recordatorios', { permiso: 'CORREOS_W' }, async (ctx) => {
    const id = await crearRecordatorio(ctx.state.trx, ctx.state.session.agenteId, datosDe(ctx.request.body));
    ctx.body = ok({ id }, M.guardado);
  });

  router.put('/correo-recordatorios/:id', { permiso: 'CORREOS_W' }, async (ctx) => {
    const id = idDeRecordatorio(ctx.params.id);
    await actualizarRecordatorio(ctx.state.trx, id, datosDe(ctx.request.body));
    ctx.body = ok({ id }, M.guardado);
  });

  router.delete('/correo-recordatorios/:id', { permiso: 'CORREOS_D' }, async (ctx) => {
    const id = idDeRecordatorio(ctx.params.id);
    await eliminarRecordatorio(ctx.state.trx, id);
    ctx.body = ok({ id }, M.eliminado);
  });
}
