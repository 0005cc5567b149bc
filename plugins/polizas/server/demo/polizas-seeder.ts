import type { Knex } from 'knex';
import type { DemoAgregados, DemoSeeder } from '../../../../core/server/plugins/contract.ts';
import { crearAzar } from '../../../../core/server/plugins/demo-azar.ts';
import { Razon, razonT } from '../../../catalogos/server/index.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import { validarPoliza } from '../../shared/poliza-form.ts';
import { AgenteClave } from '../models/agente-clave.model.ts';
import { Poliza, polizaT } from '../models/poliza.model.ts';
import { Recibo, reciboT } from '../models/recibo.model.ts';
import { vehiculoCatalogoT } from '../models/vehiculo-catalogo.model.ts';
import { comoCampos } from '../services/campos.ts';
import { cerrarPoliza } from '../services/estatus.service.ts';
import { crearPoliza } from '../services/polizas.service.ts';
import { ASEGURADORAS_DEMO, polizasDemo, type ClienteDemo, type VehiculoCatalogo } from './polizas-demo.ts';

async function crearClaves(trx: Knex.Transaction, agenteId: number): Promise<number[]> {
  const filas = ASEGURADORAS_DEMO.map((aseguradora, i) => ({
    agenteId,
    aseguradoraPredefinidaId: aseguradora,
    clave: String(31_400 + i * 1_117),
    comisionAutos: 12,
    comisionSalud: 9,
    comisionVida: 20,
    comisionDiversos: 15,
    terminosAceptadosAt: trx.fn.now(),
  }));
  return (await AgenteClave.query(trx).insert(filas)).map((k) => k.id);
}

function clientesDemo(trx: Knex.Transaction): Promise<ClienteDemo[]> {
  const c = clienteT.col;
  return trx(clienteT.nombre)
    .where(c.status, 'activo')
    .orderBy(c.id)
    .select(
      ...comoCampos<ClienteDemo>({ id: c.id }),
      trx.raw(`${c.fiscal} = 'fisica' as fisica`),
      ...comoCampos<ClienteDemo>({ nombres: c.nombres, apPat: c.apPat, apMat: c.apMat, fecNacimiento: c.fecNacimiento, sexo: c.sexo }),
    );
}

function vehiculosDemo(trx: Knex.Transaction, hoy: string): Promise<VehiculoCatalogo[]> {
  const anio = Number(hoy.slice(0, 4));
  const v = vehiculoCatalogoT.col;
  return trx(vehiculoCatalogoT.nombre)
    .whereBetween(v.modelo, [anio - 8, anio])
    .whereRaw(`${v.id} % 97 = 0`)
    .orderBy(v.id)
    .limit(60)
    .select(comoCampos<VehiculoCatalogo>({ modelo: v.modelo, marca: v.marca, tipo: v.tipo, amis: v.clave, descripcion: v.descripcion }));
}

/**
 * The demo portfolio (docs/adr/015-datos-demo.md): agent keys, ~120 policies saved through the same
 * validation and service as POST /polizas (receipts calculated), then their history: receipts due
 * more than a week ago mostly paid, a few policies closed, the expired ones renewed.
 */
export const polizasDemoSeeder: DemoSeeder = {
  async sembrar({ trx, agenteId, usuarioId, hoy }): Promise<DemoAgregados> {
    if (await Poliza.query(trx).select(polizaT.col.id).limit(1).first()) return {};
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
        const renovacion = {
          ...r.value,
          polizaIDRenovo: ids[ids.length - 1],
          fechaVigenciaDe: datos.fechaVigenciaA,
          fechaVigenciaA: `${Number(datos.fechaVigenciaA.slice(0, 4)) + 1}${datos.fechaVigenciaA.slice(4)}`,
        };
        ids.push(await crearPoliza(trx, escritor, renovacion));
        renovaciones += 1;
      }
    }
    // Collections history: nine in ten receipts due over a week ago were paid, a few days after the due date.
    const r = reciboT.col;
    await Recibo.query(trx)
      .where(r.status, 'pendiente')
      .where(r.fecVence, '<', trx.raw(`?::date - 7`, [hoy]))
      .whereRaw(`${r.id} % 10 <> 3`)
      .patch({ status: 'pagado', fecPago: trx.raw(`${r.fecVence} - (${r.id} % 9)::int`), folioPago: trx.raw(`'DEP-' || (700000 + ${r.id})`), tipoCambio: 1 });
    const razones = await Razon.query(trx).where(razonT.col.tipo, 0).orderBy(razonT.col.orden).select(razonT.col.id);
    const cerradas = ids.filter((_, i) => i % 23 === 11);
    for (const id of cerradas) await cerrarPoliza(trx, escritor, id, { razonId: razones[1].id, texto: 'El cliente contrató con otra aseguradora', polizaId: null });
    return { claves: claves.length, polizas: ids.length, renovaciones, cerradas: cerradas.length };
  },
};
