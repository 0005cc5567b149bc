import type { Knex } from 'knex';
import type { SuscripcionesHooks } from '../../../../core/server/auth/hooks.ts';
import { Agente, Usuario, usuarioT } from '../../../../core/server/models/index.ts';
import type { SuscripcionResumen, UsoSuscripcion } from '../../../../core/shared/auth/contract.ts';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { planItemT } from '../models/plan-item.model.ts';
import { Plan, planT } from '../models/plan.model.ts';
import { Suscripcion, suscripcionT } from '../models/suscripcion.model.ts';
import type { StripeBajoDemanda } from '../stripe/stripe-client.ts';
import { renovacionAlDarDeBaja } from './stripe-baja.service.ts';

/** Length of the trial a new agent starts with. */
export const DIAS_PRUEBA = 15;

const s = suscripcionT.de('s');

/**
 * The agent's current subscription (the period that ends last) as one json column `resumen` shaped
 * as SuscripcionResumen: a query the identity core can also run inside its per-request check.
 */
export function consultaDeResumen(trx: Knex.Transaction, agenteId: number): Knex.QueryBuilder {
  const p = planT.de('p');
  return trx(suscripcionT.as('s'))
    .join(planT.as('p'), p.id, s.planId)
    .where(s.agenteId, agenteId)
    .orderBy(s.vigenciaA, 'desc')
    .limit(1)
    .select(
      trx.raw(
        `json_build_object('plan', json_build_object('id', ??, 'nombre', ??, 'periodicidad', ??),
          'vigenciaA', to_char(?? at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS'), 'vigente', (?? = 'activa' and ?? > now()), 'portalUrl', ??) as resumen`,
        [p.id, p.nombre, p.periodicidad, s.vigenciaA, s.status, s.vigenciaA, s.portalUrl],
      ),
    );
}

export async function suscripcionActual(trx: Knex.Transaction, agenteId: number): Promise<SuscripcionResumen | null> {
  const row: { resumen: SuscripcionResumen } | undefined = await consultaDeResumen(trx, agenteId).first();
  return row?.resumen ?? null;
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

/** The hooks cuentas publishes; `stripe` is null when online payment is not configured. */
export const suscripcionesHooks = (stripe: StripeBajoDemanda | null): SuscripcionesHooks => ({
  resumen: suscripcionActual,
  renovacionAlDarDeBaja: renovacionAlDarDeBaja(stripe),
  consultaDeResumen,
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
});
