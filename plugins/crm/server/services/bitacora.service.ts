import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import type { Autor, RegistroBitacora, TextoBitacora, TextoDatos, TipoRegistro } from '../../shared/bitacora.ts';
import { MENSAJES_BITACORA } from '../../shared/bitacora.ts';
import { DUENOS, type Dueno } from '../../shared/duenos.ts';
import { fechaTexto } from '../fechas.ts';

/** The activity log of the agent under row-level security; every function takes the request's transaction. */

export interface Escritor {
  agenteId: number;
  usuarioId: number;
}

export interface NuevoRegistro {
  dueno: Dueno;
  duenoId: number;
  asunto: string | null;
  tipo: TipoRegistro;
  textos: TextoDatos[];
}

/** Stores the record and its entries, all signed by the writer; answers the record's id. */
export async function crearRegistro(trx: Knex.Transaction, escritor: Escritor, registro: NuevoRegistro): Promise<number> {
  const firma = { agente_id: escritor.agenteId, usuario_id: escritor.usuarioId };
  const [{ id }] = await trx('bitacoras')
    .insert({ ...firma, [registro.dueno.columna]: registro.duenoId, asunto: registro.asunto, tipo: registro.tipo })
    .returning('id');
  await trx('bitacora_textos').insert(
    registro.textos.map((t) => ({
      ...firma,
      bitacora_id: id,
      tipo: t.tipo,
      texto: t.texto,
      adjunto_dominio: t.adjunto?.dominio ?? null,
      adjunto_path: t.adjunto?.path ?? null,
      adjunto_archivo: t.adjunto?.archivo ?? null,
    })),
  );
  return id;
}

interface FilaAutor {
  autorId: number;
  autorNombres: string;
  autorApPat: string;
}

const COLUMNAS_AUTOR = ['u.id as autorId', 'u.nombres as autorNombres', 'u.ap_pat as autorApPat'];
const autor = (fila: FilaAutor): Autor => ({ id: fila.autorId, nombres: fila.autorNombres, apPat: fila.autorApPat });

/** The owner's records, newest first, each with its entries oldest first. */
export async function registrosDe(trx: Knex.Transaction, dueno: Dueno, duenoId: number): Promise<RegistroBitacora[]> {
  const registros = await trx('bitacoras as b')
    .join('usuarios as u', 'u.id', 'b.usuario_id')
    .where(`b.${dueno.columna}`, duenoId)
    .orderBy([{ column: 'b.created_at', order: 'desc' }, { column: 'b.id', order: 'desc' }])
    .select('b.id', 'b.asunto', 'b.tipo', fechaTexto(trx, 'b.created_at', 'fecha'), ...COLUMNAS_AUTOR, ...DUENOS.map((d) => `b.${d.columna} as ${d.clave}`));
  const textos = await trx('bitacora_textos as t')
    .join('usuarios as u', 'u.id', 't.usuario_id')
    .whereIn('t.bitacora_id', registros.map((r) => r.id))
    .orderBy('t.id')
    .select('t.id', 't.bitacora_id as bitacoraId', 't.tipo', 't.texto', fechaTexto(trx, 't.created_at', 'fecha'), 't.adjunto_dominio as dominio', 't.adjunto_path as path', 't.adjunto_archivo as archivo', ...COLUMNAS_AUTOR);
  const porRegistro = new Map<number, TextoBitacora[]>(registros.map((r) => [r.id, []]));
  for (const t of textos) {
    porRegistro.get(t.bitacoraId)!.push({
      id: t.id,
      tipo: t.tipo,
      texto: t.texto,
      fecha: t.fecha,
      adjunto: t.path ? { dominio: t.dominio, path: t.path, archivo: t.archivo } : null,
      autor: autor(t),
    });
  }
  return registros.map(({ autorId, autorNombres, autorApPat, ...r }) => ({ ...r, autor: autor({ autorId, autorNombres, autorApPat }), textos: porRegistro.get(r.id)! }));
}

/**
 * Deletes one entry; a record left without entries goes with it (the log shows no empty records).
 * Answers the path of the entry's file, if it carried one.
 */
export async function eliminarTexto(trx: Knex.Transaction, id: number): Promise<string | null> {
  const [borrado] = await trx('bitacora_textos').where({ id }).delete().returning(['bitacora_id', 'adjunto_path']);
  if (!borrado) throw notFound(MENSAJES_BITACORA.noExiste);
  await trx('bitacoras as b')
    .where('b.id', borrado.bitacora_id)
    .whereNotExists(trx('bitacora_textos as t').whereRaw('t.bitacora_id = b.id'))
    .delete();
  return borrado.adjunto_path;
}
