import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import type { Cobertura } from '../../shared/catalogos.ts';
import { enteroDeConsulta } from '../../../../core/server/http/route-params.ts';

/** GET /coberturas?ramo=: the usual coverages of a line (of every line without ramo). */
export function coberturasRoutes(router: ApiRouter): void {
  router.get('/coberturas', { signedIn: true }, async (ctx) => {
    const ramo = enteroDeConsulta(ctx.query, 'ramo');
    const coberturas: Cobertura[] = await ctx.state.trx!('coberturas')
      .modify((q) => { if (ramo !== undefined) q.where('ramo_id', ramo); })
      .orderBy(['ramo_id', 'orden', 'id'])
      .select('id', 'ramo_id as ramo', 'nombre');
    ctx.body = ok(coberturas);
  });
}
