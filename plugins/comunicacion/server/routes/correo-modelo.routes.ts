import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { enteroDeConsulta, idDeRuta } from '../../../../core/server/http/route-params.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import { EVENTOS } from '../../shared/eventos.ts';
import { MENSAJES_COMUNICACION as M } from '../../shared/mensajes.ts';
import { validarModelo, type CorreoModeloDatos } from '../../shared/modelo-form.ts';
import { actualizarModelo, crearModelo, eliminarModelo, modeloPorId, modelosDelAgente } from '../services/modelos.service.ts';
import { traducirModelo } from '../services/traduccion.service.ts';

type Ctx = ParameterizedContext<TransactionState>;

const idDeModelo = (raw: string | undefined) => idDeRuta(raw, M.modeloNoExiste);

function datosDelCuerpo(ctx: Ctx): CorreoModeloDatos {
  const r = validarModelo(ctx.request.body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

function enteroDelCuerpo(ctx: Ctx, campo: string, mensaje: string): number {
  const cuerpo: Partial<Record<string, unknown>> = typeof ctx.request.body === 'object' && ctx.request.body ? { ...ctx.request.body } : {};
  const valor = Number(cuerpo[campo]);
  if (!Number.isInteger(valor) || valor < 1 || valor > 2_147_483_647) throw notFound(mensaje);
  return valor;
}

/** Templates and their events (spec 01 §7: /correo-modelo, /correo-evento, /correo-modelo/translate). */
export function correoModeloRoutes(router: ApiRouter): void {
  router.get('/correo-evento', { permiso: ['CORREOS_R', 'CORREOS_ENVIAR'] }, async (ctx) => {
    ctx.body = ok(EVENTOS);
  });

  // ?correoEventoId= narrows to one event's templates (the send form's choices).
  router.get('/correo-modelo', { permiso: ['CORREOS_R', 'CORREOS_ENVIAR'] }, async (ctx) => {
    const eventoId = enteroDeConsulta(ctx.query, 'correoEventoId');
    ctx.body = ok(await modelosDelAgente(ctx.state.trx, eventoId));
  });

  router.get('/correo-modelo/:id', { permiso: ['CORREOS_R', 'CORREOS_ENVIAR'] }, async (ctx) => {
    ctx.body = ok(await modeloPorId(ctx.state.trx, idDeModelo(ctx.params.id)));
  });

  router.post('/correo-modelo', { permiso: 'CORREOS_W' }, async (ctx) => {
    const id = await crearModelo(ctx.state.trx, ctx.state.session.agenteId, datosDelCuerpo(ctx));
    ctx.body = ok({ id }, M.modeloGuardado);
  });

  router.put('/correo-modelo/:id', { permiso: 'CORREOS_W' }, async (ctx) => {
    const id = idDeModelo(ctx.params.id);
    await actualizarModelo(ctx.state.trx, id, datosDelCuerpo(ctx));
    ctx.body = ok({ id }, M.modeloGuardado);
  });

  router.delete('/correo-modelo/:id', { permiso: 'CORREOS_D' }, async (ctx) => {
    const id = idDeModelo(ctx.params.id);
    await eliminarModelo(ctx.state.trx, id);
    ctx.body = ok({ id }, M.modeloEliminado);
  });

  // The template rendered with the object of its event: a receipt id for a receipt's template.
  router.post('/correo-modelo/translate', { permiso: 'CORREOS_ENVIAR' }, async (ctx) => {
    const modelo = await modeloPorId(ctx.state.trx, enteroDelCuerpo(ctx, 'correoModeloId', M.modeloNoExiste));
    const traduccion = await traducirModelo(ctx.state.trx, modelo, enteroDelCuerpo(ctx, 'objectId', M.objetoNoExiste));
    if (!traduccion) throw notFound(M.objetoNoExiste);
    ctx.body = ok(traduccion);
  });
}
