import type { Knex } from 'knex';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { aseguradoraT } from '../../../catalogos/server/index.ts';
import { MENSAJES_POLIZAS, type PolizaDuplicada } from '../../shared/polizas.ts';
import { polizaT } from '../models/poliza.model.ts';
import { aseguradoraUnica } from './aseguradora-unica.ts';
import { comoCampos } from './campos.ts';

/**
 * One policy number per insurer at a time (issue 18, docs/adr/023-captura-sin-sorpresas.md): a save
 * whose insurer and number match a policy of the agent whose validity overlaps is refused, naming
 * that policy. Validities are half-open ([de, a)), so a renewal that starts the day its original
 * ends keeps the number; a renewal and the policy it renews never conflict (a term longer than a
 * year moved a year on overlaps its original). Deleted policies do not count.
 */

const p = polizaT.de('p');
const a = aseguradoraT.de('a');

export interface NumeroDePoliza {
  agenteId: number;
  aseguradoraId: number;
  noPoliza: string;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  /** The policy being edited and the policies it renews or is renewed by: they never conflict. */
  excepto: readonly number[];
}

/** The text whose hash picks a number's lock. */
export const llaveDeNumero = (aseguradoraId: number, noPoliza: string) => `polizas:${aseguradoraId}:${noPoliza.toUpperCase()}`;

/**
 * The lock of a number, as SQL over the text of `llaveDeNumero`: one of 1,024 per agent. A file of
 * any size then takes at most 1,024 locks, where one per number exhausted PostgreSQL's lock table at
 * 100k rows ('out of shared memory'); two numbers sharing a lock only make their saves wait in turn.
 */
export const cerrojoDeNumero = (llave: string) => `hashtext(${llave}) & 1023`;

/**
 * Serialises the saves of one agent, insurer and number until the transaction ends: of two
 * concurrent saves the second waits, then sees the first one's policy. The two-key advisory locks
 * live apart from the one-key ones other code may take.
 */
async function bloquearNumero(trx: Knex.Transaction, n: NumeroDePoliza): Promise<void> {
  await trx.raw(`select pg_advisory_xact_lock(?::int, ${cerrojoDeNumero('?')})`, [n.agenteId, llaveDeNumero(n.aseguradoraId, n.noPoliza)]);
}

/** The agent's policy that the number would repeat, or undefined. */
async function polizaQueRepite(trx: Knex.Transaction, n: NumeroDePoliza): Promise<PolizaDuplicada | undefined> {
  const q = trx(polizaT.as('p'))
    .leftJoin(aseguradoraUnica(trx), a.id, p.aseguradoraId)
    .where(p.agenteId, n.agenteId)
    .where(p.aseguradoraId, n.aseguradoraId)
    // polizas_no_poliza_idx: (agente_id, upper(no_poliza)).
    .whereRaw(`upper(${p.noPoliza}) = upper(?)`, [n.noPoliza])
    .whereNot(p.status, 'eliminada')
    .whereRaw(`daterange(${p.fechaVigenciaDe}, ${p.fechaVigenciaA}, '[)') && daterange(?::date, ?::date, '[)')`, [n.fechaVigenciaDe, n.fechaVigenciaA])
    .select(
      ...comoCampos<PolizaDuplicada>({
        id: p.id,
        noPoliza: p.noPoliza,
        aseguradora: a.abreviacion,
        status: p.status,
        fechaVigenciaDe: p.fechaVigenciaDe,
        fechaVigenciaA: p.fechaVigenciaA,
      }),
    )
    .orderBy(p.fechaVigenciaDe);
  if (n.excepto.length) q.whereNotIn(p.id, n.excepto);
  return q.first();
}

/** Refuses the save (400, the policy in the body for the wizard's link) when the number repeats. */
export async function verificarNumeroUnico(trx: Knex.Transaction, n: NumeroDePoliza): Promise<void> {
  await bloquearNumero(trx, n);
  const repetida = await polizaQueRepite(trx, n);
  if (!repetida) return;
  const message = MENSAJES_POLIZAS.numeroRepetido(repetida);
  throw badRequest(message, { polizaDuplicada: repetida, errors: { noPoliza: message } });
}

/**
 * For imports (importacion): the agent's policy of this insurer and number whose validity overlaps,
 * with the number locked until the transaction ends as a save locks it, so two imports of one
 * cover page never both create it.
 */
export async function polizaConNumero(trx: Knex.Transaction, n: NumeroDePoliza): Promise<PolizaDuplicada | undefined> {
  await bloquearNumero(trx, n);
  return polizaQueRepite(trx, n);
}
