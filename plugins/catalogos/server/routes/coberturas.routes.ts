import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import type { Cobertura } from '../../shared/catalogos.ts';
import { enteroDeConsulta } from '../../../../core/server/http/route-params.ts';
import { coberturaT } from '../models/cobertura.model.ts';

const c = coberturaT.de('c');

/** GET /coberturas?ramo=: the usual coverages of a line (of every line without ramo). */
export function coberturasRoutes(router: ApiRouter): void {
  router.get('/coberturas', { signedIn: true }, async (ctx) => {
    const ramo = enteroDeConsulta(ctx.query, 'ramo');
    const coberturas: Cobertura[] = await ctx.state
      .trx(coberturaT.as('c'))
      .modify((q) => {
        if (ramo !== undefined) q.where(c.ramoId, ramo);
      })
      .orderBy([c.ramoId, c.orden, c.id])
      .select(...coberturaT.sel('c', 'id', 'nombre'), `${c.ramoId} as ramo`);
    ctx.body = ok(coberturas);
  });
}
