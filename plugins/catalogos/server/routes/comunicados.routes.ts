import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { applyListQuery } from '../../../../core/server/list-query/index.ts';
import { comunicadoSchema, MENSAJES_COMUNICADOS, type ComunicadoDatos } from '../../shared/comunicados.ts';
import {
  actualizarComunicado,
  comunicadoDelAgente,
  comunicadosDelAgente,
  comunicadosListSpec,
  comunicadosPublicados,
  crearComunicado,
  eliminarComunicado,
} from '../services/comunicados.service.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import type { GuardedAccess } from '../../../../core/server/http/access.ts';

const LEER = { permiso: ['COMUNICADOS_R', 'COMUNICADOS_W'] } satisfies GuardedAccess;
const ESCRIBIR = { permiso: 'COMUNICADOS_W' } satisfies GuardedAccess;

const idComunicado = (raw: string | undefined) => idDeRuta(raw, MENSAJES_COMUNICADOS.noExiste);

/**
 * GET /comunicados: what the shell shows after sign-in (spec 01 §4, §7). The rest administers the
 * agent's own announcements, seen only by its users (docs/adr/011-comunicados.md).
 */
export function comunicadosRoutes(router: ApiRouter): void {
  router.get('/comunicados', { signedIn: true }, async (ctx) => {
    ctx.body = ok(await comunicadosPublicados(ctx.state.trx));
  });

  // Declared before /comunicados/:id, which would otherwise take 'admin' for an id.
  router.get('/comunicados/admin', LEER, async (ctx) => {
    ctx.body = ok(await applyListQuery(comunicadosDelAgente(ctx.state.trx), comunicadosListSpec, ctx.query));
  });

  router.get('/comunicados/:id', LEER, async (ctx) => {
    ctx.body = ok(await comunicadoDelAgente(ctx.state.trx, idComunicado(ctx.params.id)));
  });

  router.post('/comunicados', ESCRIBIR, async (ctx) => {
    const datos = validBody<ComunicadoDatos>(ctx, comunicadoSchema);
    const id = await crearComunicado(ctx.state.trx, ctx.state.session.agenteId, datos);
    ctx.body = ok({ id }, MENSAJES_COMUNICADOS.guardado);
  });

  router.put('/comunicados/:id', ESCRIBIR, async (ctx) => {
    const id = idComunicado(ctx.params.id);
    const datos = validBody<ComunicadoDatos>(ctx, comunicadoSchema);
    await actualizarComunicado(ctx.state.trx, id, datos);
    ctx.body = ok({ id }, MENSAJES_COMUNICADOS.guardado);
  });

  router.delete('/comunicados/:id', ESCRIBIR, async (ctx) => {
    const id = idComunicado(ctx.params.id);
    await eliminarComunicado(ctx.state.trx, id);
    ctx.body = ok({ id }, MENSAJES_COMUNICADOS.eliminado);
  });
}
