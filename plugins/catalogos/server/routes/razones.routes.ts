import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import type { Razon } from '../../shared/catalogos.ts';
import { enteroDeConsulta } from '../../../../core/server/http/route-params.ts';
import { razonT } from '../models/razon.model.ts';

const r = razonT.de('r');

/**
 * GET /razones?modelo=&tipo=: closing and reactivation reasons (spec 01 §7). tipo 0 are the policy
 * reasons, 3 the receipt ones; modelo is a line (0 or absent: every line), and a line also gets the
 * reasons that apply to every line.
 */
export function razonesRoutes(router: ApiRouter): void {
  router.get('/razones', { signedIn: true }, async (ctx) => {
    const tipo = enteroDeConsulta(ctx.query, 'tipo');
    const modelo = enteroDeConsulta(ctx.query, 'modelo');
    const razones: Razon[] = await ctx.state
      .trx(razonT.as('r'))
      .modify((q) => {
        if (tipo !== undefined) q.where(r.tipo, tipo);
        if (modelo) q.whereIn(r.modelo, [0, modelo]);
      })
      .orderBy([r.tipo, r.orden, r.id])
      .select(razonT.sel('r', 'id', 'nombre'));
    ctx.body = ok(razones);
  });
}
