import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { withSystemScope } from '../db/tenancy.ts';
import { crearAgente } from './agentes.ts';
import type { SuscripcionesHooks } from './hooks.ts';
import { hashPassword } from './passwords.ts';
import { usuarioPorCorreo } from './usuario-record.ts';

export const DEMO_CORREO = 'demo@cartera.mx';

/** A readable random password: the demo account must not share one across installations. */
function demoPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const pick = () => letters[randomInt(letters.length)];
  return `Demo-${pick()}${pick()}${pick()}${pick()}-${randomInt(1000, 10000)}`;
}

/** Creates the demo agent (or gives it a new password) and returns its credentials. */
export async function sembrarDemo(knex: Knex, hooks: SuscripcionesHooks | null, hashCost?: number): Promise<{ correo: string; password: string }> {
  const password = demoPassword();
  const passwordHash = await hashPassword(password, hashCost);
  await withSystemScope(knex, async (trx) => {
    const existing = await usuarioPorCorreo(trx, DEMO_CORREO);
    if (existing) {
      await trx('usuarios')
        .where({ id: existing.id })
        .update({ password_hash: passwordHash, password_version: trx.raw('password_version + 1'), status: 'activo', updated_at: trx.fn.now() });
      return;
    }
    await crearAgente(trx, hooks, { correo: DEMO_CORREO, nombre: 'Daniela', apPaterno: 'Demo', apMaterno: 'Cartera', cedula: null }, passwordHash);
  });
  return { correo: DEMO_CORREO, password };
}

/** True when no agent exists yet: a brand-new installation. */
export async function sinAgentes(knex: Knex): Promise<boolean> {
  const [{ n }] = await withSystemScope(knex, (trx) => trx('agentes').count({ n: '*' }));
  return Number(n) === 0;
}
