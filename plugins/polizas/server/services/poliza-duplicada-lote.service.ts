import type { Knex } from 'knex';
import { aseguradoraT } from '../../../catalogos/server/index.ts';
import type { PolizaDuplicada } from '../../shared/polizas.ts';
import { polizaT } from '../models/poliza.model.ts';
import { aseguradoraUnica } from './aseguradora-unica.ts';
import { comoCampos } from './campos.ts';
import { cerrojoDeNumero, llaveDeNumero, type NumeroDePoliza } from './poliza-duplicada.ts';

/**
 * `polizaConNumero` for many numbers of one agent at once (the Excel import): the same locks — the
 * lock of each number (`cerrojoDeNumero`), the very keys a wizard save takes, so a concurrent save of
 * any of those numbers still waits for this transaction — taken in one statement in ascending order,
 * and the same overlap rule answered by one query per 500 numbers. A lock per agent and insurer would
 * not do: the wizard locks the number alone and would not wait for it.
 */

const LOTE = 500;
const p = polizaT.de('p');
const a = aseguradoraT.de('a');

export type NumeroEnLote = Omit<NumeroDePoliza, 'agenteId' | 'excepto'>;

/** Locks every number in ascending lock order: two imports of one agent never wait for each other in a cycle. */
async function bloquearNumeros(trx: Knex.Transaction, agenteId: number, llaves: string[]): Promise<void> {
  await trx.raw(`select count(pg_advisory_xact_lock(?::int, c)) from (select distinct ${cerrojoDeNumero('k')} as c from unnest(?::text[]) as t(k) order by c) as x`, [
    agenteId,
    [...new Set(llaves)],
  ]);
}

/**
 * Every number lock of the agent (0 to 1,023: all the values of `cerrojoDeNumero`), in the same ascending order: an
 * import streamed in parts cannot name its numbers before it writes its first part, and a file of a
 * few thousand numbers takes nearly all of them anyway.
 */
export async function bloquearNumerosDelAgente(trx: Knex.Transaction, agenteId: number): Promise<void> {
  await trx.raw(`select count(pg_advisory_xact_lock(?::int, c)) from (select c from generate_series(0, 1023) as c order by c) as x`, [agenteId]);
}

/** For each number, the agent's policy that it would repeat (the earliest overlapping one), or undefined. */
export async function polizasConNumeros(trx: Knex.Transaction, agenteId: number, lista: readonly NumeroEnLote[]): Promise<(PolizaDuplicada | undefined)[]> {
  await bloquearNumeros(
    trx,
    agenteId,
    lista.map((n) => llaveDeNumero(n.aseguradoraId, n.noPoliza)),
  );
  const pares = [...new Map(lista.map((n) => [llaveDeNumero(n.aseguradoraId, n.noPoliza), [n.aseguradoraId, n.noPoliza.toUpperCase()] as const])).values()];
  const candidatas = new Map<string, (PolizaDuplicada & { aseguradoraId: number })[]>();
  for (let i = 0; i < pares.length; i += LOTE) {
    const trozo = pares.slice(i, i + LOTE);
    const filas: (PolizaDuplicada & { aseguradoraId: number })[] = await trx(polizaT.as('p'))
      .leftJoin(aseguradoraUnica(trx), a.id, p.aseguradoraId)
      .where(p.agenteId, agenteId)
      // polizas_no_poliza_idx: (agente_id, upper(no_poliza)); the insurer is matched by the key below.
      .whereRaw(`upper(${p.noPoliza}) in (${trozo.map(() => '?').join(', ')})`, [...new Set(trozo.map(([, noPoliza]) => noPoliza))])
      .whereNot(p.status, 'eliminada')
      .select(
        ...comoCampos<PolizaDuplicada & { aseguradoraId: number }>({
          id: p.id,
          noPoliza: p.noPoliza,
          aseguradora: a.abreviacion,
          aseguradoraId: p.aseguradoraId,
          status: p.status,
          fechaVigenciaDe: p.fechaVigenciaDe,
          fechaVigenciaA: p.fechaVigenciaA,
        }),
      )
      .orderBy(p.fechaVigenciaDe);
    for (const f of filas) {
      const k = llaveDeNumero(f.aseguradoraId, f.noPoliza);
      candidatas.set(k, [...(candidatas.get(k) ?? []), f]);
    }
  }
  // Validities are half-open ([de, a)), as polizaConNumero compares them.
  return lista.map((n) => {
    const repetida = candidatas.get(llaveDeNumero(n.aseguradoraId, n.noPoliza))?.find((f) => f.fechaVigenciaDe < n.fechaVigenciaA && n.fechaVigenciaDe < f.fechaVigenciaA);
    if (!repetida) return undefined;
    const { aseguradoraId: _, ...poliza } = repetida;
    return poliza;
  });
}
