import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { CODIGO_POSTAL, CODIGO_POSTAL_INVALIDO, type AsentamientoSepomex } from '../../shared/sepomex.ts';
import { sepomexT } from '../models/sepomex.model.ts';

const s = sepomexT.de('s');

/** GET /api/sepomex/:cp: the settlements of a postal code, by name; an unknown code has none. */
export function sepomexRoutes(router: ApiRouter): void {
  router.get('/sepomex/:cp', { signedIn: true }, async (ctx) => {
    const { cp } = ctx.params as { cp: string };
    if (!CODIGO_POSTAL.test(cp)) throw badRequest(CODIGO_POSTAL_INVALIDO);
    const asentamientos: AsentamientoSepomex[] = await ctx.state
      .trx(sepomexT.as('s'))
      .where(s.cp, cp)
      .orderByRaw('cartera_fold(??), ??', [s.asentamiento, s.id])
      .select(sepomexT.sel('s', 'id', 'asentamiento', 'municipio', 'estado', 'ciudad', 'tipo'));
    ctx.body = ok(asentamientos);
  });
}
