import type { Knex } from 'knex';
import type { DemoAgregados, DemoSeeder } from '../../../../core/server/plugins/contract.ts';
import { crearAzar } from '../../../../core/server/plugins/demo-azar.ts';
import { cargarSepomexSiVacio } from '../../../catalogos/server/index.ts';
import { validarCliente } from '../../shared/cliente-form.ts';
import { guardarCliente } from '../services/clientes.service.ts';
import { clientesDemo, type CpDemo } from './clientes-demo.ts';
import { CODIGOS_POSTALES } from './datos-demo.ts';

/** The demo CPs the catalogue has, each with its settlements; a CP a refresh removed is skipped. */
async function cpsDemo(trx: Knex.Transaction): Promise<CpDemo[]> {
  const filas: { id: number; cp: string }[] = await trx('sepomex')
    .whereIn('cp', CODIGOS_POSTALES.map(([cp]) => cp))
    .orderBy([{ column: 'cp' }, { column: 'asentamiento' }, { column: 'id' }])
    .select('id', 'cp');
  const colonias = new Map<string, number[]>();
  for (const { id, cp } of filas) colonias.set(cp, [...(colonias.get(cp) ?? []), id]);
  return CODIGOS_POSTALES.filter(([cp]) => colonias.has(cp)).map(([cp, lada]) => ({ cp, lada, colonias: colonias.get(cp)! }));
}

/**
 * About 40 clients for the demo account (docs/adr/015-datos-demo.md), saved through the same
 * validation and service as POST /clientes. An agent that has any client gets none.
 */
export const clientesDemoSeeder: DemoSeeder = {
  // Addresses come from SEPOMEX, which the CLI path has not loaded when no server ever started.
  preparar: (db, log) => cargarSepomexSiVacio(db, log),
  async sembrar({ trx, agenteId }): Promise<DemoAgregados> {
    if (await trx('clientes').first('id')) return {};
    const clientes = clientesDemo(crearAzar('clientes'), await cpsDemo(trx));
    const robots: number[] = [];
    for (const cliente of clientes) {
      const r = validarCliente(cliente.datos);
      if (!r.ok) throw new Error(`Cliente de demostración inválido (${String(cliente.datos.nombres)}): ${r.message}`);
      const id = await guardarCliente(trx, agenteId, r.value);
      if (cliente.esRobot) robots.push(id);
    }
    // The service clears es_robot on every save (a user completed the record); the sync's are set after.
    if (robots.length) await trx('clientes').whereIn('id', robots).update({ es_robot: true });
    return { clientes: clientes.length };
  },
};
