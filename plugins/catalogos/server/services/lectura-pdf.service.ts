import type { Database } from '../../../../core/server/db/database.ts';
import { AseguradoraPredefinida, aseguradoraPredefinidaT } from '../models/aseguradora-predefinida.model.ts';

/**
 * The predefined insurers' `pdf` flag (the product reads their policy PDFs) follows the formats a
 * reader plugin has (importacion's registry): it calls this at bootstrap with the abreviaciones it
 * reads, and every other insurer is marked as not read. The catalogue is shared, so the owner writes it.
 */
export async function marcarLecturaPdf(db: Database, abreviaciones: readonly string[]): Promise<number> {
  const { abreviacion, pdf } = aseguradoraPredefinidaT.col;
  const lista = [...new Set(abreviaciones.map((a) => a.toUpperCase()))];
  return db.withOwner(async (owner) => {
    const si = lista.length ? await AseguradoraPredefinida.query(owner).whereIn(abreviacion, lista).where(pdf, false).patch({ pdf: true }) : 0;
    const no = await AseguradoraPredefinida.query(owner).whereNotIn(abreviacion, lista).where(pdf, true).patch({ pdf: false });
    return si + no;
  });
}
