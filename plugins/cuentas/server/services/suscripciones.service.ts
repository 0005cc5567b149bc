import type { Knex } from 'knex';
import type { SuscripcionesHooks } from '../../../../core/server/auth/hooks.ts';
import type { SuscripcionResumen, UsoSuscripcion } from '../../../../core/shared/auth/contract.ts';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';

/** Length of the trial a new agent starts with. */
export const DIAS_PRUEBA = 15;

const FECHA_MX = `to_char(s.vigencia_a at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS')`;

/** The agent's current subscription: the period that ends last. */
export async function suscripcionActual(trx: Knex.Transaction, agenteId: number): Promise<SuscripcionResumen | null> {
  const row = await trx('suscripciones as s')
    .join('planes as p', 'p.id', 's.plan_id')
    .where('s.agente_id', agenteId)
    .orderBy('s.vigencia_a', 'desc')
    .first(
      'p.id as planId',
      'p.nombre',
      'p.periodicidad',
      's.portal_url as portalUrl',
      trx.raw(`${FECHA_MX} as "vigenciaA"`),
      trx.raw(`(s.status = 'activa' and s.vigencia_a > now()) as vigente`),
    );
  if (!row) return null;
  return {
    plan: { id: row.planId, nombre: row.nombre, periodicidad: row.periodicidad },
    vigenciaA: row.vigenciaA,
    vigente: row.vigente,
    portalUrl: row.portalUrl ?? null,
  };
}

/** Users the plan allows (the principal included) and how many more can be added. */
export async function usoDeUsuarios(trx: Knex.Transaction, agenteId: number): Promise<UsoSuscripcion> {
  const plan = await trx('suscripciones as s')
    .join('plan_items as i', 'i.plan_id', 's.plan_id')
    .where({ 's.agente_id': agenteId, 'i.tipo': 'USUARIO' })
    .orderBy('s.vigencia_a', 'desc')
    .first('i.cantidad');
  const [{ n }] = await trx('usuarios').where({ agente_id: agenteId }).whereNull('eliminado_at').count({ n: '*' });
  const quantity = plan?.cantidad ?? 1;
  return { quantity, availavility: Math.max(0, quantity - Number(n)) };
}

export const suscripcionesHooks: SuscripcionesHooks = {
  resumen: suscripcionActual,
  async iniciarPrueba(trx, agenteId) {
    const plan = await trx('planes').where({ periodicidad: 'PRUEBA', activo: true }).first('id');
    if (!plan) throw new Error('No existe el plan de prueba');
    await trx('suscripciones').insert({
      agente_id: agenteId,
      plan_id: plan.id,
      status: 'activa',
      vigencia_a: trx.raw(`now() + interval '${DIAS_PRUEBA} days'`),
    });
  },
};
