import type { Knex } from 'knex';
import { insertarEnLote } from '../../../../core/server/db/insertar-lote.ts';
import { bitacoraTextoT } from '../models/bitacora-texto.model.ts';
import { bitacoraT } from '../models/bitacora.model.ts';
import type { Escritor, NuevoRegistro } from './bitacora.service.ts';

/**
 * `crearRegistro` for many records at once (the Excel import, docs/adr/032-importacion-excel.md):
 * the same rows, written with one insert of the records and one of their entries (`insertarEnLote`).
 * Answers the records' ids in the list's order.
 */
export async function crearRegistros(trx: Knex.Transaction, escritor: Escritor, registros: readonly NuevoRegistro[]): Promise<number[]> {
  const firma = { agenteId: escritor.agenteId, usuarioId: escritor.usuarioId };
  const ids = await insertarEnLote(
    trx,
    bitacoraT,
    registros.map((r) => ({ ...firma, entidad: r.entidad, duenoId: r.duenoId, asunto: r.asunto, tipo: r.tipo })),
  );
  await insertarEnLote(
    trx,
    bitacoraTextoT,
    registros.flatMap((r, i) =>
      r.textos.map((t) => ({
        ...firma,
        bitacoraId: ids[i],
        tipo: t.tipo,
        texto: t.texto,
        adjuntoDominio: t.adjunto?.dominio ?? null,
        adjuntoPath: t.adjunto?.path ?? null,
        adjuntoArchivo: t.adjunto?.archivo ?? null,
      })),
    ),
  );
  return ids;
}
