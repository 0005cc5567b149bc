import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { limpiarCargasHuerfanas } from './temporales.ts';

describe('upload scratch folders left by a crash', () => {
  it('removes old carga-* and s3-* folders at start and leaves recent ones and anything else', async () => {
    const raiz = mkdtempSync(path.join(tmpdir(), 'cartera-tmp-'));
    const crear = (nombre: string, horas: number) => {
      const dir = path.join(raiz, nombre);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'parte'), 'x');
      const t = new Date(Date.now() - horas * 3600_000);
      utimesSync(dir, t, t);
      return dir;
    };
    const vieja = crear('carga-abc', 3);
    const copiaS3 = crear('s3-abc', 2);
    const reciente = crear('carga-def', 0);
    const ajena = crear('otra-cosa', 5);
    expect(await limpiarCargasHuerfanas(raiz)).to.equal(2);
    expect([existsSync(vieja), existsSync(copiaS3), existsSync(reciente), existsSync(ajena)]).to.deep.equal([false, false, true, true]);
    expect(await limpiarCargasHuerfanas(path.join(raiz, 'no-existe'))).to.equal(0);
  });
});
