import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { UBICACIONES_BANNER, type Banner } from '../../shared/catalogos.ts';
import { textoDeConsulta } from '../../../../core/server/http/route-params.ts';
import { bannerT } from '../models/banner.model.ts';

const b = bannerT.de('b');

/** GET /banners?ubicacion=HOME: the active banners of a screen location, in order (spec 02 §2.8, §7). */
export function bannersRoutes(router: ApiRouter): void {
  router.get('/banners', { signedIn: true }, async (ctx) => {
    const ubicacion = textoDeConsulta(ctx.query, 'ubicacion')?.toUpperCase();
    if (ubicacion !== undefined && !(UBICACIONES_BANNER as readonly string[]).includes(ubicacion)) {
      throw badRequest(`La ubicación debe ser una de: ${UBICACIONES_BANNER.join(', ')}`);
    }
    const banners: Banner[] = await ctx.state
      .trx(bannerT.as('b'))
      .where(b.activo, true)
      .modify((q) => {
        if (ubicacion) q.where(b.ubicacion, ubicacion);
      })
      .orderBy([b.ubicacion, b.orden, b.id])
      .select(bannerT.sel('b', 'id', 'banner', 'descripcion'));
    ctx.body = ok(banners);
  });
}
