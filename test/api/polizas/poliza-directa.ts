import { withTenant } from '../../../core/server/db/tenancy.ts';
import type { Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';

/**
 * A policy written straight into the database, with a client of its own, that names an agent key:
 * what the key tests need (a key in use) without going through the policy wizard's API.
 */
export async function insertarPolizaConClave(cuenta: Cuenta, claveId: number, aseguradoraId: number): Promise<number> {
  const agenteId = cuenta.login.agenteId;
  return withTenant((await getTestDatabase()).knex, agenteId, async (trx) => {
    const [{ id: clienteId }] = await trx('clientes').insert({ agente_id: agenteId, fiscal: 'moral', nombres: 'Cliente de prueba', rfc: 'XAXX010101000' }).returning('id');
    const [{ id }] = await trx('polizas')
      .insert({
        agente_id: agenteId,
        no_poliza: 'P-1',
        concepto: 'Auto',
        paquete: 'Amplia',
        ramo_id: 1,
        cliente_id: clienteId,
        agente_clave_id: claveId,
        aseguradora_id: aseguradoraId,
        moneda_id: 1,
        forma_pago: 'contado',
        fecha_vigencia_de: '2026-01-01',
        fecha_vigencia_a: '2027-01-01',
        usuario_id: cuenta.login.usuario.id,
      })
      .returning('id');
    return id;
  });
}
