import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import type { Comunicado as ComunicadoPublicado } from '../../../../core/shared/auth/contract.ts';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { defineListSpec } from '../../../../core/shared/list-query.ts';
import { fechaHora, MENSAJES_COMUNICADOS, type ComunicadoAgente as ComunicadoAdministrado, type ComunicadoDatos } from '../../shared/comunicados.ts';
import { sanitizarHtml } from './sanitizar-html.service.ts';
import { ComunicadoAgente, comunicadoAgenteT } from '../models/comunicado-agente.model.ts';
import { comunicadoT } from '../models/comunicado.model.ts';

/**
 * Announcements (docs/adr/011-comunicados.md): the view `comunicados` holds the product's and the
 * caller's own; `comunicados_agente` only the agent's, under row-level security.
 */

const propio = comunicadoAgenteT.de('c');

/** Shown now: started, and not ended. Both tables name their period alike. */
function vigente(trx: Knex.Transaction, c: { publicadoDe: string; publicadoA: string }) {
  return trx.raw('?? <= now() and (?? is null or ?? > now())', [c.publicadoDe, c.publicadoA, c.publicadoA]);
}

/** Published now for the caller's agent, newest first: the shell shows the first (spec 01 §4). */
export async function comunicadosPublicados(trx: Knex.Transaction): Promise<ComunicadoPublicado[]> {
  const c = comunicadoT.de('c');
  return trx(comunicadoT.as('c'))
    .where(vigente(trx, c))
    .orderBy([
      { column: c.publicadoDe, order: 'desc' },
      { column: c.id, order: 'desc' },
    ])
    .select(comunicadoT.sel('c', 'id', 'texto', 'actionUrl'));
}

/** GET /comunicados/admin: the agent's announcements, newest first. */
export const comunicadosListSpec = defineListSpec({
  fields: {
    texto: { type: 'text', column: propio.texto, ops: ['cn'] },
    publicadoDe: { type: 'datetime', column: propio.publicadoDe, sortable: true },
    publicadoA: { type: 'datetime', column: propio.publicadoA, sortable: true },
  },
  defaultOrder: 'publicadoDe desc',
  defaultSize: 10,
  tiebreaker: propio.id,
});

/** The agent's announcements with their moments in Mexico City time, as the administration shows them. */
export function comunicadosDelAgente(trx: Knex.Transaction) {
  const fecha = (columna: string, alias: string) => trx.raw(`to_char(?? at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') as ??`, [columna, alias]);
  return trx(comunicadoAgenteT.as('c')).select(
    ...comunicadoAgenteT.sel('c', 'id', 'texto', 'actionUrl'),
    fecha(propio.publicadoDe, 'publicadoDe'),
    fecha(propio.publicadoA, 'publicadoA'),
    trx.raw('(?) as publicado', [vigente(trx, propio)]),
  );
}

export async function comunicadoDelAgente(trx: Knex.Transaction, id: number): Promise<ComunicadoAdministrado> {
  const row: ComunicadoAdministrado | undefined = await comunicadosDelAgente(trx).where(propio.id, id).first();
  if (!row) throw notFound(MENSAJES_COMUNICADOS.noExiste);
  return row;
}

/** The row to store: sanitised HTML, Mexico City times, an empty start meaning now. */
function fila(trx: Knex.Transaction, datos: ComunicadoDatos) {
  const momento = (valor: string | null) => (valor ? trx.raw(`?::timestamp at time zone '${TIME_ZONE}'`, [fechaHora(valor)]) : null);
  return {
    texto: sanitizarHtml(datos.texto),
    actionUrl: datos.actionUrl ?? null,
    publicadoDe: momento(datos.publicadoDe) ?? trx.fn.now(),
    publicadoA: momento(datos.publicadoA),
  };
}

export async function crearComunicado(trx: Knex.Transaction, agenteId: number, datos: ComunicadoDatos): Promise<number> {
  const creado = await ComunicadoAgente.query(trx).insert({ ...fila(trx, datos), agenteId });
  return creado.id;
}

export async function actualizarComunicado(trx: Knex.Transaction, id: number, datos: ComunicadoDatos): Promise<void> {
  const n = await ComunicadoAgente.query(trx)
    .findById(id)
    .patch({ ...fila(trx, datos), updatedAt: trx.fn.now() });
  if (!n) throw notFound(MENSAJES_COMUNICADOS.noExiste);
}

export async function eliminarComunicado(trx: Knex.Transaction, id: number): Promise<void> {
  const n = await ComunicadoAgente.query(trx).deleteById(id);
  if (!n) throw notFound(MENSAJES_COMUNICADOS.noExiste);
}
