import type { Knex } from 'knex';
import { BitacoraTexto } from '../models/bitacora-texto.model.ts';
import { Bitacora } from '../models/bitacora.model.ts';
import type { Escritor, NuevoRegistro } from './bitacora.service.ts';

/**
 * `crearRegistro` for many records at once (the Excel import, docs/adr/032-importacion-excel.md):
 * the same rows, written with one multi-row insert of records and one of their entries per 1,000
 * records. Answers the records' ids in the list's order.
 */

const LOTE = 1000;

export async function crearRegistros(trx: Knex.Transaction, escritor: Escritor, registros: readonly NuevoRegistro[]): Promise<number[]> {
  const firma = { agenteId: escritor.agenteId, usuarioId: escritor.usuarioId };
  const ids: number[] = [];
  for (let i = 0; i < registros.length; i += LOTE) {
    const trozo = registros.slice(i, i + LOTE);
    const creados = await Bitacora.query(trx).insert(trozo.map((r) => ({ ...firma, entidad: r.entidad, duenoId: r.duenoId, asunto: r.asunto, tipo: r.tipo })));
    const textos = trozo.flatMap((r, j) =>
      r.textos.map((t) => ({
        ...firma,
        bitacoraId: creados[j].id,
        tipo: t.tipo,
        texto: t.texto,
        adjuntoDominio: t.adjunto?.dominio ?? null,
        adjuntoPath: t.adjunto?.path ?? null,
        adjuntoArchivo: t.adjunto?.archivo ?? null,
      })),
    );
    if (textos.length) await BitacoraTexto.query(trx).insert(textos);
    ids.push(...creados.map((c) => c.id));
  }
  return ids;
}
