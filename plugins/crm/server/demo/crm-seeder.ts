import type { Knex } from 'knex';
import type { DemoAgregados, DemoContext, DemoSeeder } from '../../../../core/server/plugins/contract.ts';
import { crearAzar, type Azar } from '../../../../core/server/plugins/demo-azar.ts';
import { validate } from '../../../../core/shared/validation.ts';
import { validarTextos } from '../../shared/bitacora.ts';
import { DUENOS } from '../../shared/duenos.ts';
import { tareaNuevaSchema, type TareaDatos } from '../../shared/tareas.ts';
import { crearRegistro } from '../services/bitacora.service.ts';
import { crearTarea } from '../services/tareas.service.ts';
import { REGISTROS_DEMO } from './bitacora-demo.ts';
import { momento } from './momentos.ts';
import { TAREAS_DEMO } from './tareas-demo.ts';

interface ClienteDemo {
  id: number;
  nombre: string;
}

const CLIENTES_CON_BITACORA = 15;
const DUENO_CLIENTE = DUENOS.find((d) => d.entidad === 'clientes')!;

/**
 * The demo agent's active clients, read with plain SQL: crm does not depend on the clientes plugin
 * (docs/adr/015-datos-demo.md), which runs its seeder first and may be absent (then: no clients).
 */
async function clientesDelAgente(trx: Knex.Transaction): Promise<ClienteDemo[]> {
  const { rows } = await trx.raw(`select to_regclass('clientes') is not null as hay`);
  if (!rows[0].hay) return [];
  return trx('clientes')
    .where('status', 'activo')
    .orderBy('id')
    .select('id', trx.raw(`concat_ws(' ', nombres, ap_pat, ap_mat) as nombre`));
}

/** Validated as POST /tareas validates, then back-dated: a demo whose tasks were all created today looks staged. */
async function sembrarTareas({ trx, agenteId, hoy }: DemoContext, azar: Azar, clientes: ClienteDemo[]): Promise<number> {
  const nombrados = azar.barajar(clientes);
  for (const t of TAREAS_DEMO) {
    const cliente = t.conCliente ? nombrados.pop() : undefined;
    const r = validate<TareaDatos>(tareaNuevaSchema, {
      nombre: t.nombre,
      descripcion: cliente ? `${t.descripcion} Cliente: ${cliente.nombre}.` : t.descripcion,
      vencimiento: t.vence ? momento(hoy, t.vence.dias, t.vence.hora) : null,
      prioridad: t.prioridad,
      tipo: t.tipo,
      status: t.status,
    });
    if (!r.ok) throw new Error(`Tarea de demostración inválida (${t.nombre}): ${r.message}`);
    const id = await crearTarea(trx, agenteId, r.value);
    await trx('tareas')
      .where({ id })
      .update({ created_at: momento(hoy, -t.creadaHaceDias, '09:15'), fecha_cierre: t.status === 'cerrada' ? r.value.vencimiento : null });
  }
  return TAREAS_DEMO.length;
}

/** One or two records on each of fifteen clients, written by the principal user over the last two months. */
async function sembrarBitacora({ trx, agenteId, usuarioId, hoy }: DemoContext, azar: Azar, clientes: ClienteDemo[]): Promise<number> {
  let registros = 0;
  for (const cliente of azar.barajar(clientes).slice(0, CLIENTES_CON_BITACORA)) {
    for (const registro of azar.barajar(REGISTROS_DEMO).slice(0, azar.entero(1, 2))) {
      const textos = validarTextos(registro.textos.map(({ tipo, texto }) => ({ tipo, texto, adjunto: null })));
      if (!textos.ok) throw new Error(`Bitácora de demostración inválida (${registro.asunto}): ${textos.message}`);
      const id = await crearRegistro(trx, { agenteId, usuarioId }, { dueno: DUENO_CLIENTE, duenoId: cliente.id, asunto: registro.asunto, tipo: textos.value[0].tipo, textos: textos.value });
      const dias = -azar.entero(5, 60);
      const hora = `${String(azar.entero(9, 18)).padStart(2, '0')}:${azar.elegir(['05', '20', '35', '50'])}`;
      await trx('bitacoras').where({ id }).update({ created_at: momento(hoy, dias, hora) });
      const ids: number[] = await trx('bitacora_textos').where({ bitacora_id: id }).orderBy('id').pluck('id');
      for (const [n, textoId] of ids.entries()) {
        await trx('bitacora_textos').where({ id: textoId }).update({ created_at: momento(hoy, dias + registro.textos[n].diasDespues, hora) });
      }
      registros++;
    }
  }
  return registros;
}

/** Tasks and log entries for the demo account; each part is added only when the agent has none. */
export const crmDemoSeeder: DemoSeeder = {
  async sembrar(ctx) {
    const { trx } = ctx;
    const clientes = await clientesDelAgente(trx);
    const agregados: DemoAgregados = {};
    if (!(await trx('tareas').first('id'))) agregados.tareas = await sembrarTareas(ctx, crearAzar('crm-tareas'), clientes);
    if (clientes.length && !(await trx('bitacoras').first('id'))) {
      agregados['registros de bitácora'] = await sembrarBitacora(ctx, crearAzar('crm-bitacora'), clientes);
    }
    return agregados;
  },
};
