import { PdfReader, type DataEntry, type Item } from 'pdfreader';
import type { DocumentoPdf, ItemTexto } from '../formatos/documento.ts';

/**
 * Reads a PDF's text layer with pdfreader (issue 13). Runs inside a worker of the import pool, so it
 * imports nothing of the server. Rejects with a clear Spanish Error on a damaged or encrypted file;
 * a PDF without text (a scan) resolves with no items, which the registry reports as 'ilegible'.
 */
export function leerPdf(datos: Uint8Array): Promise<DocumentoPdf> {
  if (datos.byteLength < 8 || Buffer.from(datos.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    return Promise.reject(new Error('El archivo no es un PDF.'));
  }
  // A copy: pdf2json misreads small Buffers that live in Node's shared pool ("bad XRef entry").
  const copia = Buffer.alloc(datos.byteLength);
  copia.set(datos);
  return new Promise((resolve, reject) => {
    const items: ItemTexto[] = [];
    let pagina = 0;
    let terminado = false;
    const terminar = (error: Error | null) => {
      if (terminado) return;
      terminado = true;
      if (error) reject(error);
      else resolve({ paginas: pagina, items });
    };
    try {
      new PdfReader().parseBuffer(copia, (err: unknown, entrada: DataEntry & Partial<Item>) => {
        if (terminado) return;
        if (err) return terminar(errorDeLectura(err));
        if (!entrada) return terminar(null);
        if (entrada.page !== undefined) pagina = entrada.page;
        else if (typeof entrada.text === 'string' && typeof entrada.x === 'number' && typeof entrada.y === 'number') {
          const texto = entrada.text.trim();
          if (texto) items.push({ pagina, x: entrada.x, y: entrada.y, w: entrada.w ?? 0, texto });
        }
      });
    } catch (e) {
      terminar(errorDeLectura(e));
    }
  });
}

/** The agent reads this on the file's row: pdf2json's own wording ('bad XRef entry') would tell them nothing. */
function errorDeLectura(err: unknown): Error {
  const detalle = String((err as { parserError?: unknown })?.parserError ?? err);
  if (/encrypt|password/i.test(detalle)) return new Error('El PDF está protegido con contraseña; envía una copia sin protección.');
  return new Error('El PDF está dañado y no se puede leer; envía el archivo original.', { cause: detalle.slice(0, 300) });
}
