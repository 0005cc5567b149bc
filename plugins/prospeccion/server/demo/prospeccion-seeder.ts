import type { Knex } from 'knex';
import type { DemoAgregados, DemoContext, DemoSeeder } from '../../../../core/server/plugins/contract.ts';
import { anotarDemo } from '../../../crm/server/index.ts';
import { validarCard } from '../../shared/embudo-form.ts';
import { MENSAJES_EMBUDO } from '../../shared/mensajes.ts';
import { validarProspecto } from '../../shared/prospecto-form.ts';
import { KanbanColumna, kanbanColumnaT } from '../models/kanban-columna.model.ts';
import { Kanban } from '../models/kanban.model.ts';
import { Oportunidad, oportunidadT } from '../models/oportunidad.model.ts';
import { Prospecto, prospectoT } from '../models/prospecto.model.ts';
import { actualizarCard, crearCard } from '../services/cards.service.ts';
import { crearTablero } from '../services/kanbans.service.ts';
import { crearNota } from '../services/notas.service.ts';
import { ENTIDAD_PROSPECTOS, guardarProspecto } from '../services/prospectos.service.ts';
import { BITACORA_DEMO, CARDS_DEMO, PROSPECTO_ROBOT, PROSPECTOS_DEMO } from './datos-demo.ts';

/** A prospect saved through the same validation and service as POST /prospectos. */
async function guardar(trx: Knex.Transaction, agenteId: number, datos: Record<string, unknown>): Promise<number> {
  const r = validarProspecto(datos);
  if (!r.ok) throw new Error(`Prospecto de demostración inválido (${String(datos.nombres)}): ${r.message}`);
  return guardarProspecto(trx, agenteId, r.value);
}

/** The demo's prospects, the automatic one last, and a log record on the first; their ids in PROSPECTOS_DEMO's order. */
async function sembrarProspectos(ctx: DemoContext): Promise<number[]> {
  const ids: number[] = [];
  for (const datos of PROSPECTOS_DEMO) ids.push(await guardar(ctx.trx, ctx.agenteId, datos));
  const robot = await guardar(ctx.trx, ctx.agenteId, PROSPECTO_ROBOT);
  // The service clears es_robot on every save (a user completed the record); the process's is set after.
  await Prospecto.query(ctx.trx).findById(robot).patch({ esRobot: true });
  await anotarDemo(ctx, { entidad: ENTIDAD_PROSPECTOS, duenoId: ids[0] }, BITACORA_DEMO, { dias: -4, hora: '10:30' });
  return ids;
}

/** The board with its starting columns and the demo's cards, saved through the card services; closed ones closed after. */
async function sembrarTablero({ trx, agenteId, usuarioId }: DemoContext, prospectos: readonly number[]): Promise<number> {
  const { id } = await crearTablero(trx, agenteId, MENSAJES_EMBUDO.nombreTableroPredeterminado);
  const c = kanbanColumnaT.col;
  const columnas = await KanbanColumna.query(trx).where(c.kanbanId, id).orderBy(c.orden).select(c.id);
  const autor = { agenteId, usuarioId };
  let creadas = 0;
  for (const card of CARDS_DEMO) {
    const columna = columnas[Math.min(card.columna, columnas.length - 1)];
    const prospectoId = prospectos[card.prospecto];
    if (!columna || !prospectoId) continue;
    const r = validarCard({ ...card, columnId: columna.id, prospectoId, moneda: 'MXN', status: 'abierta' });
    if (!r.ok) throw new Error(`Oportunidad de demostración inválida (${card.nombre}): ${r.message}`);
    const cardId = await crearCard(trx, autor, r.value);
    if (card.status !== 'abierta') await actualizarCard(trx, autor, cardId, { ...r.value, status: card.status });
    for (const texto of card.notas) await crearNota(trx, autor, { cardId, texto });
    // Registered some days ago, so the board shows how long each has waited.
    await Oportunidad.query(trx)
      .where(oportunidadT.col.id, cardId)
      .patch({ createdAt: trx.raw(`now() - make_interval(days => ?)`, [card.haceDias]) });
    creadas += 1;
  }
  return creadas;
}

/**
 * The demo's prospects and funnel board (docs/adr/015-datos-demo.md): prospects when the agent has
 * none, the board with its cards when it has no board yet (on whatever prospects it has).
 */
export const prospeccionDemoSeeder: DemoSeeder = {
  async sembrar(ctx): Promise<DemoAgregados> {
    const agregados: DemoAgregados = {};
    const p = prospectoT.col;
    let prospectos: number[];
    if (await Prospecto.query(ctx.trx).select(p.id).first()) {
      prospectos = (await Prospecto.query(ctx.trx).where(p.status, 'activo').orderBy(p.id).select(p.id)).map((x) => x.id);
    } else {
      prospectos = await sembrarProspectos(ctx);
      agregados.prospectos = PROSPECTOS_DEMO.length + 1;
    }
    if (!(await Kanban.query(ctx.trx).first())) {
      const oportunidades = await sembrarTablero(ctx, prospectos);
      if (oportunidades) agregados.oportunidades = oportunidades;
    }
    return agregados;
  },
};
