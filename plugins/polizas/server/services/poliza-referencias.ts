import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { monedasDelAgente } from '../../../catalogos/server/index.ts';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import { clienteVisible } from '../../../clientes/server/index.ts';
import { claveCubreRamo, comisionDeClave } from '../../shared/claves.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';

/**
 * The records a policy names, checked before it is written, with the messages of the form. The
 * composite foreign keys catch the rest (another agent's id looks missing, as it must).
 */

export interface ClaveDePoliza {
  aseguradoraId: number;
  /** The key's default commission percent for the policy's line. */
  porcentaje: number;
}

export async function claveParaPoliza(trx: Knex.Transaction, claveId: number, ramo: RamoId): Promise<ClaveDePoliza> {
  const k = await trx('agente_claves')
    .where('id', claveId)
    .first(
      'aseguradora_id as aseguradoraId', 'vida', 'autos', 'salud', 'diversos',
      'comision_vida as comisionVida', 'comision_autos as comisionAutos', 'comision_salud as comisionSalud', 'comision_diversos as comisionDiversos',
    );
  if (!k) throw notFound(MENSAJES_POLIZAS.claveNoExiste);
  if (!claveCubreRamo(k, ramo)) throw badRequest(MENSAJES_POLIZAS.claveSinRamo);
  return { aseguradoraId: k.aseguradoraId, porcentaje: comisionDeClave(k, ramo) };
}

export async function verificarCliente(trx: Knex.Transaction, clienteId: number): Promise<void> {
  if (!(await clienteVisible(trx, clienteId))) throw notFound(MENSAJES_POLIZAS.clienteNoExiste);
}

export async function verificarVendedor(trx: Knex.Transaction, vendedorId: number | null): Promise<void> {
  if (vendedorId === null) return;
  if (!(await trx('vendedores').where('id', vendedorId).first('id'))) throw notFound(MENSAJES_POLIZAS.vendedorNoExiste);
}

/** The policy's currency must be one the agent configured: its exchange rate converts the amounts. */
export async function verificarMoneda(trx: Knex.Transaction, agenteId: number, monedaId: number): Promise<void> {
  const monedas = await monedasDelAgente(trx, agenteId);
  if (!monedas.some((m) => m.monedaId === monedaId)) throw badRequest(MENSAJES_POLIZAS.monedaNoConfigurada);
}

/** A closing or reactivation reason of the given kind (razones tipo 0 policies, 3 receipts). */
export async function razonPorId(trx: Knex.Transaction, razonId: number, tipo: number): Promise<string> {
  const r = await trx('razones').where({ id: razonId, tipo }).first('nombre');
  if (!r) throw badRequest(MENSAJES_POLIZAS.razonNoExiste);
  return r.nombre;
}
