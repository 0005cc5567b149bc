import type { Cuenta } from '../../helpers/accounts.ts';
import type { TestServer } from '../../helpers/server.ts';

/** A small but real PDF: the storage checks the first bytes against the extension. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(256, 0x20), Buffer.from('\n%%EOF\n')]);

/** Uploads a PDF through POST /storage/upload, as the attachment dialog does, and answers its URL. */
export async function subirPdf(server: TestServer, cuenta: Cuenta, bucket: string, nombre: string): Promise<string> {
  const form = new FormData();
  form.set('bucket', bucket);
  form.set('path', `${bucket}/${nombre}`);
  form.set('file', new Blob([new Uint8Array(PDF)]), nombre);
  const res = await fetch(`${server.url}/api/storage/upload`, { method: 'POST', headers: cuenta.auth, body: form });
  const body = await res.json();
  if (!body.ok) throw new Error(`carga: ${body.message}`);
  return body.body.url;
}
