import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { huellaDeFuentes } from '../../cli/compilado.js';

/** What makes dist/ stale (docs/adr/046-servidor-compilado.md): the server's sources and the build's settings, nothing else. */
describe('the compiled server’s fingerprint of its sources', () => {
  let raiz: string;
  const escribir = (relativo: string, texto: string) => {
    mkdirSync(path.dirname(path.join(raiz, relativo)), { recursive: true });
    writeFileSync(path.join(raiz, relativo), texto);
  };
  beforeEach(() => {
    raiz = mkdtempSync(path.join(os.tmpdir(), 'huella-'));
    escribir('tsconfig.build.json', '{}');
    for (const carpeta of ['cli', 'core/server', 'plugins/p/server', 'migrations/p']) escribir(`${carpeta}/a.ts`, 'export const a = 1;');
  });
  afterEach(() => rmSync(raiz, { recursive: true, force: true }));

  it('changes with a server source’s content, a new source, a renamed one or the build’s settings', () => {
    const antes = huellaDeFuentes(raiz);
    expect(huellaDeFuentes(raiz)).to.equal(antes);
    escribir('plugins/p/server/a.ts', 'export const a = 2;');
    const editada = huellaDeFuentes(raiz);
    expect(editada).not.to.equal(antes);
    escribir('migrations/p/b.ts', '');
    const nueva = huellaDeFuentes(raiz);
    expect(nueva).not.to.equal(editada);
    rmSync(path.join(raiz, 'migrations/p/b.ts'));
    escribir('migrations/p/c.ts', '');
    expect(huellaDeFuentes(raiz)).not.to.equal(nueva);
    escribir('tsconfig.build.json', '{ "compilerOptions": {} }');
    expect(huellaDeFuentes(raiz)).not.to.equal(nueva);
  });

  it('ignores the web app, tests and other files', () => {
    const antes = huellaDeFuentes(raiz);
    escribir('plugins/p/web/pantalla.ts', 'export {};');
    escribir('core/server/a.test.ts', 'export {};');
    escribir('plugins/p/server/notas.md', '# notas');
    escribir('test/otra.ts', 'export {};');
    expect(huellaDeFuentes(raiz)).to.equal(antes);
  });
});
