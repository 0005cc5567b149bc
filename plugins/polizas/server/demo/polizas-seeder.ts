import type { Knex } from 'knex';
import type { DemoAgregados, DemoSeeder } from '../../../../core/server/plugins/contract.ts';
import { crearAzar } from '../../../../core/server/plugins/demo-azar.ts';
import { validarPoliza } from '../../shared/poliza-form.ts';
import { cerrarPoliza } from '../services/estatus.service.ts';
import { crearPoliza } from '../services/polizas.service.ts';
import { ASEGURADORAS_DEMO, polizasDemo, type ClienteDemo, type VehiculoCatalogo } from './polizas-demo.ts';

async function crearClaves(trx: Knex.Transaction, agenteId: number): Promise<number[]> {
  const filas = ASEGURADORAS_DEMO.map((aseguradora, i) => ({
    agente_id: agenteId,
    aseguradora_predefinida_id: aseguradora,
    clave: String(31_400 + i * 1_117),
    comision_autos: 12, comision_salud: 9, comision_vida: 20, comision_diversos: 15,
    terminos_aceptados_at: trx.fn.now(),
  }));
  return (await trx('agente_claves').insert(filas).returning('id')).map((r: { id: number }) => r.id);
}

function clientesDemo(trx: Knex.Transaction): Promise<ClienteDemo[]> {
  return trx('clientes')
    .where('status', 'activo')
    .orderBy('id')
    .select('id', trx.raw(`fiscal = 'fisica' as fisica`), 'nombres', 'ap_pat as apPat', 'ap_mat as apMat', 'fec_nacimiento as fecNacimiento', 'sexo');
}

function vehiculosDemo(trx: Knex.Transaction, hoy: string): Promise<VehiculoCatalogo[]> {
  const anio = Number(hoy.slice(0, 4));
  return trx('vehiculos_catalogo')
    .whereBetween('modelo', [anio - 8, anio])
    .whereRaw('id % 97 = 0')
    .orderBy('id')
    .limit(60)
    .select('modelo', 'marca', 'tipo', 'clave as amis', 'descripcion');
}

/**
 * The demo portfolio (docs/adr/015-datos-demo.md): agent keys, ~120 policies saved through the same
 * validation and service as POST /polizas (receipts calculated), then their history: receipts due
 * more than a week ago mostly paid, a few policies closed, the expired ones renewed.
 */
export const polizasDemoSeeder: DemoSeeder = {
  async sembrar({ trx, agenteId, usuarioId, hoy }): Promise<DemoAgregados> {
    if (await trx('polizas').first('id')) return {};
    const clientes = await clientesDemo(trx);
    if (clientes.length === 0) return {};
    const escritor = { agenteId, usuarioId };
    const azar = crearAzar('polizas');
    const claves = await crearClaves(trx, agenteId);
    const ids: number[] = [];
    let renovaciones = 0;
    for (const datos of polizasDemo(azar, hoy, clientes, claves, await vehiculosDemo(trx, hoy))) {
      const r = validarPoliza(datos);
      if (!r.ok) throw new Error(`Póliza de demostración inválida (${datos.noPoliza}): ${r.message}`);
      ids.push(await crearPoliza(trx, escritor, r.value));
      if (datos.fechaVigenciaA < hoy && azar.siNo(0.3)) {
        const renovacion = { ...r.value, polizaIDRenovo: ids[ids.length - 1], fechaVigenciaDe: datos.fechaVigenciaA, fechaVigenciaA: `${Number(datos.fechaVigenciaA.slice(0, 4)) + 1}${datos.fechaVigenciaA.slice(4)}` };
        ids.push(await crearPoliza(trx, escritor, renovacion));
        renovaciones += 1;
      }
    }
    // Collections history: nine in ten receipts due over a week ago were paid, a few days after the due date.
    await trx('recibos')
      .where('status', 'pendiente')
      .where('fec_vence', '<', trx.raw(`?::date - 7`, [hoy]))
      .whereRaw('id % 10 <> 3')
      .update({ status: 'pagado', fec_pago: trx.raw(`fec_vence - (id % 9)::int`), folio_pago: trx.raw(`'DEP-' || (700000 + id)`), tipo_cambio: 1 });
    const razones: { id: number }[] = await trx('razones').where('tipo', 0).orderBy('orden').select('id');
    const cerradas = ids.filter((_, i) => i % 23 === 11);
    for (const id of cerradas) await cerrarPoliza(trx, escritor, id, { razonId: razones[1].id, texto: 'El cliente contrató con otra aseguradora', polizaId: null });
    return { claves: claves.length, polizas: ids.length, renovaciones, cerradas: cerradas.length };
  },
};
