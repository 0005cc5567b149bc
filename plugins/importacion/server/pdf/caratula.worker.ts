import type { ResultadoCaratula } from '../../shared/caratula.ts';
import { analizarCaratula } from '../formatos/registro.ts';
import { leerPdf } from './leer-pdf.ts';

/** A file pdfreader could not open (damaged, encrypted, not a PDF): leerPdf's Spanish reason. */
export interface PdfDanado {
  ok: false;
  motivo: 'danado';
  mensaje: string;
}

export type SalidaDeCaratula = ResultadoCaratula | PdfDanado;

/** Runs in a worker of the import pool (lector-caratulas.ts): the file's bytes in, the draft out. */
export default async function leerCaratula(datos: Uint8Array): Promise<SalidaDeCaratula> {
  let documento;
  try {
    documento = await leerPdf(datos);
  } catch (err) {
    return { ok: false, motivo: 'danado', mensaje: err instanceof Error ? err.message : String(err) };
  }
  return analizarCaratula(documento);
}
