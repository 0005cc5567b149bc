import type { Database } from '../../../../core/server/db/database.ts';
import { AseguradoraPredefinida, aseguradoraPredefinidaT } from '../models/aseguradora-predefinida.model.ts';

/**
 * The predefined insurers' capability flags follow the plugins that provide them: `pdf` (the product
 * reads their policy PDFs) follows importacion's format registry, `rpa` (their portal syncs)
 * integraciones' connector registry. The provider calls this at bootstrap with the abreviaciones it
 * covers, and every other insurer is marked as not covered. The catalogue is shared, so the owner writes it.
 */
async function marcarCapacidad(db: Database, capacidad: 'pdf' | 'rpa', abreviaciones: readonly string[]): Promise<number> {
  const { abreviacion } = aseguradoraPredefinidaT.col;
  const columna = aseguradoraPredefinidaT.col[capacidad];
  const lista = [...new Set(abreviaciones.map((a) => a.toUpperCase()))];
  return db.withOwner(async (owner) => {
    const si = lista.length
      ? await AseguradoraPredefinida.query(owner)
          .whereIn(abreviacion, lista)
          .where(columna, false)
          .patch({ [capacidad]: true })
      : 0;
    const no = await AseguradoraPredefinida.query(owner)
      .whereNotIn(abreviacion, lista)
      .where(columna, true)
      .patch({ [capacidad]: false });
    return si + no;
  });
}

export const marcarLecturaPdf = (db: Database, abreviaciones: readonly string[]) => marcarCapacidad(db, 'pdf', abreviaciones);
export const marcarSincronizacion = (db: Database, abreviaciones: readonly string[]) => marcarCapacidad(db, 'rpa', abreviaciones);
