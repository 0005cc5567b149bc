import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { enteroDeConsulta, idDeRuta } from '../../../../core/server/http/route-params.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import type { Mailer } from '../../../../core/server/mail/mailer.ts';
import type { DuenosDeCrm } from '../../../crm/server/index.ts';
import { validarCotizacion } from '../../shared/cotizacion-form.ts';
import { DUENO_COTIZACION, type CorreoDeDestinatario, type CotizacionDatos, type EnvioCotizacionDatos } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { cotizacionPorId } from '../services/cotizacion-consulta.service.ts';
import { paginaDeCotizaciones } from '../services/cotizaciones-lista.service.ts';
import { actualizarCotizacion, crearCotizacion, eliminarCotizacion } from '../services/cotizaciones.service.ts';
import { correoDeDestinatario } from '../services/destinatario.service.ts';
import { enviarCotizacion } from '../services/envio.service.ts';

type Ctx = ParameterizedContext<TransactionState>;

const idDeCotizacion = (raw: string | undefined) => idDeRuta(raw, M.noExiste);

function datosDelCuerpo(ctx: Ctx): CotizacionDatos {
  const r = validarCotizacion(ctx.request.body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

const escritor = (ctx: Ctx) => ({ agenteId: ctx.state.session.agenteId, usuarioId: ctx.state.session.usuarioId });

/** Quotations (spec 03 §7 Quotations and templates); statuses and their moves: docs/adr/033-cotizaciones.md. */
export function cotizacionesRoutes(router: ApiRouter, deps: { duenos: DuenosDeCrm; mailer: Mailer; publicUrl: string }): void {
  router.get('/cotizaciones', { permiso: 'COTIZACIONES_R' }, async (ctx) => {
    ctx.body = ok(await paginaDeCotizaciones(ctx.state.trx, ctx.query));
  });

  // The recipient's e-mail, for a quotation being written (before '/:id' only by its two segments).
  router.get('/cotizaciones/destinatario/correo', { permiso: 'COTIZACIONES_W' }, async (ctx) => {
    const clienteId = enteroDeConsulta(ctx.query, 'clienteId');
    const prospectoId = enteroDeConsulta(ctx.query, 'prospectoId');
    if ((clienteId === undefined) === (prospectoId === undefined)) throw badRequest(M.destinatarioUnico);
    const destinatario = clienteId !== undefined ? { clienteId } : { prospectoId: prospectoId as number };
    ctx.body = ok({ correo: await correoDeDestinatario(ctx.state.trx, destinatario) } satisfies CorreoDeDestinatario);
  });

  router.get('/cotizaciones/:id', { permiso: 'COTIZACIONES_R' }, async (ctx) => {
    ctx.body = ok(await cotizacionPorId(ctx.state.trx, idDeCotizacion(ctx.params.id)));
  });

  router.post('/cotizaciones', { permiso: 'COTIZACIONES_W' }, async (ctx) => {
    const id = await crearCotizacion(ctx.state.trx, escritor(ctx), datosDelCuerpo(ctx));
    ctx.body = ok({ id }, M.guardada);
  });

  router.put('/cotizaciones/:id', { permiso: 'COTIZACIONES_W' }, async (ctx) => {
    const id = idDeCotizacion(ctx.params.id);
    await actualizarCotizacion(ctx.state.trx, escritor(ctx), id, datosDelCuerpo(ctx));
    ctx.body = ok({ id }, M.guardada);
  });

  router.post('/cotizaciones/:id/send', { permiso: 'COTIZACIONES_W' }, async (ctx) => {
    const id = idDeCotizacion(ctx.params.id);
    const { correo } = validBody<EnvioCotizacionDatos>(ctx, { correo: { kind: 'email', label: 'El correo', required: M.correoObligatorio, max: 200 } });
    const { envio, entregar } = await enviarCotizacion(ctx.state.trx, escritor(ctx), deps, id, correo);
    ctx.state.afterCommit.push(entregar);
    ctx.body = ok(envio, M.enviada(correo));
  });

  router.delete('/cotizaciones/:id', { permiso: 'COTIZACIONES_D' }, async (ctx) => {
    const id = idDeCotizacion(ctx.params.id);
    await eliminarCotizacion(ctx.state.trx, id);
    // Its log and attachments (crm's, with their files) go with it.
    await deps.duenos.eliminar(ctx.state, DUENO_COTIZACION.entidad, [id]);
    ctx.body = ok({ id }, M.eliminada);
  });
}
