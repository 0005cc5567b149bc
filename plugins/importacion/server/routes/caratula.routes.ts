import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import type { SessionState } from '../../../../core/server/http/state.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { caratulaSchema, type CaratulaPeticion } from '../../shared/caratula-api.ts';
import { clienteDeCaratula, importarCaratula, vistaPrevia, type DependenciasCaratula } from '../services/caratula.service.ts';

/**
 * The cover-page calls (spec 02 §7). The wizard's box previews with POLIZAS_W (it is the capture
 * path); the import screen with POLIZAS_IMPORT. Routes without a request transaction: the file is
 * parsed first, then written in a short transaction of its own (caratula.service.ts).
 */
export function caratulaRoutes(router: ApiRouter<SessionState>, deps: DependenciasCaratula): void {
  router.post('/polizas/caratula/preview', { permiso: ['POLIZAS_IMPORT', 'POLIZAS_W'] }, async (ctx) => {
    ctx.body = await vistaPrevia(deps, ctx.state, validBody<CaratulaPeticion>(ctx, caratulaSchema));
  });

  // The wizard's box, when the agent accepts a preview whose contractor is not a client yet (the preview writes nothing).
  router.post('/polizas/caratula/cliente', { permiso: ['POLIZAS_IMPORT', 'POLIZAS_W'] }, async (ctx) => {
    ctx.body = await clienteDeCaratula(deps, ctx.state, validBody<CaratulaPeticion>(ctx, caratulaSchema));
  });

  router.post('/polizas/caratula', { permiso: 'POLIZAS_IMPORT' }, async (ctx) => {
    ctx.body = await importarCaratula(deps, ctx.state, validBody<CaratulaPeticion>(ctx, caratulaSchema));
  });
}
