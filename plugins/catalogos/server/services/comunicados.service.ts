import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import type { Comunicado } from '../../../../core/shared/auth/contract.ts';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { fechaHora, MENSAJES_COMUNICADOS, type ComunicadoAgente, type ComunicadoDatos } from '../../shared/comunicados.ts';
import { sanitizarHtml } from '../../shared/sanitizar-html.ts';

/**
 * Announcements (docs/adr/011-comunicados.md): the view `comunicados` holds the product's and the
 * caller's own; `comunicados_agente` only the agent's, under row-level security.
 */

const VIGENTE = 'c.publicado_de <= now() and (c.publicado_a is null or c.publicado_a > now())';

/** Published now for the caller's agent, newest first: the shell shows the first (spec 01 §4). */
export async function comunicadosPublicados(trx: Knex.Transaction): Promise<Comunicado[]> {
  return trx('comunicados as c')
    .whereRaw(VIGENTE)
    .orderBy([{ column: 'c.publicado_de', order: 'desc' }, { column: 'c.id', order: 'desc' }])
    .select('c.id', 'c.texto', 'c.action_url as actionUrl');
}

export function comunicadosDelAgente(trx: Knex.Transaction) {
  const fecha = (columna: string, alias: string) => trx.raw(`to_char(?? at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') as ??`, [columna, alias]);
  return trx('comunicados_agente as c').select(
    'c.id',
    'c.texto',
    'c.action_url as actionUrl',
    fecha('c.publicado_de', 'publicadoDe'),
    fecha('c.publicado_a', 'publicadoA'),
    trx.raw(`(${VIGENTE}) as publicado`),
  );
}

export async function comunicadoDelAgente(trx: Knex.Transaction, id: number): Promise<ComunicadoAgente> {
  const row = await comunicadosDelAgente(trx).where('c.id', id).first();
  if (!row) throw notFound(MENSAJES_COMUNICADOS.noExiste);
  return row;
}

/** The row to store: sanitised HTML, Mexico City times, an empty start meaning now. */
function fila(trx: Knex.Transaction, datos: ComunicadoDatos) {
  const momento = (valor: string | null) => (valor ? trx.raw(`?::timestamp at time zone '${TIME_ZONE}'`, [fechaHora(valor)]) : null);
  return {
    texto: sanitizarHtml(datos.texto),
    action_url: datos.actionUrl ?? null,
    publicado_de: momento(datos.publicadoDe) ?? trx.fn.now(),
    publicado_a: momento(datos.publicadoA),
  };
}

export async function crearComunicado(trx: Knex.Transaction, agenteId: number, datos: ComunicadoDatos): Promise<number> {
  const [row] = await trx('comunicados_agente').insert({ ...fila(trx, datos), agente_id: agenteId }).returning('id');
  return row.id;
}

export async function actualizarComunicado(trx: Knex.Transaction, id: number, datos: ComunicadoDatos): Promise<void> {
  const n = await trx('comunicados_agente').where({ id }).update({ ...fila(trx, datos), updated_at: trx.fn.now() });
  if (!n) throw notFound(MENSAJES_COMUNICADOS.noExiste);
}

export async function eliminarComunicado(trx: Knex.Transaction, id: number): Promise<void> {
  const n = await trx('comunicados_agente').where({ id }).del();
  if (!n) throw notFound(MENSAJES_COMUNICADOS.noExiste);
}
