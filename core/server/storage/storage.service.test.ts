import { expect } from 'chai';
import path from 'node:path';
import { createStorage } from './storage.service.ts';

describe('storage service', () => {
  const storage = createStorage('/srv/cartera');

  it('keeps every file inside DATA_DIR/storage/<agenteId>/<bucket>', () => {
    expect(storage.ubicar({ agenteId: 7, bucket: 'polizas', segmentos: ['2026', 'Póliza 1.pdf'] })).to.equal(path.join('/srv/cartera/storage/7/polizas/2026/Póliza 1.pdf'));
    expect(() => storage.ubicar({ agenteId: 7, bucket: 'polizas', segmentos: ['..', '..', 'jwt-secret'] })).to.throw('Ruta fuera del almacenamiento');
  });

  it('reads back the file of one of its URLs, relative or absolute, and nothing else', () => {
    const archivo = { agenteId: 7, bucket: 'importaciones' as const, segmentos: ['excel', 'Cartera 2026.xlsx'] };
    const url = storage.url(archivo);
    expect(url).to.equal('/api/storage/7/importaciones/excel/Cartera%202026.xlsx');
    expect(storage.desdeUrl(url)).to.deep.equal(archivo);
    expect(storage.desdeUrl(`https://cartera.mx${url}`)).to.deep.equal(archivo);
    for (const ajena of ['/api/storage/7/otro/x.pdf', '/api/storage/x/polizas/a.pdf', '/api/storage/7/polizas/..%2Fa.pdf', '/api/storage/7/polizas/a%ZZ.pdf', '/api/storage/7/polizas/a%23b.pdf', '/otra/7/polizas/a.pdf']) {
      expect(storage.desdeUrl(ajena), ajena).to.equal(null);
    }
  });
});
