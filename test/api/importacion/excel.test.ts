import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { FORMATOS_FECHA, type FilaImportada } from '../../../plugins/importacion/shared/excel-importacion.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearClave } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { filaValida, libro, moral, servidorDeImportacion, solicitud, subirExcel, type Fila } from './excel-datos.ts';

/** Issue 13, Excel import: preview, import of the valid rows in one transaction, re-runs, access. */
describe('importacion: Excel de cartera', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  const CLAVE = 'XL-100';

  const procesar = (cuenta: Cuenta, body: unknown) => server.api('POST', '/excel-importer/process', body, cuenta.auth);
  const importar = (cuenta: Cuenta, body: unknown) => server.api('POST', '/excel-importer/importar', body, cuenta.auth);
  const enBase = async <T>(cuenta: Cuenta, fn: (trx: import('knex').Knex.Transaction) => Promise<T>) => withTenant((await getTestDatabase()).knex, cuenta.login.agenteId, fn);
  const polizasCon = (cuenta: Cuenta, numeros: string[]) =>
    enBase(
      cuenta,
      (trx) =>
        trx('polizas as p')
          .join('clientes as c', 'c.id', 'p.cliente_id')
          .whereIn('p.no_poliza', numeros)
          .select('p.id', 'p.no_poliza', 'p.forma_pago', 'c.rfc', 'c.nombres', 'c.fiscal', trx.raw('(select count(*)::int from recibos r where r.poliza_id = p.id) as recibos'))
          .orderBy('p.id'), // file order: numbers compared as text put …-10 before …-9
    );

  before(async () => {
    server = await servidorDeImportacion();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    await crearClave(server, agente, { clave: CLAVE });
  });
  after(() => server.close());

  it('previews every cell as ok, then creates the clients, the policies and their receipts', async () => {
    const filas: Fila[] = [filaValida(CLAVE), filaValida(CLAVE, { formaPago: 'Contado', ramo: 'Diversos', ...moral('Abarrotes La Luz') })];
    filas.push(filaValida(CLAVE, { rfc: filas[0].rfc, nombres: filas[0].nombres, formaPago: 'trimestral' }));
    const body = solicitud(await subirExcel(server, agente, await libro(filas)));
    const vista = await procesar(agente, body);
    expect(vista.status, vista.body.message).to.equal(200);
    const filasVista: FilaImportada[] = vista.body.body;
    expect(filasVista.map((f) => f.rowId)).to.deep.equal([2, 3, 4]);
    for (const f of filasVista) {
      const malas = Object.entries(f).filter(([k, c]) => k !== 'rowId' && (c as { status: string }).status !== 'ok');
      expect(malas, JSON.stringify(malas)).to.deep.equal([]);
    }
    expect(filasVista[0].fechaVigenciaDe).to.deep.equal({ value: '2026-01-15', status: 'ok', errorMessage: null });
    expect(filasVista[0].total.value).to.equal(12180);

    const res = await importar(agente, body);
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.body.map((r: { ok: boolean }) => r.ok)).to.deep.equal([true, true, true]);
    expect(res.body.body[0].message).to.match(/^Se ha creado la póliza no\. XL-/);
    const numeros = filas.map((f) => String(f.noPoliza));
    const guardadas = await polizasCon(agente, numeros);
    expect(guardadas.map((p) => [p.no_poliza, p.forma_pago, p.recibos])).to.deep.equal([
      [numeros[0], 'mensual', 12],
      [numeros[1], 'contado', 1],
      [numeros[2], 'trimestral', 4],
    ]);
    // The same RFC twice is one client; the company is a persona moral.
    expect(guardadas[0].rfc).to.equal(filas[0].rfc);
    expect(guardadas[2].rfc).to.equal(filas[0].rfc);
    expect(guardadas[1]).to.include({ fiscal: 'moral', nombres: 'Abarrotes La Luz' });
    const clientes = await enBase(agente, (trx) =>
      trx('clientes')
        .whereIn('rfc', [filas[0].rfc, filas[1].rfc] as string[])
        .count<{ count: number | string }[]>('* as count'),
    );
    expect(Number(clientes[0].count)).to.equal(2);
  });

  it('marks a bad row red with Spanish messages and imports the rest of the file', async () => {
    const buena = filaValida(CLAVE);
    const mala = filaValida(CLAVE, { total: 99, rfc: 'XXXX', claveAgente: 'NO-EXISTE', fechaVigenciaDe: '31/02/2026', formaPago: 'Quincenal', moneda: 'EUR' });
    const advertida = filaValida(CLAVE, { rfc: `${String(filaValida(CLAVE).rfc).slice(0, 12)}0` });
    const body = solicitud(await subirExcel(server, agente, await libro([buena, mala, advertida])));
    const vista = await procesar(agente, body);
    expect(vista.status, vista.body.message).to.equal(200);
    const [, roja, amarilla] = vista.body.body as FilaImportada[];
    expect(roja.claveAgente).to.deep.equal({
      value: 'NO-EXISTE',
      status: 'error',
      errorMessage: 'La clave de agente NO-EXISTE no está registrada; regístrala en Configuración > Claves de agente',
    });
    expect(roja.fechaVigenciaDe).to.include({ status: 'error', errorMessage: 'La fecha no tiene el formato dd/MM/yyyy' });
    expect(roja.formaPago.errorMessage).to.equal('La forma de pago debe ser Contado, Semestral, Trimestral o Mensual');
    expect(roja.moneda.errorMessage).to.equal('La moneda EUR no está en tus monedas; agrégala en Configuración > Monedas');
    expect(roja.rfc).to.include({ status: 'error', errorMessage: 'El RFC de una persona física debe tener 13 caracteres' });
    expect(roja.total).to.include({ status: 'error', errorMessage: 'El total debe ser la suma de prima neta, derecho, financiamiento e IVA' });
    expect(roja.noPoliza.status).to.equal('ok');
    if (amarilla.rfc.status !== 'ok') expect(amarilla.rfc.status).to.equal('warning');

    const res = await importar(agente, body);
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.body.map((r: { ok: boolean }) => r.ok)).to.deep.equal([true, false, true]);
    expect(res.body.body[1]).to.deep.equal({
      ok: false,
      message: 'La fila 3 tiene errores; no se importó',
      poliza: { id: null, noPoliza: String(mala.noPoliza), rowId: 3, accion: null },
    });
    expect((await polizasCon(agente, [String(buena.noPoliza), String(mala.noPoliza), String(advertida.noPoliza)])).map((p) => p.no_poliza)).to.deep.equal([
      String(buena.noPoliza),
      String(advertida.noPoliza),
    ]);
  });

  it('never duplicates on a re-run: policies already imported are shown as warnings and skipped', async () => {
    const filas = [filaValida(CLAVE), filaValida(CLAVE)];
    const body = solicitud(await subirExcel(server, agente, await libro(filas)));
    expect((await importar(agente, body)).status).to.equal(200);
    const vista = await procesar(agente, body);
    expect((vista.body.body as FilaImportada[]).map((f) => f.noPoliza.status)).to.deep.equal(['warning', 'warning']);
    expect(vista.body.body[0].noPoliza.errorMessage).to.equal('La póliza ya está en tu cartera: se omitirá al importar');
    const otra = await importar(agente, body);
    expect(otra.body.body.map((r: { message: string }) => r.message)).to.deep.equal(filas.map((f) => `La póliza no. ${f.noPoliza} ya estaba en tu cartera; se omitió`));
    expect(
      await polizasCon(
        agente,
        filas.map((f) => String(f.noPoliza)),
      ),
    ).to.have.length(2);
  });

  it('refuses the same policy twice in one file', async () => {
    const fila = filaValida(CLAVE);
    const vista = await procesar(agente, solicitud(await subirExcel(server, agente, await libro([fila, { ...fila, rfc: filaValida(CLAVE).rfc }]))));
    expect(vista.body.body[1].noPoliza).to.include({ status: 'error', errorMessage: 'La póliza ya aparece en la fila 2 del archivo' });
  });

  it('reads every offered date format, and real date cells', async () => {
    expect(FORMATOS_FECHA).to.have.length(16);
    const escribir = (formato: string, [a, m, d]: string[]) => formato.replace('yyyy', a).replace('MM', m).replace('dd', d).replace('hh:mm:ss', '13:45:10');
    for (const formato of FORMATOS_FECHA) {
      const fila = filaValida(CLAVE, {
        fechaVigenciaDe: escribir(formato, ['2026', '02', '07']),
        fechaVigenciaA: new Date(Date.UTC(2027, 1, 7)),
        fechaNacimiento: escribir(formato, ['1980', '03', '09']),
      });
      const vista = await procesar(agente, solicitud(await subirExcel(server, agente, await libro([fila])), formato));
      expect(vista.status, `${formato}: ${vista.body.message}`).to.equal(200);
      const f = vista.body.body[0] as FilaImportada;
      expect([f.fechaVigenciaDe.value, f.fechaVigenciaA.value, f.fechaNacimiento.value], formato).to.deep.equal(['2026-02-07', '2027-02-07', '1980-03-09']);
      expect(f.fechaVigenciaDe.status, formato).to.equal('ok');
    }
    const res = await procesar(agente, solicitud(await subirExcel(server, agente, await libro([filaValida(CLAVE)])), 'dd.MM.yyyy'));
    expect(res.status).to.equal(400);
    expect(res.body.message).to.match(/^El formato de fecha debe ser uno de: dd\/MM\/yyyy, dd\/MM\/yyyy hh:mm:ss, dd-MM-yyyy/);
  });

  it('answers 404 for another agent’s file and 403 without POLIZAS_IMPORT', async () => {
    const url = await subirExcel(server, agente, await libro([filaValida(CLAVE)]));
    for (const llamar of [procesar, importar]) {
      const ajena = await llamar(otro, solicitud(url));
      expect(ajena.status).to.equal(404);
      expect(ajena.body.message).to.equal('El archivo no existe; súbelo de nuevo');
    }
    const sinPermiso = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    expect((await procesar(sinPermiso, solicitud(url))).status).to.equal(403);
    expect((await importar(sinPermiso, solicitud(url))).status).to.equal(403);
    const importador = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_IMPORT']);
    expect((await procesar(importador, solicitud(url))).status).to.equal(200);
  });

  it('validates the body with Spanish messages', async () => {
    const url = await subirExcel(server, agente, await libro([filaValida(CLAVE)]));
    const sinArchivo = await procesar(agente, { dateFormat: 'dd/MM/yyyy' });
    expect(sinArchivo.status).to.equal(400);
    expect(sinArchivo.body.message).to.equal('Sube un archivo de Excel (.xlsx)');
    const csv = await procesar(agente, solicitud(url, 'dd/MM/yyyy', 'cartera.csv'));
    expect(csv.body.message).to.equal('Solo se aceptan archivos de Excel (.xlsx)');
    const inventada = await procesar(agente, solicitud('/api/storage/1/excel/../../etc/passwd'));
    expect(inventada.status).to.equal(404);
  });
});
