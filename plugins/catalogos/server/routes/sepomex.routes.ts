import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { CODIGO_POSTAL, CODIGO_POSTAL_INVALIDO, type AsentamientoSepomex } from '../../shared/sepomex.ts';

/** GET /api/sepomex/:cp: the settlements of a postal code, by name; an unknown code has none. */
export function sepomexRoutes(router: ApiRouter): void {
  router.get('/sepomex/:cp', { signedIn: true }, async (ctx) => {
    const { cp } = ctx.params as { cp: string };
    if (!CODIGO_POSTAL.test(cp)) throw badRequest(CODIGO_POSTAL_INVALIDO);
    const asentamientos: AsentamientoSepomex[] = await ctx.state.trx!('sepomex')
      .where({ cp })
      .orderByRaw('cartera_fold(asentamiento), id')
      .select('id', 'asentamiento', 'municipio', 'estado', 'ciudad', 'tipo');
    ctx.body = ok(asentamientos);
  });
}
