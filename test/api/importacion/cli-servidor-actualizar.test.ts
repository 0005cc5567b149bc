import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../core/server/db/database.ts';
import { correoUnico } from '../../helpers/accounts.ts';
import { carpetaConCaratulas, cartera, correr, entorno, esperarSalida, puertoLibre, type Proceso } from './cli-proceso.ts';
import { filaValida, libro, type Fila } from './excel-datos.ts';

/** Every table of the database and its row count, read once no server holds the PGlite directory. */
async function conteoDeTablas(env: Record<string, string>): Promise<Record<string, number>> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, 'pglite'), poolMax: 1 });
  try {
    return await db.withOwner(async (k) => {
      const { rows } = await k.raw(`select table_name as tabla from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
      const conteo: Record<string, number> = {};
      for (const { tabla } of rows as { tabla: string }[]) conteo[tabla] = Number((await k(tabla).count<{ n: string }[]>('* as n'))[0].n);
      return conteo;
    });
  } finally {
    await db.close();
  }
}

/**
 * Issue 13, CLI server mode: a dry run through the running server writes nothing (docs/adr/035, "La
 * vista previa no escribe"), and `--actualizar` reaches the Excel import (POST /excel-importer/importar
 * `actualizar`). Always PGlite: the server's lock on its data directory sends the CLI through the API.
 */
describe('cartera importar through the server: --dry-run writes nothing, --actualizar updates the Excel rows', function () {
  this.timeout(900_000);
  const correo = correoUnico('servidor-act');
  const password = 'Secreto123';
  const CLAVE = 'XL-SRV';
  let env: Record<string, string>;
  let servidor: Proceso | undefined;
  let url: string;
  let token: string;

  async function arrancar(): Promise<void> {
    servidor = cartera(['serve', '--no-web'], { ...env, LOG_LEVEL: 'info' });
    [, url] = await esperarSalida(servidor, /Cartera lista en (http:\/\/\S+)/, 300_000);
  }

  async function detener(): Promise<void> {
    servidor?.child.kill('SIGTERM');
    await servidor?.salida;
    servidor = undefined;
  }

  async function api(metodo: string, ruta: string, cuerpo?: unknown) {
    const res = await fetch(`${url}/api${ruta}`, {
      method: metodo,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    return res.json();
  }

  const importar = (args: string[]) => correr(['importar', ...args, '--agente', correo, '--json'], { ...env, CARTERA_TOKEN: token });

  before(async () => {
    env = entorno({ DATABASE_URL: '', PORT: String(await puertoLibre()) });
    const alta = await correr(['agente:crear', '--correo', correo, '--nombre', 'Rosa', '--ap-paterno', 'Lara', '--password', password], env);
    expect(alta.codigo, alta.stderr).to.equal(0);
    await arrancar();
    // Signing in writes a session: it is done before the tables are counted, and its token serves every run.
    const login = await (
      await fetch(`${url}/api/usuarios/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: correo, password }) })
    ).json();
    token = login.body.token;
    const aseguradoras: { id: number; abreviacion: string }[] = (await api('GET', '/aseguradoras?size=-1')).body.items;
    const gnp = aseguradoras.find((a) => a.abreviacion === 'GNP');
    for (const [aseguradoraId, clave] of [
      [gnp?.id, '0123456'],
      [1, CLAVE],
    ] as const) {
      const r = await api('POST', '/aseguradoras/accounts', { aseguradoraId, clave, comisionAutos: 10, comisionVida: 5, comisionSalud: 8, comisionDiversos: 12, terminos: true });
      expect(r.ok, JSON.stringify(r)).to.equal(true);
    }
    await detener();
  });

  after(detener);

  it('--dry-run previews new contractors and a missing key through the server and leaves every table as it was', async () => {
    const antes = await conteoDeTablas(env);
    await arrancar();
    // GNP's key exists and its contractor is new; Quálitas' key is missing (--crear-claves would create it).
    const r = await importar(['pdf', carpetaConCaratulas(['gnp-auto', 'qualitas-auto']), '--dry-run', '--crear-claves']);
    await detener();
    expect(r.codigo, r.stderr).to.equal(0);
    const informe = JSON.parse(r.stdout);
    expect(informe).to.deep.include({ modo: 'servidor', simulacion: true, totales: { creada: 2, actualizada: 0, omitida: 0, fallida: 0 } });
    expect(JSON.stringify(informe)).to.contain('se crearía con --crear-claves al importar');
    const despues = await conteoDeTablas(env);
    expect(Object.keys(despues).length).to.be.greaterThan(20);
    expect(despues).to.deep.equal(antes);
  });

  it('imports an Excel file through the server, skips it on a re-run, and updates it with --actualizar', async () => {
    const original = filaValida(CLAVE);
    const carpeta = mkdtempSync(path.join(os.tmpdir(), 'cartera-excel-'));
    const escribir = async (nombre: string, filas: Fila[]) => {
      const archivo = path.join(carpeta, nombre);
      writeFileSync(archivo, await libro(filas));
      return archivo;
    };
    const cambiada = await escribir('cambiada.xlsx', [{ ...original, concepto: 'Camioneta de reparto' }]);
    await arrancar();
    const creada = await importar(['excel', await escribir('cartera.xlsx', [original])]);
    expect(creada.codigo, creada.stderr).to.equal(0);
    expect(JSON.parse(creada.stdout).totales).to.deep.equal({ creada: 1, actualizada: 0, omitida: 0, fallida: 0 });
    const simulada = await importar(['excel', cambiada, '--actualizar', '--dry-run']);
    expect(JSON.parse(simulada.stdout).totales).to.deep.equal({ creada: 0, actualizada: 1, omitida: 0, fallida: 0 });
    const omitida = await importar(['excel', cambiada]);
    expect(JSON.parse(omitida.stdout).totales).to.deep.equal({ creada: 0, actualizada: 0, omitida: 1, fallida: 0 });

    const actualizada = await importar(['excel', cambiada, '--actualizar']);
    expect(actualizada.codigo, actualizada.stderr).to.equal(0);
    expect(JSON.parse(actualizada.stdout)).to.deep.include({ modo: 'servidor', totales: { creada: 0, actualizada: 1, omitida: 0, fallida: 0 } });
    const lista = await api('GET', `/polizas?noPoliza[cn]=${original.noPoliza}&fechaVigenciaDe[bw]=2000-01-01,2099-12-31`);
    expect(lista.body.items.map((p: { concepto: string }) => p.concepto)).to.deep.equal(['Camioneta de reparto']);
  });
});
