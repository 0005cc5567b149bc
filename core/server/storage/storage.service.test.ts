import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXTENSIONES } from '../../shared/storage.ts';
import { registroDeBuckets } from './buckets.ts';
import { createStorage } from './storage.service.ts';

describe('storage service', () => {
  const storage = createStorage('/srv/cartera');
  // The service reads only buckets their owners registered; polizas registers this one (its server/index.ts).
  before(() => registroDeBuckets.registrar('polizas', { polizas: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES } }));

  it('keeps every file inside DATA_DIR/storage/<agenteId>/<bucket>', () => {
    expect(storage.ubicar({ agenteId: 7, bucket: 'polizas', segmentos: ['2026', 'Póliza 1.pdf'] })).to.equal(path.join('/srv/cartera/storage/7/polizas/2026/Póliza 1.pdf'));
    expect(() => storage.ubicar({ agenteId: 7, bucket: 'polizas', segmentos: ['..', '..', 'jwt-secret'] })).to.throw('Ruta fuera del almacenamiento');
  });

  it('reads back the file of one of its URLs, relative or absolute, and nothing else', () => {
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

  describe('eliminar', () => {
    let dataDir: string;
    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'cartera-storage-'));
    });
    afterEach(() => rm(dataDir, { recursive: true, force: true }));

    const guardarArchivo = async (relativa: string) => {
      const ruta = path.join(dataDir, 'storage', relativa);
      await mkdir(path.dirname(ruta), { recursive: true });
      await writeFile(ruta, 'contenido');
      return ruta;
    };

    it('removes a stored file and answers false, without failing, once it is gone', async () => {
      const local = createStorage(dataDir);
      const ruta = await guardarArchivo('7/clientes/501/ine.pdf');
      const archivo = { agenteId: 7, bucket: 'clientes' as const, segmentos: ['501', 'ine.pdf'] };
      expect(await local.eliminar(archivo)).to.equal(true);
      expect(existsSync(ruta)).to.equal(false);
      expect(await local.eliminar(archivo)).to.equal(false);
      expect(await local.eliminar({ ...archivo, segmentos: ['nunca', 'existio.pdf'] })).to.equal(false);
    });

    it('refuses a path out of the bucket and leaves folders and links alone', async () => {
      const local = createStorage(dataDir);
      const secreto = await guardarArchivo('jwt-secret');
      const otroAgente = await guardarArchivo('8/clientes/ine.pdf');
      for (const segmentos of [
        ['..', '..', 'jwt-secret'],
        ['..', '..', '8', 'clientes', 'ine.pdf'],
      ]) {
        let fallo: unknown;
        await local.eliminar({ agenteId: 7, bucket: 'clientes', segmentos }).catch((e) => (fallo = e));
        expect(String(fallo), segmentos.join('/')).to.include('Ruta fuera del almacenamiento');
      }
      await guardarArchivo('7/clientes/carpeta/dentro.pdf');
      expect(await local.eliminar({ agenteId: 7, bucket: 'clientes', segmentos: ['carpeta'] })).to.equal(false);
      await symlink(otroAgente, path.join(dataDir, 'storage', '7', 'clientes', 'enlace.pdf'));
      expect(await local.eliminar({ agenteId: 7, bucket: 'clientes', segmentos: ['enlace.pdf'] })).to.equal(false);
      expect([existsSync(secreto), existsSync(otroAgente), existsSync(path.join(dataDir, 'storage', '7', 'clientes', 'carpeta', 'dentro.pdf'))]).to.deep.equal([true, true, true]);
    });
  });
});
