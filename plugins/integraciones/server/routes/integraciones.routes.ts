import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { textoDeConsulta } from '../../../../core/server/http/route-params.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import { esAplicacion, leerIntegracion, validarTodoist, type Aplicacion } from '../../shared/integraciones.ts';
import { MENSAJES_INTEGRACIONES } from '../../shared/mensajes.ts';
import { eliminarIntegracion, estadosDeIntegraciones, guardarTodoist, parametrosDeAplicacion, tieneToken, type Integraciones } from '../services/parametros.service.ts';

type Ctx = ParameterizedContext<TransactionState>;

function aplicacionDeConsulta(ctx: Ctx): Aplicacion | undefined {
  const aplicacion = textoDeConsulta(ctx.query, 'aplicacion');
  if (aplicacion !== undefined && !esAplicacion(aplicacion)) throw badRequest(MENSAJES_INTEGRACIONES.aplicacionDesconocida);
  return aplicacion;
}

/** The integrations' settings (spec 01 §2 /configuracion/integraciones, §7 /integraciones), for users holding INTEGRACIONES. */
export function integracionesRoutes(router: ApiRouter, deps: Integraciones): void {
  // With ?aplicacion= its parameters (a sensible one masked); without, every application and whether it is connected.
  router.get('/integraciones', { permiso: 'INTEGRACIONES' }, async (ctx) => {
    const aplicacion = aplicacionDeConsulta(ctx);
    if (aplicacion === undefined) {
      ctx.body = ok(await estadosDeIntegraciones(ctx.state.trx));
      return;
    }
    ctx.body = ok({ aplicacion, parametros: await parametrosDeAplicacion(ctx.state.trx, deps, ctx.state.session.agenteId, aplicacion) });
  });

  router.post('/integraciones', { permiso: 'INTEGRACIONES' }, async (ctx) => {
    const datos = leerIntegracion(ctx.request.body);
    if (!datos) throw badRequest(MENSAJES_INTEGRACIONES.cuerpoInvalido);
    const ajustes = validarTodoist(datos.parametros, await tieneToken(ctx.state.trx));
    if (!ajustes.ok) throw badRequest(ajustes.message, { errors: ajustes.errors });
    await guardarTodoist(ctx.state.trx, deps, ctx.state.session.agenteId, ajustes.value);
    ctx.body = ok({ aplicacion: datos.aplicacion }, MENSAJES_INTEGRACIONES.guardado);
  });

  router.delete('/integraciones', { permiso: 'INTEGRACIONES' }, async (ctx) => {
    const aplicacion = aplicacionDeConsulta(ctx);
    if (aplicacion === undefined) throw badRequest(MENSAJES_INTEGRACIONES.aplicacionDesconocida);
    await eliminarIntegracion(ctx.state.trx, aplicacion);
    ctx.body = ok({ aplicacion }, MENSAJES_INTEGRACIONES.eliminado);
  });
}
