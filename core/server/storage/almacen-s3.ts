import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ConfigStorage } from '../config.ts';
import { almacenNoDisponible, type Almacen } from './almacen.ts';

type ConfigS3 = Extract<ConfigStorage, { tipo: 's3' }>;

const estado = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/** A missing object is an answer; anything else the service or the network did is a 503 for the request. */
async function llamar<T>(fn: () => Promise<T>, siNoExiste: T): Promise<T>;
async function llamar<T>(fn: () => Promise<T>): Promise<T>;
async function llamar<T>(fn: () => Promise<T>, ...siNoExiste: [T?]): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (siNoExiste.length && estado(err) === 404) return siNoExiste[0] as T;
    throw almacenNoDisponible(err);
  }
}

/** Why the bucket cannot be used, for the start's message. */
function causa(config: ConfigS3, err: unknown): string {
  const donde = config.endpoint || `AWS (${config.region})`;
  const codigo = err instanceof S3ServiceException ? err.name : (err as NodeJS.ErrnoException).code || (err as Error).name;
  if (estado(err) === 403) return `El almacenamiento S3 en ${donde} rechazó las credenciales S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY para el bucket ${config.bucket} (${codigo})`;
  if (estado(err) === 404) return `El bucket ${config.bucket} no existe en ${donde}: créalo o corrige S3_BUCKET`;
  return `No se pudo usar el almacenamiento S3 en ${donde} (${codigo}): revisa S3_ENDPOINT y S3_REGION`;
}

/** Objects `<agenteId>/<bucket>/<path>` in one bucket of an S3-compatible service. */
export function almacenEnS3(config: ConfigS3, tmpRaiz: string): Almacen {
  const cliente = new S3Client({
    endpoint: config.endpoint || undefined,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    // Checksums only where the API demands them: several S3-compatible services refuse the newer trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const copiar = async (clave: string, origen: string) => {
    const { size } = await stat(origen);
    // One PUT: the object appears whole or not at all.
    await llamar(() => cliente.send(new PutObjectCommand({ Bucket, Key: clave, Body: createReadStream(origen), ContentLength: size })));
  };
  const tamano = (clave: string) => llamar(async () => (await cliente.send(new HeadObjectCommand({ Bucket, Key: clave }))).ContentLength ?? 0, null);
  async function* listar(prefijo: string): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const pagina = await llamar(() => cliente.send(new ListObjectsV2Command({ Bucket, Prefix: prefijo, ContinuationToken })));
      for (const objeto of pagina.Contents ?? []) if (objeto.Key) yield objeto.Key;
      ContinuationToken = pagina.IsTruncated ? pagina.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  const eliminar = async (clave: string) => {
    // DELETE answers 204 whether or not the object was there: the HEAD tells.
    if ((await tamano(clave)) === null) return false;
    await llamar(() => cliente.send(new DeleteObjectCommand({ Bucket, Key: clave })));
    return true;
  };
  const abrir = (clave: string) =>
    llamar(async () => {
      const respuesta = await cliente.send(new GetObjectCommand({ Bucket, Key: clave }));
      const cuerpo = respuesta.Body as Readable;
      // A connection cut halfway is the service's failure too: a reader of the whole file answers 503.
      const contenido = new PassThrough();
      cuerpo.on('error', (err) => contenido.destroy(almacenNoDisponible(err)));
      contenido.on('close', () => cuerpo.destroy());
      cuerpo.pipe(contenido);
      return { contenido, tamano: respuesta.ContentLength ?? 0 };
    }, null);
  return {
    copiar,
    async mover(clave, origen) {
      await copiar(clave, origen);
      await unlink(origen);
    },
    escribir: (clave, bytes) => llamar(async () => void (await cliente.send(new PutObjectCommand({ Bucket, Key: clave, Body: bytes })))),
    abrir,
    tamano,
    eliminar,
    listar,
    async vaciar(prefijo) {
      let alguno = false;
      for await (const clave of listar(prefijo)) alguno = (await eliminar(clave)) || alguno;
      return alguno;
    },
    async local(clave, fn) {
      const abierto = await abrir(clave);
      if (!abierto) return null;
      // Under DATA_DIR/tmp with the object's own name, so readers that go by the extension see it.
      const carpeta = path.join(tmpRaiz, `s3-${randomUUID()}`);
      await mkdir(carpeta, { recursive: true });
      try {
        const ruta = path.join(carpeta, path.posix.basename(clave));
        await pipeline(abierto.contenido, createWriteStream(ruta));
        return await fn(ruta);
      } finally {
        await rm(carpeta, { recursive: true, force: true });
      }
    },
    async comprobar() {
      try {
        await cliente.send(new ListObjectsV2Command({ Bucket, MaxKeys: 1 }));
      } catch (err) {
        throw new Error(causa(config, err), { cause: err });
      }
    },
  };
}
