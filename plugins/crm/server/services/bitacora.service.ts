import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { usuarioT } from '../../../../core/server/models/index.ts';
import type { Autor, RegistroBitacora, TextoBitacora, TextoDatos, TipoRegistro } from '../../shared/bitacora.ts';
import { MENSAJES_BITACORA } from '../../shared/bitacora.ts';
import type { ClaveDueno, Dueno } from '../../shared/duenos.ts';
import { fechaTexto } from '../fechas.ts';
import { BitacoraTexto, bitacoraTextoT } from '../models/bitacora-texto.model.ts';
import { Bitacora, bitacoraT } from '../models/bitacora.model.ts';

/** The activity log of the agent under row-level security; every function takes the request's transaction. */

export interface Escritor {
  agenteId: number;
  usuarioId: number;
}

export interface NuevoRegistro {
  /** The owner's kind, as its plugin registered it (registrarDueno): 'polizas'. */
  entidad: string;
  duenoId: number;
  asunto: string | null;
  tipo: TipoRegistro;
  textos: TextoDatos[];
}

/** Stores the record and its entries, all signed by the writer; answers the record's id. */
export async function crearRegistro(trx: Knex.Transaction, escritor: Escritor, registro: NuevoRegistro): Promise<number> {
  const firma = { agenteId: escritor.agenteId, usuarioId: escritor.usuarioId };
  const { id } = await Bitacora.query(trx).insert({ ...firma, entidad: registro.entidad, duenoId: registro.duenoId, asunto: registro.asunto, tipo: registro.tipo });
  await BitacoraTexto.query(trx).insert(
    registro.textos.map((t) => ({
      ...firma,
      bitacoraId: id,
      tipo: t.tipo,
      texto: t.texto,
      adjuntoDominio: t.adjunto?.dominio ?? null,
      adjuntoPath: t.adjunto?.path ?? null,
      adjuntoArchivo: t.adjunto?.archivo ?? null,
    })),
  );
  return id;
}

interface FilaAutor {
  autorId: number;
  autorNombres: string;
  autorApPat: string;
}

type FilaRegistro = Pick<RegistroBitacora, 'id' | 'asunto' | 'tipo' | 'fecha'> & FilaAutor;
type FilaTexto = Pick<TextoBitacora, 'id' | 'tipo' | 'texto' | 'fecha'> & FilaAutor & { bitacoraId: number; dominio: string | null; path: string | null; archivo: string | null };

const b = bitacoraT.de('b');
const t = bitacoraTextoT.de('t');
const u = usuarioT.de('u');
const COLUMNAS_AUTOR = [`${u.id} as autorId`, `${u.nombres} as autorNombres`, `${u.apPat} as autorApPat`];
const autor = (fila: FilaAutor): Autor => ({ id: fila.autorId, nombres: fila.autorNombres, apPat: fila.autorApPat });

/**
 * The owner's records, newest first, each with its entries oldest first. Each record carries every
 * registered owner key (`claves`): its owner's set, the others null, as the spec shows a record.
 */
export async function registrosDe(trx: Knex.Transaction, dueno: Dueno, duenoId: number, claves: readonly ClaveDueno[]): Promise<RegistroBitacora[]> {
  const registros: FilaRegistro[] = await trx(bitacoraT.as('b'))
    .join(usuarioT.as('u'), u.id, b.usuarioId)
    .where(delAgente(trx, b.agenteId))
    .where(b.entidad, dueno.entidad)
    .where(b.duenoId, duenoId)
    .orderBy([
      { column: b.createdAt, order: 'desc' },
      { column: b.id, order: 'desc' },
    ])
    .select(...bitacoraT.sel('b', 'id', 'asunto', 'tipo'), fechaTexto(trx, b.createdAt, 'fecha'), ...COLUMNAS_AUTOR);
  const textos: FilaTexto[] = await trx(bitacoraTextoT.as('t'))
    .join(usuarioT.as('u'), u.id, t.usuarioId)
    .whereIn(
      t.bitacoraId,
      registros.map((r) => r.id),
    )
    .orderBy(t.id)
    .select(
      ...bitacoraTextoT.sel('t', 'id', 'bitacoraId', 'tipo', 'texto'),
      fechaTexto(trx, t.createdAt, 'fecha'),
      `${t.adjuntoDominio} as dominio`,
      `${t.adjuntoPath} as path`,
      `${t.adjuntoArchivo} as archivo`,
      ...COLUMNAS_AUTOR,
    );
  const porRegistro = new Map<number, TextoBitacora[]>(registros.map((r) => [r.id, []]));
  for (const texto of textos) {
    porRegistro.get(texto.bitacoraId)?.push({
      id: texto.id,
      tipo: texto.tipo,
      texto: texto.texto,
      fecha: texto.fecha,
      adjunto: texto.path && texto.dominio && texto.archivo ? { dominio: texto.dominio, path: texto.path, archivo: texto.archivo } : null,
      autor: autor(texto),
    });
  }
  const ids = Object.fromEntries(claves.map((clave) => [clave, clave === dueno.clave ? duenoId : null]));
  return registros.map((r) => ({ id: r.id, asunto: r.asunto, tipo: r.tipo, fecha: r.fecha, ...ids, autor: autor(r), textos: porRegistro.get(r.id) ?? [] }));
}

/**
 * Deletes one entry; a record left without entries goes with it (the log shows no empty records).
 * Answers the path of the entry's file, if it carried one.
 */
export async function eliminarTexto(trx: Knex.Transaction, id: number): Promise<string | null> {
  const [borrado] = await BitacoraTexto.query(trx).where(bitacoraTextoT.col.id, id).delete().returning([bitacoraTextoT.col.bitacoraId, bitacoraTextoT.col.adjuntoPath]);
  if (!borrado) throw notFound(MENSAJES_BITACORA.noExiste);
  await trx(bitacoraT.as('b'))
    .where(b.id, borrado.bitacoraId)
    .whereNotExists(trx(bitacoraTextoT.as('t')).whereRaw('?? = ??', [t.bitacoraId, b.id]))
    .delete();
  return borrado.adjuntoPath;
}

/** Deletes the log records of these owners (their plugin deleted them), entries and all; answers the entries' file paths. */
export async function eliminarBitacoraDe(trx: Knex.Transaction, entidad: string, duenoIds: readonly number[]): Promise<string[]> {
  const registros = () => Bitacora.query(trx).where(delAgente(trx, bitacoraT.col.agenteId)).where(bitacoraT.col.entidad, entidad).whereIn(bitacoraT.col.duenoId, duenoIds);
  const conArchivo = await BitacoraTexto.query(trx)
    .whereIn(bitacoraTextoT.col.bitacoraId, registros().select(bitacoraT.col.id))
    .whereNotNull(bitacoraTextoT.col.adjuntoPath)
    .select(bitacoraTextoT.col.adjuntoPath);
  // The entries go with their record (bitacora_textos.bitacora_id: on delete cascade).
  await registros().delete();
  return conArchivo.flatMap((texto) => (texto.adjuntoPath ? [texto.adjuntoPath] : []));
}
