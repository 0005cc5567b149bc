import { open } from 'node:fs/promises';
import type { Extension } from '../../shared/storage.ts';

/** Bytes read from the start of an upload to recognise its content. */
const CABEZA = 64 * 1024;

const empiezaCon = (firma: number[]) => (b: Buffer) => firma.every((byte, i) => b[i] === byte);
// Text: no NUL and no control characters other than tab, line breaks, form feed (any 8-bit encoding).
const esTexto = (b: Buffer) => !b.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20));
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * What each allowed extension's content must look like (its "magic bytes"), so a renamed program
 * or a page disguised as a PDF is refused.
 */
const FIRMAS: Record<Extension, (cabeza: Buffer) => boolean> = {
  // Readers accept the header anywhere in the first kilobyte.
  pdf: (b) => b.subarray(0, 1024).includes('%PDF-'),
  jpg: empiezaCon([0xff, 0xd8, 0xff]),
  jpeg: empiezaCon([0xff, 0xd8, 0xff]),
  png: empiezaCon([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  // An Office Open XML workbook is a ZIP archive.
  xlsx: empiezaCon([0x50, 0x4b, 0x03, 0x04]),
  xml: (b) => esTexto(b) && /^\s*</.test((b.subarray(0, 3).equals(UTF8_BOM) ? b.subarray(3) : b).subarray(0, 256).toString('latin1')),
  txt: esTexto,
  csv: esTexto,
};

export const CONTENT_TYPES: Record<Extension, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** Whether the file's first bytes match what its extension promises. */
export async function contenidoCorresponde(archivo: string, extension: Extension): Promise<boolean> {
  const handle = await open(archivo, 'r');
  try {
    const buffer = Buffer.alloc(CABEZA);
    const { bytesRead } = await handle.read(buffer, 0, CABEZA, 0);
    return FIRMAS[extension](buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
