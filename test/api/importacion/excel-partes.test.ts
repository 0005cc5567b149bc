import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { aplicarExcel, resultadoDe } from '../../../plugins/importacion/server/services/excel-importar.service.ts';
import { okDePiezas, piezaJson } from '../../../core/server/http/envelope.ts';
import { filaConErrores, type FilaImportada } from '../../../plugins/importacion/shared/excel-importacion.ts';
import { cerrarLectorExcel, leerExcelEnPartes, limitesExcel, procesarExcelEnPartes } from '../../../plugins/importacion/server/services/excel-proceso.service.ts';
import type { ParteLector } from '../../../plugins/importacion/server/excel/lector-excel.worker.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearClave } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { comoUnaParte, filaValida, libro, servidorDeImportacion, solicitud, subirExcel, type Fila } from './excel-datos.ts';

/**
 * Issue 13 (docs/adr/032-importacion-excel.md): importar reads the sheet in parts and applies each part
 * before it reads the next, in one transaction. Parts of two rows here, so a seven-row file is four
 * parts: the answer is the whole file's, a number repeated across parts is still an error, and a
 * refusal or a broken file in a late part rolls back the parts already written.
 */
describe('importacion: Excel aplicado por partes', function () {
  this.timeout(300_000);
  let server: TestServer;
  let dir: string;
  const CLAVE = 'PARTES-1';

  before(async () => {
    server = await servidorDeImportacion();
    dir = await mkdtemp(path.join(os.tmpdir(), 'excel-partes-'));
  });
  after(async () => {
    await cerrarLectorExcel();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function agenteConClave(): Promise<Cuenta> {
    const agente = await crearAgente(server);
    await crearClave(server, agente, { clave: CLAVE });
    await crearClave(server, agente, { clave: 'SIN-VIDA', vida: false });
    return agente;
  }

  /** The rows the agent has of each table. */
  async function cuenta(agenteId: number): Promise<number[]> {
    return (await getTestDatabase()).withOwner(async (k) =>
      Promise.all(['clientes', 'polizas', 'recibos'].map(async (t) => Number((await k(t).where('agente_id', agenteId).count({ n: '*' }).first())?.n ?? 0))),
    );
  }

  /** importar's apply over the file, read by `leer` (in parts, or as one); `avance` sees how far it got. */
  async function importar(agente: Cuenta, archivo: Fila[], leer: (ruta: string) => AsyncIterable<ParteLector>, avance?: (n: number) => void) {
    const ruta = path.join(dir, `${agente.login.agenteId}-${Date.now()}.xlsx`);
    await writeFile(ruta, await libro(archivo));
    const escritor = { agenteId: agente.login.agenteId, usuarioId: agente.login.usuario.id };
    const partes = leer(ruta);
    const porParte = await withTenant((await getTestDatabase()).knex, escritor.agenteId, (trx) =>
      aplicarExcel(trx, escritor, partes, 'dd/MM/yyyy', { siExiste: 'omitir', avance: (hechas) => avance?.(hechas) }, (hechas) => hechas.map(resultadoDe)),
    );
    return porParte.flat();
  }
  const enPartes = (ruta: string) => leerExcelEnPartes(ruta, limitesExcel(), 2);
  const entera = comoUnaParte;

  it('answers what the whole file answers: a number repeated in a later part is an error, one already in the portfolio is skipped', async () => {
    const ya = filaValida(CLAVE, { noPoliza: `PARTES-YA-${process.pid}` });
    const primera = filaValida(CLAVE);
    const archivo = [primera, filaValida(CLAVE), filaValida(CLAVE), { ...ya }, filaValida(CLAVE), filaValida(CLAVE), { ...filaValida(CLAVE), noPoliza: primera.noPoliza }];
    const [a, b] = [await agenteConClave(), await agenteConClave()];
    for (const agente of [a, b]) {
      const res = await server.api('POST', '/excel-importer/importar', solicitud(await subirExcel(server, agente, await libro([ya]))), agente.auth);
      expect(res.status, res.body.message).to.equal(200);
    }
    const resumen = (r: Awaited<ReturnType<typeof importar>>) => r.map((x) => [x.ok, x.poliza?.rowId, x.poliza?.accion, x.message]);
    const porPartes = resumen(await importar(a, archivo, enPartes));
    expect(porPartes).to.deep.equal(resumen(await importar(b, archivo, entera)));
    expect(porPartes.map((r) => r[2])).to.deep.equal(['creada', 'creada', 'creada', 'omitida', 'creada', 'creada', null]);
    expect(porPartes[6][3]).to.equal('La fila 8 tiene errores; no se importó');
    expect(await cuenta(a.login.agenteId)).to.deep.equal(await cuenta(b.login.agenteId));
    expect(await cuenta(a.login.agenteId)).to.deep.equal([6, 6, 72]);
  });

  it('rolls back the parts already written when a row of a later part is refused while saving', async () => {
    const agente = await agenteConClave();
    const archivo = [...Array.from({ length: 6 }, () => filaValida('SIN-VIDA')), filaValida('SIN-VIDA', { ramo: 'Vida' })];
    let hechas = 0;
    const rechazo = await importar(agente, archivo, enPartes, (n) => (hechas = Math.max(hechas, n))).then(
      () => expect.fail('se aplicó'),
      (e: Error) => e.message,
    );
    expect(rechazo).to.match(/^Fila 8: La clave de agente no está habilitada para este ramo\. No se importó ninguna póliza/);
    // The first three parts were written before the fourth was read.
    expect(hechas).to.equal(6);
    expect(await cuenta(agente.login.agenteId)).to.deep.equal([0, 0, 0]);
  });

  it('rolls back the parts already written when the file breaks a limit in a later part, and the reader still reads the next file', async () => {
    const agente = await agenteConClave();
    const limites = { ...limitesExcel(), maxFilas: 5 };
    let hechas = 0;
    const rechazo = await importar(
      agente,
      Array.from({ length: 7 }, () => filaValida(CLAVE)),
      (ruta) => leerExcelEnPartes(ruta, limites, 2),
      (n) => (hechas = Math.max(hechas, n)),
    ).then(
      () => expect.fail('se aplicó'),
      (e: Error & { status?: number }) => [e.status, e.message],
    );
    expect(rechazo).to.deep.equal([400, 'El archivo tiene más de 5 filas; divídalo en archivos más pequeños.']);
    expect(hechas).to.be.at.least(2);
    expect(await cuenta(agente.login.agenteId)).to.deep.equal([0, 0, 0]);
    const despues = await importar(agente, [filaValida(CLAVE)], enPartes);
    expect(despues.map((r) => r.poliza?.accion)).to.deep.equal(['creada']);
  });

  it('ends a read that waits for its parts longer than the time limit, keeping nothing', async () => {
    const agente = await agenteConClave();
    const rechazo = await importar(agente, [filaValida(CLAVE), filaValida(CLAVE), filaValida(CLAVE)], (ruta) =>
      leerExcelEnPartes(ruta, { ...limitesExcel(), limiteMs: 1 }, 2),
    ).then(
      () => expect.fail('se aplicó'),
      (e: Error & { status?: number }) => [e.status, e.message],
    );
    expect(rechazo).to.deep.equal([400, 'El archivo tardó demasiado en procesarse; divídalo en archivos más pequeños.']);
    expect(await cuenta(agente.login.agenteId)).to.deep.equal([0, 0, 0]);
  });

  it('answers process part by part with the rows the whole sheet answers, and a limit broken in a later part as the 400 alone', async () => {
    const agente = await agenteConClave();
    const primera = filaValida(CLAVE);
    const archivo = [primera, filaValida(CLAVE), { ...filaValida(CLAVE), fechaVigenciaDe: '31/02/2026' }, filaValida(CLAVE), { ...filaValida(CLAVE), noPoliza: primera.noPoliza }];
    const ruta = path.join(dir, `proceso-${agente.login.agenteId}.xlsx`);
    await writeFile(ruta, await libro(archivo));
    const { knex } = await getTestDatabase();
    const procesar = async (partes: AsyncIterable<ParteLector>) =>
      JSON.parse(await text(okDePiezas(await procesarExcelEnPartes(knex, agente.login, partes, 'dd/MM/yyyy', 'omitir', (revisadas) => piezaJson(revisadas.map((r) => r.fila))))));
    const porPartes = await procesar(leerExcelEnPartes(ruta, limitesExcel(), 2));
    const entera = await procesar(comoUnaParte(ruta));
    expect(porPartes).to.deep.equal(entera);
    expect(entera.body).to.have.length(5);
    expect(porPartes.body.map((f: FilaImportada) => filaConErrores(f))).to.deep.equal([false, false, true, false, true]);
    const rechazo = await procesar(leerExcelEnPartes(ruta, { ...limitesExcel(), maxFilas: 3 }, 2)).then(
      () => expect.fail('se respondió'),
      (e: Error & { status?: number }) => [e.status, e.message],
    );
    expect(rechazo).to.deep.equal([400, 'El archivo tiene más de 3 filas; divídalo en archivos más pequeños.']);
  });
});
