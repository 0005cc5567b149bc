import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { MENSAJES_PARAMETROS, validarParametros } from '../../shared/parametros.ts';
import { guardarParametrosVencimiento, parametrosVencimiento } from '../services/parametros.service.ts';

/** Due-date offsets of /configuracion/vencimientos (spec 02 §2.12, §7). */
export function parametrosRoutes(router: ApiRouter): void {
  // Receipt capture in other modules reads them, so any signed-in user may.
  router.get('/parametros', { signedIn: true }, async (ctx) => {
    ctx.body = ok(await parametrosVencimiento(ctx.state.trx));
  });

  router.post('/parametros', { permiso: 'VENCIMIENTOS_W' }, async (ctx) => {
    const result = validarParametros(ctx.request.body);
    if (!result.ok) throw badRequest(result.message, { errors: result.errors });
    const trx = ctx.state.trx;
    await guardarParametrosVencimiento(trx, ctx.state.session.agenteId, result.value);
    ctx.body = ok(await parametrosVencimiento(trx), MENSAJES_PARAMETROS.guardado);
  });
}
