import type { Knex } from 'knex';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { monedasDelAgente } from '../../../catalogos/server/index.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';

/** A proposal's or template's currency, by abbreviation, and the field the form shows it under. */
export interface MonedaUsada {
  campo: string;
  moneda: string;
}

/** Every currency used is one the agent configured (the peso always is); a 400 under its field otherwise. */
export async function revisarMonedas(trx: Knex.Transaction, agenteId: number, usadas: readonly MonedaUsada[]): Promise<void> {
  const configuradas = new Set((await monedasDelAgente(trx, agenteId)).map((m) => m.abreviacion.toUpperCase()));
  const ajena = usadas.find((u) => !configuradas.has(u.moneda.toUpperCase()));
  if (ajena) throw badRequest(M.monedaNoConfigurada(ajena.moneda), { errors: { [ajena.campo]: M.monedaNoConfigurada(ajena.moneda) } });
}
