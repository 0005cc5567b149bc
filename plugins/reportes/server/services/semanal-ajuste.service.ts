import type { Knex } from 'knex';
import { Usuario, usuarioT } from '../../../../core/server/models/index.ts';
import type { AjusteSemanal } from '../../shared/ajuste-semanal.ts';
import { SemanalAjuste, semanalAjusteT } from '../models/semanal-ajuste.model.ts';

/** The agent's principal user, who gets the Monday e-mail; null when it is not active. */
export async function destinatario(trx: Knex.Transaction): Promise<Pick<Usuario, 'correo' | 'nombres'> | null> {
  const u = usuarioT.col;
  const principal = await Usuario.query(trx).where(u.principal, true).where(u.status, 'activo').whereNull(u.eliminadoAt).select(u.correo, u.nombres).first();
  return principal ?? null;
}

/** Whether the agent of the transaction gets the weekly report by e-mail, and where it goes. */
export async function ajusteSemanal(trx: Knex.Transaction): Promise<AjusteSemanal> {
  const ajuste = await SemanalAjuste.query(trx).select(semanalAjusteT.col.activo).first();
  return { activo: ajuste?.activo ?? false, correo: (await destinatario(trx))?.correo ?? '' };
}

/** Turns the Monday e-mail on or off for the agent. */
export async function guardarAjusteSemanal(trx: Knex.Transaction, agenteId: number, activo: boolean): Promise<AjusteSemanal> {
  const { agenteId: agente, activo: col, updatedAt } = semanalAjusteT.col;
  await trx(semanalAjusteT.nombre)
    .insert({ [agente]: agenteId, [col]: activo })
    .onConflict(agente)
    .merge({ [col]: activo, [updatedAt]: trx.fn.now() });
  return ajusteSemanal(trx);
}
