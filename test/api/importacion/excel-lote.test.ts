import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rfcPersonaFisica } from '../../../core/shared/mx/rfc.ts';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { aplicarFilaPorFila, aplicarFilasEnLote, type FilaImportadaConAlta } from '../../../plugins/importacion/server/services/excel-importar.service.ts';
import { cerrarLectorExcel, revisorDeFilas } from '../../../plugins/importacion/server/services/excel-proceso.service.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearCliente, crearClave } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { filaValida, hojaEntera, libro, moral, servidorDeImportacion, solicitud, subirExcel, type Fila } from './excel-datos.ts';

/**
 * Issue 13 (docs/adr/032-importacion-excel.md): the Excel import's batch apply path writes exactly what
 * the row-by-row path writes. One workbook goes to two agents with the same starting portfolio, once
 * through each path; every row of polizas, recibos, clientes and the policies' log is compared, ids,
 * timestamps and the agent aside (references are compared by what they name).
 */

type Registro = Record<string, unknown>;
const IGNORADAS = ['id', 'agente_id', 'usuario_id', 'created_at', 'updated_at', 'fecha', 'poliza_id', 'cliente_id', 'agente_clave_id', 'dueno_id', 'bitacora_id'];

const limpia = (r: Registro, extra: Registro = {}): Registro => ({ ...Object.fromEntries(Object.entries(r).filter(([k]) => !IGNORADAS.includes(k))), ...extra });
const ordenadas = (filas: Registro[]) => filas.map((f) => JSON.stringify(f)).sort();

/** Everything the agent's import wrote, with references replaced by the policy number or the client's RFC and name. */
async function cartera(agenteId: number): Promise<Record<string, string[]>> {
  return (await getTestDatabase()).withOwner(async (k) => {
    const clientes: Registro[] = await k('clientes').where('agente_id', agenteId).orderBy('id');
    const polizas: Registro[] = await k('polizas').where('agente_id', agenteId).orderBy('id');
    const recibos: Registro[] = await k('recibos').where('agente_id', agenteId).orderBy('id');
    const notas: Registro[] = await k('bitacoras as b')
      .join('bitacora_textos as t', 't.bitacora_id', 'b.id')
      .where('b.agente_id', agenteId)
      .where('b.entidad', 'polizas')
      .select('b.dueno_id', 'b.asunto', 'b.tipo', 't.tipo as tipoTexto', 't.texto');
    const cliente = new Map(clientes.map((c) => [c.id, `${c.rfc} ${c.nombres} ${c.ap_pat ?? ''}`]));
    const poliza = new Map(polizas.map((p) => [p.id, `${p.no_poliza}`]));
    return {
      clientes: ordenadas(clientes.map((c) => limpia(c))),
      polizas: ordenadas(polizas.map((p) => limpia(p, { cliente: cliente.get(p.cliente_id) }))),
      recibos: ordenadas(recibos.map((r) => limpia(r, { poliza: poliza.get(r.poliza_id) }))),
      notas: ordenadas(notas.map((n) => limpia(n, { poliza: poliza.get(n.dueno_id) }))),
    };
  });
}

describe('importacion: Excel por lote igual que fila por fila', function () {
  this.timeout(600_000);
  let server: TestServer;
  let dir: string;
  const CLAVE = 'LOTE-1';
  const existenteRfc = rfcPersonaFisica({ nombres: 'Ana Existente', apPat: 'Gómez', apMat: 'Ruiz', fecNacimiento: '1985-04-12' });
  const compartida = filaValida(CLAVE, { formaPago: 'Contado' });
  const yaImportada = filaValida(CLAVE, { noPoliza: `YA-${process.pid}` });
  const filas: Fila[] = [
    filaValida(CLAVE, { formaPago: 'Mensual' }),
    compartida,
    filaValida(CLAVE, { formaPago: 'Semestral', rfc: existenteRfc, nombres: 'Otro nombre' }),
    filaValida(CLAVE, { formaPago: 'Trimestral', ramo: 'Vida', comision: null }),
    // The same new client twice: the second row finds the client the first created.
    filaValida(CLAVE, { formaPago: 'Trimestral', rfc: compartida.rfc, nombres: compartida.nombres }),
    { ...filaValida(CLAVE, { formaPago: 'Semestral', ramo: 'GMM' }), ...moral('Transportes del Bajío') },
    // Already in the portfolio: skipped by both paths.
    { ...yaImportada, formaPago: 'Contado' },
    filaValida(CLAVE, { formaPago: 'Mensual', fechaVigenciaDe: '01/03/2026', fechaVigenciaA: '01/03/2027', moneda: 'MXN' }),
  ];

  /** An agent with the same key, an existing client by RFC and one policy already imported. */
  async function agenteConCartera(): Promise<Cuenta> {
    const agente = await crearAgente(server);
    await crearClave(server, agente, { clave: CLAVE });
    await crearCliente(server, agente, { nombres: 'Ana Existente', apPat: 'Gómez', apMat: 'Ruiz', fecNacimiento: '1985-04-12' });
    const res = await server.api('POST', '/excel-importer/importar', solicitud(await subirExcel(server, agente, await libro([yaImportada]))), agente.auth);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return agente;
  }

  /** Reads and checks the workbook for the agent, then applies it through one path. */
  async function aplicar(agente: Cuenta, lote: boolean, archivo = filas): Promise<FilaImportadaConAlta[]> {
    const ruta = path.join(dir, `${agente.login.agenteId}-${lote}.xlsx`);
    await writeFile(ruta, await libro(archivo));
    const hoja = await hojaEntera(ruta);
    const escritor = { agenteId: agente.login.agenteId, usuarioId: agente.login.usuario.id };
    const opciones = { siExiste: 'omitir' as const };
    return withTenant((await getTestDatabase()).knex, escritor.agenteId, async (trx) => {
      const resueltas = await revisorDeFilas(escritor, 'dd/MM/yyyy')(trx, hoja);
      const hechas = lote ? await aplicarFilasEnLote(trx, escritor, resueltas, opciones) : await aplicarFilaPorFila(trx, escritor, resueltas, opciones);
      if (!hechas) throw new Error('el lote no aplicó el archivo');
      return hechas;
    });
  }

  before(async () => {
    server = await servidorDeImportacion();
    dir = await mkdtemp(path.join(os.tmpdir(), 'excel-lote-'));
  });
  after(async () => {
    await cerrarLectorExcel();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the same clients, policies, receipts and log entries, and answers the same results', async () => {
    const [porFila, porLote] = [await agenteConCartera(), await agenteConCartera()];
    const resultadosFila = await aplicar(porFila, false);
    const resultadosLote = await aplicar(porLote, true);
    const resumen = (hechas: FilaImportadaConAlta[]) => hechas.map(({ fila, alta }) => [fila.rowId, alta?.accion, alta?.noPoliza, alta?.aseguradora, alta?.clienteCreado]);
    expect(resumen(resultadosLote)).to.deep.equal(resumen(resultadosFila));
    expect(resumen(resultadosLote).map((r) => r[1])).to.deep.equal(['creada', 'creada', 'creada', 'creada', 'creada', 'creada', 'omitida', 'creada']);
    expect(resumen(resultadosLote).map((r) => r[4])).to.deep.equal([true, true, false, true, false, true, false, true]);
    const [fila, lote] = [await cartera(porFila.login.agenteId), await cartera(porLote.login.agenteId)];
    expect(lote.recibos.length).to.equal(12 + 12 + 1 + 2 + 4 + 4 + 2 + 12);
    expect([lote.clientes.length, lote.polizas.length, lote.notas.length]).to.deep.equal([7, 8, 8]);
    expect(lote).to.deep.equal(fila);
  });

  it('refuses the file naming the first row refused while saving, as the row path does, and keeps nothing', async () => {
    const agente = await agenteConCartera();
    await crearClave(server, agente, { clave: 'SIN-VIDA', vida: false });
    const archivo = [filaValida('SIN-VIDA'), filaValida('SIN-VIDA', { ramo: 'Vida' }), filaValida('SIN-VIDA', { ramo: 'Vida' })];
    const rechazo = (lote: boolean) =>
      aplicar(agente, lote, archivo).then(
        () => expect.fail('se aplicó'),
        (e: Error) => e.message,
      );
    const antes = await cartera(agente.login.agenteId);
    const mensaje = await rechazo(false);
    expect(mensaje).to.match(/^Fila \d+: La clave de agente no está habilitada para este ramo\. No se importó ninguna póliza/);
    expect(await rechazo(true)).to.equal(mensaje);
    const res = await server.api('POST', '/excel-importer/importar', solicitud(await subirExcel(server, agente, await libro(archivo))), agente.auth);
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal(mensaje);
    expect(await cartera(agente.login.agenteId)).to.deep.equal(antes);
  });
});
