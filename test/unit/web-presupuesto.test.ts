import { expect } from 'chai';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { PROJECT_ROOT } from '../../core/server/paths.ts';
import { excesos, medir, PRESUPUESTO, TECHOS_PENDIENTES, type Medicion } from '../../web/build/presupuesto.ts';

/** Issue 19: the shell's weight, measured on a real build of web/vite.config.ts into a folder of its own. */
describe('presupuesto del shell web', function () {
  this.timeout(300_000);
  let medicion: Medicion;
  let dist: string;
  let archivos: string[];

  before(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'cartera-presupuesto-'));
    const salida = (await build({
      configFile: path.join(PROJECT_ROOT, 'web', 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: dist, emptyOutDir: true },
    })) as Rollup.RollupOutput;
    medicion = medir(salida.output, PROJECT_ROOT + path.sep);
    archivos = readdirSync(path.join(dist, 'assets'));
    console.log(medicion.lineas.slice(0, 12).join('\n'));
  });
  after(() => rmSync(dist, { recursive: true, force: true }));

  it('keeps the login route within budget, without the signed-in shell', () => {
    expect(medicion.login.css).to.be.above(0).and.at.most(PRESUPUESTO.loginCss);
    expect(medicion.login.js).to.be.above(0).and.at.most(PRESUPUESTO.loginJs);
    expect(medicion.login.archivos.some((a) => /^assets\/index-.*\.js$/.test(a))).to.equal(true);
    // The store, RTK Query and the route lists come with the signed-in shell, loaded after the entry.
    expect(medicion.conSesion.archivos.some((a) => a.startsWith('assets/App-'))).to.equal(true);
    expect(medicion.conSesion.js).to.be.above(0).and.at.most(PRESUPUESTO.shellConSesion);
  });

  it('loads Blueprint icons one by one, ECharts through echarts/core, and ships no icon font', () => {
    expect(medicion.faltas).to.deep.equal([]);
    expect(archivos.filter((a) => /^paths-|^allPaths-|\.(ttf|eot|woff2?)$|^blueprint-icons-/.test(a))).to.deep.equal([]);
  });

  it('grows no route past its budget, nor a screen still over it past its ceiling', () => {
    expect(medicion.pantallas.length).to.be.above(40);
    expect(excesos(medicion, TECHOS_PENDIENTES)).to.deep.equal([]);
    // A ceiling left behind by a screen that got within budget (or was renamed) is removed.
    const medidas = new Map([[`${medicion.login.nombre} JS`, medicion.login.js], ...medicion.pantallas.map((p) => [p.nombre, p.js + p.css] as const)]);
    for (const [clave, techo] of Object.entries(TECHOS_PENDIENTES)) {
      const peso = medidas.get(clave);
      expect(peso, clave).to.be.a('number');
      expect(peso, `${clave} ya está dentro del presupuesto: quita su techo`).to.be.above(clave.endsWith(' JS') ? PRESUPUESTO.loginJs : PRESUPUESTO.pantalla);
      expect(techo, clave).to.be.above(0);
    }
  });

  it('writes brotli and gzip twins beside the compressible assets and index.html', () => {
    const js = archivos.filter((a) => a.endsWith('.js') && a.startsWith('index-'));
    expect(js).to.have.length(1);
    expect(archivos).to.include.members([`${js[0]}.br`, `${js[0]}.gz`]);
    expect(readdirSync(dist)).to.include.members(['index.html.br', 'index.html.gz']);
  });
});
