import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';

const bytes = (datos: SourceData): string | Uint8Array =>
  typeof datos === 'string' ? datos : ArrayBuffer.isView(datos) ? new Uint8Array(datos.buffer, datos.byteOffset, datos.byteLength) : new Uint8Array(datos);

/** sha256 and HMAC-sha256 in the shape the signer takes (a hash constructor, optionally keyed). */
class Sha256 {
  private readonly hash;
  constructor(secreto?: SourceData) {
    this.hash = secreto ? createHmac('sha256', bytes(secreto)) : createHash('sha256');
  }
  update(datos: SourceData): void {
    this.hash.update(bytes(datos));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

export interface TestS3 {
  /** http://127.0.0.1:PORT, path-style. */
  endpoint: string;
  bucket: string;
  /** The app's STORAGE=s3 variables for this server (a wrong secret with `{ S3_SECRET_ACCESS_KEY: 'otro' }`). */
  env(overrides?: Record<string, string>): Record<string, string>;
  /** The stored objects by key. */
  objetos: Map<string, Buffer>;
  /** Every request answered: method, key (or "?list") and status. */
  peticiones: { metodo: string; clave: string; status: number }[];
  /** When true, a GetObject sends half the object and cuts the connection. */
  cortarDescargas: boolean;
  close(): Promise<void>;
}

const ACCESS_KEY = 'AKIACARTERAPRUEBA';
const SECRET = 'secreto-del-s3-de-prueba';
const xml = (texto: string) => texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function cuerpo(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const trozos: Buffer[] = [];
    req.on('data', (t: Buffer) => trozos.push(t));
    req.on('end', () => resolve(Buffer.concat(trozos)));
    req.on('error', reject);
  });
}

class ErrorS3 extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    mensaje: string,
  ) {
    super(mensaje);
  }
}

/** Checks the request's SigV4 signature by signing it again with the known secret, as S3 does. */
async function verificarFirma(req: IncomingMessage, ruta: string, consulta: URLSearchParams, secreto: string): Promise<void> {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
  if (!auth) throw new ErrorS3(403, 'AccessDenied', 'Missing or malformed Authorization header');
  const [, accessKeyId, , region, firmados, firma] = auth;
  if (accessKeyId !== ACCESS_KEY) throw new ErrorS3(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const fecha = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(String(req.headers['x-amz-date'] ?? ''));
  if (!fecha) throw new ErrorS3(403, 'AccessDenied', 'Missing x-amz-date');
  const [a, mes, d, h, mi, s] = fecha.slice(1).map(Number);
  const signingDate = new Date(Date.UTC(a, mes - 1, d, h, mi, s));
  if (Math.abs(Date.now() - signingDate.getTime()) > 15 * 60_000)
    throw new ErrorS3(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  const headers = Object.fromEntries(firmados.split(';').map((nombre) => [nombre, String(req.headers[nombre] ?? '')]));
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of consulta) query[k] = k in query ? [...[query[k]].flat(), v] : v;
  const signer = new SignatureV4({ credentials: { accessKeyId, secretAccessKey: secreto }, region, service: 's3', sha256: Sha256, uriEscapePath: false, applyChecksum: false });
  const [host, port] = String(req.headers.host).split(':');
  const firmada = await signer.sign({ method: req.method ?? 'GET', protocol: 'http:', hostname: host, port: Number(port), path: ruta, query, headers }, { signingDate });
  const esperada = /Signature=([0-9a-f]{64})/.exec(String(firmada.headers.authorization))?.[1] ?? '';
  if (esperada.length !== firma.length || !timingSafeEqual(Buffer.from(esperada), Buffer.from(firma))) {
    throw new ErrorS3(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
}

/**
 * A local S3-compatible server for tests (path-style, one bucket, objects in memory): PutObject,
 * GetObject, HeadObject, DeleteObject and ListObjectsV2, each request's SigV4 signature verified
 * against the known secret, and a signed payload's hash checked against the body.
 */
export async function startS3Server({ bucket = 'cartera-pruebas' } = {}): Promise<TestS3> {
  const objetos = new Map<string, Buffer>();
  const peticiones: TestS3['peticiones'] = [];
  const estado = { cortarDescargas: false };

  function listar(res: ServerResponse, consulta: URLSearchParams): void {
    const prefijo = consulta.get('prefix') ?? '';
    const max = Math.min(Number(consulta.get('max-keys') ?? 1000), 1000);
    const desde = consulta.get('continuation-token') ? Buffer.from(String(consulta.get('continuation-token')), 'base64url').toString() : '';
    const claves = [...objetos.keys()].filter((k) => k.startsWith(prefijo) && k > desde).sort();
    const pagina = claves.slice(0, max);
    const truncada = claves.length > max;
    const contenidos = pagina
      .map(
        (k) =>
          `<Contents><Key>${xml(k)}</Key><LastModified>${new Date().toISOString()}</LastModified><ETag>"${createHash('md5')
            .update(objetos.get(k) ?? '')
            .digest('hex')}"</ETag><Size>${objetos.get(k)?.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    const siguiente = truncada ? `<NextContinuationToken>${Buffer.from(pagina[pagina.length - 1]).toString('base64url')}</NextContinuationToken>` : '';
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xml(prefijo)}</Prefix><KeyCount>${pagina.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncada}</IsTruncated>${contenidos}${siguiente}</ListBucketResult>`,
    );
  }

  async function atender(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const [ruta, crudo = ''] = (req.url ?? '/').split('?');
    const consulta = new URLSearchParams(crudo);
    const datos = await cuerpo(req);
    await verificarFirma(req, ruta, consulta, SECRET);
    const hash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (/^[0-9a-f]{64}$/.test(hash) && createHash('sha256').update(datos).digest('hex') !== hash) {
      throw new ErrorS3(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
    }
    const [, nombre, ...resto] = ruta.split('/');
    if (nombre !== bucket) throw new ErrorS3(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const clave = resto.map(decodeURIComponent).join('/');
    if (!clave) {
      if (req.method !== 'GET' || consulta.get('list-type') !== '2') throw new ErrorS3(501, 'NotImplemented', 'Only ListObjectsV2 on a bucket');
      listar(res, consulta);
      return 200;
    }
    const objeto = objetos.get(clave);
    switch (req.method) {
      case 'PUT':
        objetos.set(clave, datos);
        res.writeHead(200, { ETag: `"${createHash('md5').update(datos).digest('hex')}"` });
        res.end();
        return 200;
      case 'GET':
      case 'HEAD':
        if (!objeto) throw new ErrorS3(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'Content-Length': objeto.length, 'Content-Type': 'application/octet-stream' });
        if (req.method === 'GET' && estado.cortarDescargas) {
          res.write(objeto.subarray(0, objeto.length >> 1), () => res.destroy());
          return 200;
        }
        res.end(req.method === 'GET' ? objeto : undefined);
        return 200;
      case 'DELETE':
        objetos.delete(clave);
        res.writeHead(204);
        res.end();
        return 204;
      default:
        throw new ErrorS3(501, 'NotImplemented', `${req.method} is not implemented`);
    }
  }

  const server = createServer((req, res) => {
    const clave = decodeURIComponent((req.url ?? '').split('?')[0].split('/').slice(2).join('/')) || '?list';
    atender(req, res)
      .then((status) => peticiones.push({ metodo: req.method ?? '', clave, status }))
      .catch((err: unknown) => {
        const e = err instanceof ErrorS3 ? err : new ErrorS3(500, 'InternalError', String(err));
        peticiones.push({ metodo: req.method ?? '', clave, status: e.status });
        res.writeHead(e.status, { 'Content-Type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${e.codigo}</Code><Message>${xml(e.message)}</Message></Error>`);
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    objetos,
    peticiones,
    get cortarDescargas() {
      return estado.cortarDescargas;
    },
    set cortarDescargas(valor: boolean) {
      estado.cortarDescargas = valor;
    },
    env: (overrides = {}) => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
      ...overrides,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
