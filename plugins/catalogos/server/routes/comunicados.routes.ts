import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import type { Comunicado } from '../../../../core/shared/auth/contract.ts';

/** GET /api/comunicados: published announcements, newest first (the shell shows the first). */
export function comunicadosRoutes(router: ApiRouter): void {
  router.get('/comunicados', { signedIn: true }, async (ctx) => {
    const trx = ctx.state.trx!;
    const rows: Comunicado[] = await trx('comunicados')
      .where('publicado_de', '<=', trx.fn.now())
      .where((q) => q.whereNull('publicado_a').orWhere('publicado_a', '>', trx.fn.now()))
      .orderBy('publicado_de', 'desc')
      .orderBy('id', 'desc')
      .select('id', 'texto', 'action_url as actionUrl');
    ctx.body = ok(rows);
  });
}
