import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server, type TestS3 } from '../../../test/helpers/s3.ts';
import { EXTENSIONES } from '../../shared/storage.ts';
import { loadConfig } from '../config.ts';
import { almacenDe } from './almacen.ts';
import { registroDeBuckets } from './buckets.ts';
import { claveDe, createStorage, prefijoDelAgente, type Storage } from './storage.service.ts';

const configDe = (dataDir: string, env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x', ...env });
const texto = async (s: NodeJS.ReadableStream) => {
  let t = '';
  for await (const trozo of s) t += String(trozo);
  return t;
};

describe('storage service', () => {
  // The service reads only buckets their owners registered; polizas registers this one (its server/index.ts).
  before(() => registroDeBuckets.registrar('polizas', { polizas: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES } }));

  it('keys every file <agenteId>/<bucket>/<path> and never outside the agent’s bucket', () => {
    expect(claveDe({ agenteId: 7, bucket: 'polizas', segmentos: ['2026', 'Póliza 1.pdf'] })).to.equal('7/polizas/2026/Póliza 1.pdf');
    for (const archivo of [
      { agenteId: 7, bucket: 'polizas', segmentos: ['..', '..', 'jwt-secret'] },
      { agenteId: 7, bucket: 'polizas', segmentos: ['..', 'otro', 'a.pdf'] },
      { agenteId: 7.5, bucket: 'polizas', segmentos: ['a.pdf'] },
      { agenteId: 7, bucket: '..', segmentos: ['8', 'polizas', 'a.pdf'] },
    ]) {
      expect(() => claveDe(archivo), JSON.stringify(archivo)).to.throw('Ruta fuera del almacenamiento');
    }
  });

  it('reads back the file of one of its URLs, relative or absolute, and nothing else', () => {
    const storage = createStorage(configDe('/srv/cartera'));
    const archivo = { agenteId: 7, bucket: 'polizas', segmentos: ['excel', 'Cartera 2026.xlsx'] };
    const url = storage.url(archivo);
    expect(url).to.equal('/api/storage/7/polizas/excel/Cartera%202026.xlsx');
    expect(storage.desdeUrl(url)).to.deep.equal(archivo);
    expect(storage.desdeUrl(`https://cartera.mx${url}`)).to.deep.equal(archivo);
    for (const ajena of [
      '/api/storage/7/otro/x.pdf',
      '/api/storage/x/polizas/a.pdf',
      '/api/storage/7/polizas/..%2Fa.pdf',
      '/api/storage/7/polizas/a%ZZ.pdf',
      '/api/storage/7/polizas/a%23b.pdf',
      '/otra/7/polizas/a.pdf',
    ]) {
      expect(storage.desdeUrl(ajena), ajena).to.equal(null);
    }
  });

  // The same contract on both backends: what a caller sees does not depend on where files live.
  for (const backend of ['disk', 's3'] as const) {
    describe(`contract on ${backend}`, () => {
      let s3: TestS3 | undefined;
      let dataDir: string;
      let storage: Storage;
      before(async () => {
        if (backend === 's3') s3 = await startS3Server();
      });
      after(() => s3?.close());
      beforeEach(async () => {
        dataDir = await mkdtemp(path.join(tmpdir(), 'cartera-storage-'));
        s3?.objetos.clear();
        storage = createStorage(configDe(dataDir, s3?.env() ?? {}));
      });
      afterEach(() => rm(dataDir, { recursive: true, force: true }));

      const subir = async (segmentos: string[], contenido: string, agenteId = 7) => {
        await mkdir(path.join(dataDir, 'tmp'), { recursive: true });
        const origen = path.join(dataDir, 'tmp', `carga-${segmentos.join('_')}`);
        await writeFile(origen, contenido);
        const archivo = { agenteId, bucket: 'polizas', segmentos };
        const url = await storage.guardar(archivo, origen);
        expect(existsSync(origen), 'the upload was moved').to.equal(false);
        return { archivo, url };
      };

      it('stores an upload, answers its URL, size, stream and bytes, and replaces it whole', async () => {
        const { archivo, url } = await subir(['2026', 'Póliza 1.pdf'], '%PDF-1.4 uno');
        expect(url).to.equal('/api/storage/7/polizas/2026/P%C3%B3liza%201.pdf');
        expect(await storage.tamano(archivo)).to.equal(12);
        const abierto = await storage.abrir(archivo);
        if (!abierto) throw new Error('el archivo guardado no se abrió');
        expect(abierto.tamano).to.equal(12);
        expect(await texto(abierto.contenido)).to.equal('%PDF-1.4 uno');
        await subir(['2026', 'Póliza 1.pdf'], '%PDF-1.4 la segunda versión');
        expect((await storage.leer(archivo))?.toString()).to.equal('%PDF-1.4 la segunda versión');
        expect(await storage.escribir({ ...archivo, segmentos: ['portal.pdf'] }, Buffer.from('%PDF bajado'))).to.equal('/api/storage/7/polizas/portal.pdf');
        expect((await storage.leer({ ...archivo, segmentos: ['portal.pdf'] }))?.toString()).to.equal('%PDF bajado');
      });

      it('answers null for a file that is not there, and 404-like nothing for another agent’s key', async () => {
        await subir(['a.pdf'], 'de 8', 8);
        const ajeno = { agenteId: 7, bucket: 'polizas', segmentos: ['a.pdf'] };
        expect([await storage.tamano(ajeno), await storage.abrir(ajeno), await storage.leer(ajeno)]).to.deep.equal([null, null, null]);
        expect(await storage.enLocal(ajeno, async () => 'leído')).to.equal(null);
      });

      it('hands a local file with the content to a reader of paths, and removes a temporary copy afterwards', async () => {
        const { archivo } = await subir(['excel', 'Cartera.xlsx'], 'hoja');
        let vista = '';
        const leido = await storage.enLocal(archivo, async (ruta) => {
          vista = ruta;
          expect(path.basename(ruta)).to.equal('Cartera.xlsx');
          return texto((await import('node:fs')).createReadStream(ruta));
        });
        expect(leido).to.equal('hoja');
        if (backend === 's3') {
          expect(existsSync(vista)).to.equal(false);
          expect(await readdir(path.join(dataDir, 'tmp'))).to.deep.equal([]);
        }
      });

      it('removes a stored file and answers false, without failing, once it is gone', async () => {
        const { archivo } = await subir(['501', 'ine.pdf'], 'contenido');
        expect(await storage.eliminar(archivo)).to.equal(true);
        expect(await storage.tamano(archivo)).to.equal(null);
        expect(await storage.eliminar(archivo)).to.equal(false);
        expect(await storage.eliminar({ ...archivo, segmentos: ['nunca', 'existio.pdf'] })).to.equal(false);
      });

      it('refuses a path out of the bucket before touching the backend', async () => {
        for (const segmentos of [
          ['..', '..', 'jwt-secret'],
          ['..', '..', '8', 'polizas', 'ine.pdf'],
        ]) {
          const archivo = { agenteId: 7, bucket: 'polizas', segmentos };
          for (const operacion of [() => storage.eliminar(archivo), () => storage.abrir(archivo), () => storage.guardar(archivo, '/dev/null')]) {
            let fallo: unknown;
            await operacion().catch((e) => (fallo = e));
            expect(String(fallo), segmentos.join('/')).to.include('Ruta fuera del almacenamiento');
          }
        }
      });

      it('lists and removes one agent’s files by prefix, leaving the others', async () => {
        await subir(['a.pdf'], 'a');
        await subir(['carpeta', 'b.pdf'], 'b');
        await subir(['c.pdf'], 'c', 70);
        const almacen = almacenDe(configDe(dataDir, s3?.env() ?? {}));
        const claves = async (prefijo: string) => {
          const todas: string[] = [];
          for await (const clave of almacen.listar(prefijo)) todas.push(clave);
          return todas.sort();
        };
        expect(await claves(prefijoDelAgente(7))).to.deep.equal(['7/polizas/a.pdf', '7/polizas/carpeta/b.pdf']);
        expect(await claves('')).to.deep.equal(['7/polizas/a.pdf', '7/polizas/carpeta/b.pdf', '70/polizas/c.pdf']);
        expect(await almacen.vaciar(prefijoDelAgente(7))).to.equal(true);
        expect(await almacen.vaciar(prefijoDelAgente(7))).to.equal(false);
        expect(await claves('')).to.deep.equal(['70/polizas/c.pdf']);
      });
    });
  }

  describe('on disk', () => {
    let dataDir: string;
    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'cartera-storage-'));
    });
    afterEach(() => rm(dataDir, { recursive: true, force: true }));

    it('keeps files under DATA_DIR/storage and leaves folders and links alone', async () => {
      const guardarArchivo = async (relativa: string) => {
        const ruta = path.join(dataDir, 'storage', relativa);
        await mkdir(path.dirname(ruta), { recursive: true });
        await writeFile(ruta, 'contenido');
        return ruta;
      };
      const local = createStorage(configDe(dataDir));
      const otroAgente = await guardarArchivo('8/clientes/ine.pdf');
      expect((await local.leer({ agenteId: 8, bucket: 'clientes', segmentos: ['ine.pdf'] }))?.toString()).to.equal('contenido');
      await guardarArchivo('7/clientes/carpeta/dentro.pdf');
      expect(await local.eliminar({ agenteId: 7, bucket: 'clientes', segmentos: ['carpeta'] })).to.equal(false);
      await symlink(otroAgente, path.join(dataDir, 'storage', '7', 'clientes', 'enlace.pdf'));
      expect(await local.eliminar({ agenteId: 7, bucket: 'clientes', segmentos: ['enlace.pdf'] })).to.equal(false);
      expect([existsSync(otroAgente), existsSync(path.join(dataDir, 'storage', '7', 'clientes', 'carpeta', 'dentro.pdf'))]).to.deep.equal([true, true]);
    });
  });

  describe('on S3', () => {
    let s3: TestS3;
    before(async () => (s3 = await startS3Server()));
    after(() => s3.close());

    it('stops the start on a wrong or missing setting, with the variable and the fix in Spanish', () => {
      const base = s3.env();
      const casos: [Record<string, string>, string][] = [
        [{ STORAGE: 'ftp' }, 'STORAGE=ftp no es válido; valores permitidos: disk, s3'],
        [{ S3_BUCKET: '', S3_SECRET_ACCESS_KEY: '' }, 'Con STORAGE=s3 falta configurar S3_BUCKET, S3_SECRET_ACCESS_KEY'],
        [{ S3_ENDPOINT: 's3.ejemplo.mx' }, 'S3_ENDPOINT=s3.ejemplo.mx no es válido; usa una dirección como https://s3.ejemplo.mx o http://127.0.0.1:9000'],
        [{ S3_BUCKET: 'Mi_Bucket' }, 'S3_BUCKET=Mi_Bucket no es un nombre de bucket válido: de 3 a 63 minúsculas, números, puntos o guiones'],
        [{ S3_FORCE_PATH_STYLE: 'quizá' }, 'S3_FORCE_PATH_STYLE=quizá no es válido; usa true o false'],
      ];
      for (const [cambio, mensaje] of casos) expect(() => configDe('/srv/cartera', { ...base, ...cambio }), JSON.stringify(cambio)).to.throw(mensaje);
      expect(configDe('/srv/cartera', { ...base, S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '', S3_REGION: '' }).storage).to.deep.include({
        endpoint: '',
        forcePathStyle: false,
        region: 'us-east-1',
      });
      expect(configDe('/srv/cartera').storage).to.deep.equal({ tipo: 'disk' });
    });

    it('does not load the S3 SDK unless configured', async () => {
      // Fresh processes (this one loaded the SDK above) whose resolver refuses the SDK: only the S3 one may reach it.
      const { execFileSync } = await import('node:child_process');
      const hook = `export async function resolve(s, c, n) { if (s === '@aws-sdk/client-s3') throw new Error('SDK de S3 cargado'); return n(s, c); }`;
      const codigo = `import { register } from 'node:module';
        register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));
        const { createStorage } = await import('./core/server/storage/storage.service.ts');
        const { loadConfig } = await import('./core/server/config.ts');
        const storage = createStorage(loadConfig({ ...process.env, JWT_SECRET: 'x' }));
        console.log(await storage.tamano({ agenteId: 1, bucket: 'polizas', segmentos: ['a.pdf'] }).then(String, (e) => e.message));`;
      const correr = (env: Record<string, string>) =>
        execFileSync(process.execPath, ['--import=tsx/esm', '--input-type=module', '-e', codigo], {
          cwd: path.resolve(import.meta.dirname, '../../..'),
          env: { ...process.env, DATA_DIR: path.join(tmpdir(), `cartera-sin-s3-${process.pid}`), ...env },
          encoding: 'utf8',
        }).trim();
      expect(correr({})).to.equal('null');
      expect(correr(s3.env())).to.equal('SDK de S3 cargado');
    });

    it('refuses a wrong secret (SignatureDoesNotMatch) and answers 503 errors when the service is out of reach', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'cartera-storage-'));
      const archivo = { agenteId: 7, bucket: 'polizas', segmentos: ['a.pdf'] };
      const malo = almacenDe(configDe(dataDir, s3.env({ S3_SECRET_ACCESS_KEY: 'otro-secreto' })));
      let fallo: Error | undefined;
      await malo.comprobar().catch((e: Error) => (fallo = e));
      expect(fallo?.message).to.equal(
        `El almacenamiento S3 en ${s3.endpoint} rechazó las credenciales S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY para el bucket ${s3.bucket} (SignatureDoesNotMatch)`,
      );
      expect(s3.peticiones.at(-1)).to.deep.include({ status: 403 });
      const sinBucket = almacenDe(configDe(dataDir, s3.env({ S3_BUCKET: 'no-existe' })));
      await sinBucket.comprobar().catch((e: Error) => (fallo = e));
      expect(fallo?.message).to.equal(`El bucket no-existe no existe en ${s3.endpoint}: créalo o corrige S3_BUCKET`);
      const fuera = createStorage(configDe(dataDir, s3.env({ S3_ENDPOINT: 'http://127.0.0.1:9' })));
      for (const operacion of [() => fuera.tamano(archivo), () => fuera.leer(archivo), () => fuera.eliminar(archivo)]) {
        const err = await operacion().then(
          () => null,
          (e: { status?: number; message: string }) => e,
        );
        expect(err?.status).to.equal(503);
        expect(err?.message).to.equal('El almacenamiento de archivos no está disponible por un momento; inténtalo de nuevo en unos minutos');
      }
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers 503 when the connection is cut halfway through an object', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'cartera-storage-'));
      const storage = createStorage(configDe(dataDir, s3.env()));
      const archivo = { agenteId: 7, bucket: 'polizas', segmentos: ['grande.pdf'] };
      await storage.escribir(archivo, Buffer.alloc(256 * 1024, 0x41));
      s3.cortarDescargas = true;
      try {
        for (const operacion of [() => storage.leer(archivo), () => storage.enLocal(archivo, async () => 'leído')]) {
          const err = await operacion().then(
            () => null,
            (e: { status?: number }) => e,
          );
          expect(err?.status).to.equal(503);
        }
      } finally {
        s3.cortarDescargas = false;
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
});
