import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../core/server/paths.ts';
import { huellaDeFuentes } from '../../cli/compilado.js';
import { caratulaSubida, fixture } from '../api/importacion/caratulas.ts';
import { filaValida, libro, solicitud, subirExcel } from '../api/importacion/excel-datos.ts';
import { crearClave } from '../helpers/polizas.ts';
import { instalacionDePrueba, sesionEnInstancia } from './procesos.ts';

const DIST = path.join(PROJECT_ROOT, 'dist');

/** `npm run build:server`: its exit code and output. */
function compilar(): { code: number | null; output: string } {
  const r = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'cli', 'compilado.js')], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  return { code: r.status, output: r.stdout + r.stderr };
}

/**
 * The compiled server (docs/adr/046-servidor-compilado.md): `npm run build:server` builds dist/ once
 * per change of the sources, and `cartera serve` then runs it without tsx, on a database that the
 * sources migrated, with both worker pools (the Excel reader, the cover pages) running compiled too.
 */
describe('the compiled server: dist/ built from the sources and run without tsx', function () {
  this.timeout(300_000);
  const instalacion = instalacionDePrueba('compilado');

  it('builds dist/ stamped with the sources’ fingerprint, and leaves it alone while they are unchanged', async () => {
    const primera = compilar();
    expect(primera.code, primera.output).to.equal(0);
    expect(readFileSync(path.join(DIST, '.huella'), 'utf8')).to.equal(huellaDeFuentes());
    const entrada = path.join(DIST, 'cli', 'index.js');
    const construida = statSync(entrada).mtimeMs;
    const segunda = compilar();
    expect(segunda.code, segunda.output).to.equal(0);
    expect(statSync(entrada).mtimeMs, 'not rebuilt').to.equal(construida);
  });

  it('is started by npm start and systemd as the binary itself, whose first line holds Node’s flags', () => {
    expect(readFileSync(path.join(PROJECT_ROOT, 'cli', 'bin.js'), 'utf8').split('\n')[0]).to.equal('#!/usr/bin/env -S node --max-semi-space-size=8');
    expect(JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')).scripts.start).to.equal('cli/bin.js serve');
    expect(readFileSync(path.join(PROJECT_ROOT, 'deploy', 'systemd', 'cartera@.service'), 'utf8')).to.match(/^ExecStart=\/opt\/cartera\/cli\/bin\.js serve$/m);
  });

  it('serves from dist/ a database the sources migrated: sign-in, an Excel sheet and a cover page through its workers', async () => {
    const base = await instalacion.base();
    const inst = await instalacion.iniciar({}, 'binario');
    // The same migrations by name: none ran again, and the start says how it runs.
    expect(inst.run.output()).to.match(/"codigo":"compilado"/);
    expect(inst.run.output()).not.to.include('migrations applied');
    // Run as the binary itself: Node took the flags of its first line.
    expect(readFileSync(`/proc/${inst.run.child.pid}/cmdline`, 'utf8').split('\0')).to.include('--max-semi-space-size=8');
    const { server, cuenta } = await sesionEnInstancia(inst.url, base.correo, base.password);
    const { api } = server;
    const { auth } = cuenta;
    await crearClave(server, cuenta, { clave: 'COMPILADO-1' });

    const hoja = await subirExcel(server, cuenta, await libro([filaValida('COMPILADO-1', { noPoliza: 'DIST-1' })]));
    const proceso = await api('POST', '/excel-importer/process', solicitud(hoja), auth);
    expect(proceso.status, JSON.stringify(proceso.body)).to.equal(200);
    expect(proceso.body.body).to.have.length(1);
    expect(proceso.body.body[0].noPoliza).to.deep.equal({ value: 'DIST-1', status: 'ok', errorMessage: null });

    const pdf = await caratulaSubida(server, cuenta, fixture('gnp-auto.pdf'), 'gnp-auto.pdf');
    const vista = await api('POST', '/polizas/caratula/preview', { fileName: 'gnp-auto.pdf', caratulaUrl: pdf, crearClaveAgente: true }, auth);
    expect(vista.status, JSON.stringify(vista.body)).to.equal(200);
    expect(vista.body.body.poliza).to.include({ noPoliza: '1100254789', formaPago: 'semestral' });
  });
});
