import type { Knex } from 'knex';
import type { SuscripcionesHooks } from '../../../../core/server/auth/hooks.ts';
import { Agente, Usuario, usuarioT } from '../../../../core/server/models/index.ts';
import type { SuscripcionResumen, UsoSuscripcion } from '../../../../core/shared/auth/contract.ts';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { planItemT } from '../models/plan-item.model.ts';
import { Plan, planT } from '../models/plan.model.ts';
import { Suscripcion, suscripcionT } from '../models/suscripcion.model.ts';

/** Length of the trial a new agent starts with. */
export const DIAS_PRUEBA = 15;

const s = suscripcionT.de('s');

interface FilaSuscripcion {
  planId: number;
  nombre: string;
  periodicidad: Plan['periodicidad'];
  portalUrl: string | null;
  vigenciaA: string;
  vigente: boolean;
}

/** The agent's current subscription: the period that ends last. */
export async function suscripcionActual(trx: Knex.Transaction, agenteId: number): Promise<SuscripcionResumen | null> {
  const p = planT.de('p');
  const row: FilaSuscripcion | undefined = await trx(suscripcionT.as('s'))
    .join(planT.as('p'), p.id, s.planId)
    .where(s.agenteId, agenteId)
    .orderBy(s.vigenciaA, 'desc')
    .first(
      `${p.id} as planId`,
      ...planT.sel('p', 'nombre', 'periodicidad'),
      ...suscripcionT.sel('s', 'portalUrl'),
      trx.raw(`to_char(?? at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') as "vigenciaA"`, [s.vigenciaA]),
      trx.raw(`(?? = 'activa' and ?? > now()) as vigente`, [s.status, s.vigenciaA]),
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
  const i = planItemT.de('i');
  const plan: { cantidad: number } | undefined = await trx(suscripcionT.as('s'))
    .join(planItemT.as('i'), i.planId, s.planId)
    .where(s.agenteId, agenteId)
    .where(i.tipo, 'USUARIO')
    .orderBy(s.vigenciaA, 'desc')
    .first(i.cantidad);
  const usuarios = await Usuario.query(trx).where(usuarioT.col.agenteId, agenteId).whereNull(usuarioT.col.eliminadoAt).resultSize();
  const quantity = plan?.cantidad ?? 1;
  return { quantity, availavility: Math.max(0, quantity - usuarios) };
}

/**
 * The quota read for adding a user, holding the agent's row until the request commits: requests that
 * add users to one agent at once take turns, so together they never exceed the plan.
 */
export async function usoParaAgregarUsuario(trx: Knex.Transaction, agenteId: number): Promise<UsoSuscripcion> {
  await Agente.query(trx).findById(agenteId).forUpdate();
  return usoDeUsuarios(trx, agenteId);
}

export const suscripcionesHooks: SuscripcionesHooks = {
  resumen: suscripcionActual,
  async iniciarPrueba(trx, agenteId) {
    const plan = await Plan.query(trx).where(planT.col.periodicidad, 'PRUEBA').where(planT.col.activo, true).first();
    if (!plan) throw new Error('No existe el plan de prueba');
    await Suscripcion.query(trx).insert({
      agenteId,
      planId: plan.id,
      status: 'activa',
      vigenciaA: trx.raw(`now() + interval '${DIAS_PRUEBA} days'`),
    });
  },
};
