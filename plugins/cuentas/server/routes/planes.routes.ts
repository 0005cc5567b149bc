import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import type { Knex } from 'knex';
import type { Plan } from '../../../../core/shared/auth/contract.ts';

const PERIODICIDADES = ['MENSUAL', 'ANUAL'];

/** GET /api/planes?periodicidad=MENSUAL|ANUAL: the public plan catalogue (the trial is not sold). */
export function planesRoutes(router: ApiRouter, knex: Knex): void {
  router.get('/planes', { public: true }, async (ctx) => {
    const periodicidad = String(ctx.query.periodicidad ?? 'MENSUAL').toUpperCase();
    if (!PERIODICIDADES.includes(periodicidad)) throw badRequest(`La periodicidad debe ser MENSUAL o ANUAL. Ejemplo: periodicidad=MENSUAL`);
    const planes = await knex('planes')
      .where({ periodicidad, activo: true })
      .orderBy('orden')
      .select('id', 'nombre', 'precio', 'periodicidad', 'recomendado', 'stripe_id as stripeId');
    const items = await knex('plan_items')
      .whereIn('plan_id', planes.map((p) => p.id))
      .orderBy('id')
      .select('id', 'plan_id as planId', 'nombre', 'descripcion', 'cantidad', 'ayuda');
    const body: Plan[] = planes.map((p) => ({
      ...p,
      items: items.filter((i) => i.planId === p.id).map(({ planId: _planId, ...i }) => i),
    }));
    ctx.body = ok(body);
  });
}
