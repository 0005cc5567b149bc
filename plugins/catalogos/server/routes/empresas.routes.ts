import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { empresaSchema, MENSAJES_EMPRESA, type EmpresaDatos } from '../../shared/empresas.ts';
import { empresaDelAgente, guardarEmpresa } from '../services/empresas.service.ts';

/** The company profile (spec 03 §2 /configuracion/empresa, §7). */
export function empresasRoutes(router: ApiRouter): void {
  // Quotation screens of any user warn when the profile is missing, so reading needs only a session.
  router.get('/empresas/default', { signedIn: true }, async (ctx) => {
    ctx.body = ok(await empresaDelAgente(ctx.state.trx, ctx.state.session.agenteId));
  });

  router.post('/empresas', { permiso: 'EMPRESA_W' }, async (ctx) => {
    const datos = validBody<EmpresaDatos>(ctx, empresaSchema);
    const id = await guardarEmpresa(ctx.state.trx, ctx.state.session.agenteId, datos);
    ctx.body = ok({ id }, MENSAJES_EMPRESA.guardada);
  });
}
