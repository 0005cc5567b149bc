import type { Knex } from 'knex';
import type { DemoAgregados, DemoContext, DemoSeeder } from '../../../../core/server/plugins/contract.ts';
import { crearAzar } from '../../../../core/server/plugins/demo-azar.ts';
import { cargarSepomexSiVacio, Sepomex, sepomexT } from '../../../catalogos/server/index.ts';
import { anotarDemo, hayBitacoraDe, sembrarTareasDemo } from '../../../crm/server/index.ts';
import { Cliente, clienteT } from '../models/cliente.model.ts';
import { validarCliente } from '../../shared/cliente-form.ts';
import { guardarCliente } from '../services/clientes.service.ts';
import { REGISTROS_DEMO } from './bitacora-demo.ts';
import { clientesDemo, type CpDemo } from './clientes-demo.ts';
import { CODIGOS_POSTALES } from './datos-demo.ts';

/** The demo CPs the catalogue has, each with its settlements; a CP a refresh removed is skipped. */
async function cpsDemo(trx: Knex.Transaction): Promise<CpDemo[]> {
  const s = sepomexT.col;
  const filas = await Sepomex.query(trx)
    .whereIn(
      s.cp,
      CODIGOS_POSTALES.map(([cp]) => cp),
    )
    .orderBy([{ column: s.cp }, { column: s.asentamiento }, { column: s.id }])
    .select(s.id, s.cp);
  const colonias = new Map<string, number[]>();
  for (const { id, cp } of filas) colonias.set(cp, [...(colonias.get(cp) ?? []), id]);
  return CODIGOS_POSTALES.flatMap(([cp, lada]) => {
    const deCp = colonias.get(cp);
    return deCp ? [{ cp, lada, colonias: deCp }] : [];
  });
}

/** A client as the demo's tasks and log name it. */
interface ClienteDemo {
  id: number;
  nombre: string;
}

const CLIENTES_CON_BITACORA = 15;

/** About 40 clients, saved through the same validation and service as POST /clientes. */
async function sembrarClientes(trx: Knex.Transaction, agenteId: number): Promise<number> {
  const clientes = clientesDemo(crearAzar('clientes'), await cpsDemo(trx));
  const robots: number[] = [];
  for (const cliente of clientes) {
    const r = validarCliente(cliente.datos);
    if (!r.ok) throw new Error(`Cliente de demostración inválido (${String(cliente.datos.nombres)}): ${r.message}`);
    const id = await guardarCliente(trx, agenteId, r.value);
    if (cliente.esRobot) robots.push(id);
  }
  // The service clears es_robot on every save (a user completed the record); the sync's are set after.
  if (robots.length) await Cliente.query(trx).whereIn(clienteT.col.id, robots).patch({ esRobot: true });
  return clientes.length;
}

/** The agent's active clients with their full names, as the demo's tasks and log name them. */
async function clientesActivos(trx: Knex.Transaction): Promise<ClienteDemo[]> {
  const c = clienteT.col;
  return trx(clienteT.nombre)
    .where(c.status, 'activo')
    .orderBy(c.id)
    .select(c.id, trx.raw(`concat_ws(' ', ??, ??, ??) as nombre`, [c.nombres, c.apPat, c.apMat]));
}

/** One or two log records (crm's) on each of fifteen clients, written by the principal user over the last two months. */
async function sembrarBitacora(ctx: DemoContext, clientes: ClienteDemo[]): Promise<number> {
  const azar = crearAzar('clientes-bitacora');
  let registros = 0;
  for (const cliente of azar.barajar(clientes).slice(0, CLIENTES_CON_BITACORA)) {
    for (const registro of azar.barajar(REGISTROS_DEMO).slice(0, azar.entero(1, 2))) {
      const dias = -azar.entero(5, 60);
      const hora = `${String(azar.entero(9, 18)).padStart(2, '0')}:${azar.elegir(['05', '20', '35', '50'])}`;
      await anotarDemo(ctx, { entidad: 'clientes', duenoId: cliente.id }, registro, { dias, hora });
      registros++;
    }
  }
  return registros;
}

/**
 * The demo account's clients (docs/adr/015-datos-demo.md), then what crm keeps about them: the
 * agent's tasks, some naming a client, and the clients' activity log. crm runs its seeders before
 * this plugin exists in the order, so the clients' part of its demo is seeded here, through what crm
 * publishes. Each part is added only when the agent has none: an agent with any client gets no
 * clients, one with tasks no tasks, one with a client log no log.
 */
export const clientesDemoSeeder: DemoSeeder = {
  // Addresses come from SEPOMEX, which the CLI path has not loaded when no server ever started.
  preparar: (db, log) => cargarSepomexSiVacio(db, log),
  async sembrar(ctx): Promise<DemoAgregados> {
    const { trx, agenteId } = ctx;
    const agregados: DemoAgregados = {};
    if (!(await Cliente.query(trx).select(clienteT.col.id).first())) agregados.clientes = await sembrarClientes(trx, agenteId);
    const clientes = await clientesActivos(trx);
    const tareas = await sembrarTareasDemo(
      ctx,
      clientes.map((c) => ({ texto: `Cliente: ${c.nombre}.`, entidad: 'clientes', duenoId: c.id })),
    );
    if (tareas) agregados.tareas = tareas;
    if (clientes.length && !(await hayBitacoraDe(trx, 'clientes'))) agregados['registros de bitácora'] = await sembrarBitacora(ctx, clientes);
    return agregados;
  },
};
