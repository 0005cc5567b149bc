import { readFileSync } from 'node:fs';
import { createDeflate } from 'node:zlib';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Cover-page PDFs for the import tests: the formats' fixtures, and hostile files made here. */

const FIXTURES = new URL('../../fixtures/caratulas/', import.meta.url);

export const fixture = (nombre: string): Buffer => readFileSync(new URL(nombre, FIXTURES));

/** Uploads into the cover-page bucket as the screens do (spec 02 §7: path polizas/{filename}). */
export async function subirCaratula(server: TestServer, cuenta: Cuenta, contenido: Buffer, nombre: string, bucket = 'caratulas') {
  const form = new FormData();
  form.set('bucket', bucket);
  form.set('path', `polizas/${nombre}`);
  form.set('file', new Blob([new Uint8Array(contenido)], { type: 'application/pdf' }), nombre);
  const res = await fetch(`${server.url}/api/storage/upload`, { method: 'POST', headers: cuenta.auth, body: form });
  return { status: res.status, body: await res.json() };
}

/** Uploads and answers the file's URL, failing the test when the upload is refused. */
export async function caratulaSubida(server: TestServer, cuenta: Cuenta, contenido: Buffer, nombre: string): Promise<string> {
  const r = await subirCaratula(server, cuenta, contenido, nombre);
  if (r.status !== 200) throw new Error(`carga de ${nombre}: ${JSON.stringify(r.body)}`);
  return r.body.body.url;
}

/** `mb` megabytes of zeros, deflated a megabyte at a time (never held whole). */
async function cerosComprimidos(mb: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const partes: Buffer[] = [];
  deflate.on('data', (b: Buffer) => partes.push(b));
  const fin = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const mega = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < mb; i++) if (!deflate.write(mega)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await fin;
  return Buffer.concat(partes);
}

export interface EscenarioDeCaratula {
  server: TestServer;
  /** An agent with GNP Auto's cover page uploaded (`gnpAuto`, its storage URL). */
  agente: Cuenta;
  otro: Cuenta;
  gnpAuto: string;
}

/** What the cover-page suites start from: a server, an agent with a cover page uploaded, and another agent. */
export async function escenarioDeCaratula(): Promise<EscenarioDeCaratula> {
  const server = await startTestServer();
  const agente = await crearAgente(server);
  const otro = await crearAgente(server);
  return { server, agente, otro, gnpAuto: await caratulaSubida(server, agente, fixture('gnp-auto.pdf'), 'gnp-auto.pdf') };
}

/** POST /polizas/caratula/preview of an uploaded page, as the wizard sends it. */
export const previewDeCaratula = (server: TestServer, cuenta: Cuenta, caratulaUrl: string, extra: object = {}) =>
  server.api('POST', '/polizas/caratula/preview', { fileName: 'gnp-auto.pdf', caratulaUrl, ...extra }, cuenta.auth);

/** A PDF whose one content stream inflates to `mb` megabytes of zeros: about a thousandth of that on disk. */
export async function pdfBomba(mb: number): Promise<Buffer> {
  const datos = await cerosComprimidos(mb);
  const partes: Buffer[] = [];
  const offsets: number[] = [];
  let largo = 0;
  const agregar = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    partes.push(buf);
    largo += buf.length;
  };
  const objeto = (n: number, cuerpo: string, flujo?: Buffer) => {
    offsets[n] = largo;
    agregar(`${n} 0 obj\n${cuerpo}\n`);
    if (flujo) {
      agregar('stream\n');
      agregar(flujo);
      agregar('\nendstream\n');
    }
    agregar('endobj\n');
  };
  agregar('%PDF-1.4\n');
  objeto(1, '<< /Type /Catalog /Pages 2 0 R >>');
  objeto(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  objeto(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>');
  objeto(4, `<< /Length ${datos.length} /Filter /FlateDecode >>`, datos);
  const xref = largo;
  agregar(`xref\n0 5\n0000000000 65535 f \n${[1, 2, 3, 4].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('')}`);
  agregar(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(partes);
}

/** A PDF protected with a password (pdfkit's RC4/AES encryption), with text a format would read. */
export async function pdfCifrado(): Promise<Buffer> {
  // pdfkit ships no types: the specifier is computed so the import is typed as any.
  const { default: PDFDocument } = await import(String('pdfkit'));
  const doc = new PDFDocument({ userPassword: 'secreto', ownerPassword: 'dueno', pdfVersion: '1.7' });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const fin = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(partes))));
  doc.text('GRUPO NACIONAL PROVINCIAL POLIZA DE SEGURO DE AUTOMOVILES 1100254789');
  doc.end();
  return fin;
}
