import type { Knex } from 'knex';
import { CliError } from '../../../../cli/cli-error.ts';
import type { CliContribution } from '../../../../core/server/plugins/contract.ts';
import { Plan, planT } from '../models/plan.model.ts';
import { clienteStripe, type ConfigStripe } from './stripe-client.ts';

const ASIGNACION = /^(\d+)=(price_[A-Za-z0-9_]+)?$/;
const INTERVALO: Record<string, string> = { MENSUAL: 'month', ANUAL: 'year' };

export interface Asignacion {
  planId: number;
  /** null unlinks the plan: it is no longer sold online. */
  priceId: string | null;
}

/** `3=price_123` links plan 3; `3=` unlinks it. Every argument is checked before anything changes. */
export function leerAsignaciones(args: readonly string[]): Asignacion[] {
  const asignaciones = args.map((arg) => {
    const m = ASIGNACION.exec(arg.trim());
    if (!m) throw new CliError(`"${arg}" no es válido: escribe <plan>=<precio>, por ejemplo 2=price_1Q2w3E, o 2= para quitar el precio`);
    return { planId: Number(m[1]), priceId: m[2] ?? null };
  });
  const precios = asignaciones.flatMap((a) => (a.priceId ? [a.priceId] : []));
  if (new Set(precios).size !== precios.length) throw new CliError('Un mismo precio de Stripe no puede ser de dos planes');
  return asignaciones;
}

/** With Stripe configured, each price must exist, be active and recur as its plan (monthly or yearly). */
async function verificarEnStripe(config: ConfigStripe, planes: Plan[], asignaciones: Asignacion[]): Promise<void> {
  const sdk = clienteStripe(config);
  if (!sdk) return;
  const stripe = await sdk();
  for (const a of asignaciones) {
    if (!a.priceId) continue;
    const id = a.priceId;
    const precio = await stripe.prices.retrieve(id).catch(() => {
      throw new CliError(`No se pudo leer el precio ${id} en Stripe: revisa que exista y que STRIPE_SECRET_KEY sea de la misma cuenta`);
    });
    const plan = planes.find((p) => p.id === a.planId);
    if (!precio.active) throw new CliError(`El precio ${id} está archivado en Stripe`);
    if (plan && precio.recurring?.interval !== INTERVALO[plan.periodicidad]) {
      throw new CliError(`El precio ${id} no se cobra ${plan.periodicidad === 'ANUAL' ? 'cada año' : 'cada mes'} como el plan ${plan.nombre} (${plan.periodicidad})`);
    }
  }
}

/** Applies the links as the database owner (requests may only read the plans), all or nothing. */
export async function asignarPreciosStripe(owner: Knex, config: ConfigStripe, asignaciones: Asignacion[]): Promise<Plan[]> {
  const planes = await Plan.query(owner).orderBy([planT.col.periodicidad, planT.col.orden]);
  for (const a of asignaciones) {
    const plan = planes.find((p) => p.id === a.planId);
    if (!plan) throw new CliError(`No existe el plan ${a.planId}; los planes son: ${planes.map((p) => p.id).join(', ')}`);
    if (plan.periodicidad === 'PRUEBA') throw new CliError(`El plan ${a.planId} es la prueba gratuita y no se vende`);
  }
  await verificarEnStripe(config, planes, asignaciones);
  await owner.transaction(async (trx) => {
    for (const a of asignaciones) await Plan.query(trx).findById(a.planId).patch({ stripeId: null });
    for (const a of asignaciones) if (a.priceId) await Plan.query(trx).findById(a.planId).patch({ stripeId: a.priceId });
  });
  return Plan.query(owner).orderBy([planT.col.periodicidad, planT.col.orden]);
}

const formatear = (p: Plan) =>
  `  ${String(p.id).padStart(3)}  ${p.periodicidad.padEnd(8)} ${p.nombre.padEnd(14)} ${p.activo ? '' : '(inactivo) '}${p.stripeId ?? '— sin precio: no se vende en línea'}`;

/**
 * cartera planes:stripe [plan=precio ...]: lists the plans with their Stripe price, or links them
 * (docs/adr/030-stripe.md). Prices live in the Stripe account, so they are configuration, not code.
 */
export const planesStripeCommand: CliContribution = (program, runtime) => {
  program
    .command('planes:stripe')
    .description('Muestra los planes con su precio de Stripe o los liga a precios: planes:stripe 2=price_… 5=price_… (2= quita el precio)')
    .argument('[asignaciones...]', '<plan>=<precio de Stripe>, p. ej. 2=price_1Q2w3E')
    .action(async (args: string[]) => {
      const asignaciones = leerAsignaciones(args);
      const rt = await runtime();
      try {
        const planes = await rt.db.withOwner((owner) => asignarPreciosStripe(owner, rt.config, asignaciones));
        if (asignaciones.length) console.log(`${asignaciones.length} plan(es) actualizado(s).`);
        console.log('Planes (id, periodicidad, nombre, precio de Stripe):');
        for (const p of planes.filter((x) => x.periodicidad !== 'PRUEBA')) console.log(formatear(p));
      } finally {
        await rt.close();
      }
    });
};
