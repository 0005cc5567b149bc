import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import type { Ramo } from '../../shared/catalogos.ts';
import { ramoT } from '../models/ramo.model.ts';

/** GET /ramos: the four lines of business with their codes and icons (spec 02 §9). */
export function ramosRoutes(router: ApiRouter): void {
  router.get('/ramos', { signedIn: true }, async (ctx) => {
    const ramos: Ramo[] = await ctx.state
      .trx(ramoT.as('r'))
      .orderBy(ramoT.de('r').id)
      .select(ramoT.sel('r', 'id', 'nombre', 'icono', 'clave'));
    ctx.body = ok(ramos);
  });
}
