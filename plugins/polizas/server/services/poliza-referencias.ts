import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { monedasDelAgente, Razon, razonT, Vendedor, vendedorT } from '../../../catalogos/server/index.ts';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import { clienteVisible } from '../../../clientes/server/index.ts';
import { claveCubreRamo, comisionDeClave } from '../../shared/claves.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { AgenteClave, agenteClaveT } from '../models/agente-clave.model.ts';

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
  const col = agenteClaveT.col;
  const k = await AgenteClave.query(trx)
    .findById(claveId)
    .select(col.aseguradoraId, col.vida, col.autos, col.salud, col.diversos, col.comisionVida, col.comisionAutos, col.comisionSalud, col.comisionDiversos);
  if (!k) throw notFound(MENSAJES_POLIZAS.claveNoExiste);
  if (!claveCubreRamo(k, ramo)) throw badRequest(MENSAJES_POLIZAS.claveSinRamo);
  return { aseguradoraId: k.aseguradoraId, porcentaje: comisionDeClave(k, ramo) };
}

export async function verificarCliente(trx: Knex.Transaction, clienteId: number): Promise<void> {
  if (!(await clienteVisible(trx, clienteId))) throw notFound(MENSAJES_POLIZAS.clienteNoExiste);
}

export async function verificarVendedor(trx: Knex.Transaction, vendedorId: number | null): Promise<void> {
  if (vendedorId === null) return;
  if (!(await Vendedor.query(trx).findById(vendedorId).select(vendedorT.col.id))) throw notFound(MENSAJES_POLIZAS.vendedorNoExiste);
}

/** The policy's currency must be one the agent configured: its exchange rate converts the amounts. */
export async function verificarMoneda(trx: Knex.Transaction, agenteId: number, monedaId: number): Promise<void> {
  const monedas = await monedasDelAgente(trx, agenteId);
  if (!monedas.some((m) => m.monedaId === monedaId)) throw badRequest(MENSAJES_POLIZAS.monedaNoConfigurada);
}

/** A closing or reactivation reason of the given kind (razones tipo 0 policies, 3 receipts). */
export async function razonPorId(trx: Knex.Transaction, razonId: number, tipo: number): Promise<string> {
  const r = await Razon.query(trx).findById(razonId).where(razonT.col.tipo, tipo).select(razonT.col.nombre);
  if (!r) throw badRequest(MENSAJES_POLIZAS.razonNoExiste);
  return r.nombre;
}
