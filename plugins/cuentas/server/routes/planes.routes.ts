import type { Knex } from 'knex';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { PlanItem, planItemT } from '../models/plan-item.model.ts';
import { Plan, planT } from '../models/plan.model.ts';
import type { PlanEnVenta } from '../../shared/pagos.ts';

const PERIODICIDADES = ['MENSUAL', 'ANUAL'] as const;
type Periodicidad = (typeof PERIODICIDADES)[number];

const esPeriodicidad = (valor: string): valor is Periodicidad => (PERIODICIDADES as readonly string[]).includes(valor);

/**
 * GET /api/planes?periodicidad=MENSUAL|ANUAL: the public plan catalogue (the trial is not sold).
 * `pagoEnLinea` says whether the plan can be paid by card here (Stripe configured, plan linked to a
 * price), so the page offers no button that cannot work; no key or secret is ever part of it.
 */
export function planesRoutes(router: ApiRouter, knex: Knex, pagoConfigurado: boolean): void {
  router.get('/planes', { public: true }, async (ctx) => {
    const periodicidad = String(ctx.query.periodicidad ?? 'MENSUAL').toUpperCase();
    if (!esPeriodicidad(periodicidad)) throw badRequest(`La periodicidad debe ser MENSUAL o ANUAL. Ejemplo: periodicidad=MENSUAL`);
    const planes = await Plan.query(knex).where(planT.col.periodicidad, periodicidad).where(planT.col.activo, true).orderBy(planT.col.orden);
    const items = await PlanItem.query(knex)
      .whereIn(
        planItemT.col.planId,
        planes.map((p) => p.id),
      )
      .orderBy(planItemT.col.id);
    const body: PlanEnVenta[] = planes.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      precio: p.precio,
      periodicidad: p.periodicidad,
      recomendado: p.recomendado,
      stripeId: p.stripeId,
      pagoEnLinea: pagoConfigurado && Boolean(p.stripeId),
      items: items.filter((i) => i.planId === p.id).map((i) => ({ id: i.id, nombre: i.nombre, descripcion: i.descripcion, cantidad: i.cantidad, ayuda: i.ayuda })),
    }));
    ctx.body = ok(body);
  });
}
