import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearCliente, crearPoliza, prepararCartera, recibosDePoliza } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Spec 02 §2.16, §7, §9: the commission and client reports against SQL over the same rows. */
describe('informes de comisiones y clientes API', function () {
  this.timeout(180_000);
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let sinPermiso: Cuenta;
  let clienteId: number;
  const ACTUAL = 'start=2025-12-01&end=2026-02-28';
  const ANTERIOR = 'start=2024-12-01&end=2025-02-28';

  const get = (cuenta: Cuenta, ruta: string) => server.api('GET', ruta, undefined, cuenta.auth);
  const cuerpo = async (cuenta: Cuenta, ruta: string) => {
    const res = await get(cuenta, ruta);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.body;
  };
  const pagar = async (cuenta: Cuenta, reciboId: number, fechaPago: string) => {
    const res = await server.api('PUT', `/recibos/${reciboId}/pagar`, { fechaPago, folioPago: `F-${reciboId}`, tipoCambio: 1, observacion: null }, cuenta.auth);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  };
  /** The months of a period as SQL adds the paid receipts up, in centavos. */
  const porMes = async (cuenta: Cuenta, desde: string, hasta: string) =>
    withTenant((await getTestDatabase()).knex, cuenta.login.agenteId, async (trx) =>
      (
        await trx.raw(
          `select to_char(r.fec_pago, 'YYYYMM') as fecha, sum(round(r.prima * 100))::int8 as prima, sum(round(r.comision * 100))::int8 as comision
             from recibos r join polizas p on p.id = r.poliza_id
            where r.status = 'pagado' and p.status <> 'eliminada' and r.fec_pago between ? and ? group by 1 order by 1`,
          [desde, hasta],
        )
      ).rows.map((f: { fecha: string; prima: unknown; comision: unknown }) => ({ fecha: f.fecha, prima: Number(f.prima), comision: Number(f.comision) })),
    );

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    sinPermiso = await crearUsuarioAdicional(server, agente, ['ROLE_REPORTES_POLIZAS']);
    const cartera = await prepararCartera(server, agente);
    clienteId = cartera.clienteId;
    // Two monthly policies a year apart: receipts paid on both sides of each new year.
    const previa = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: '2024-11-15', formaPago: 'mensual', porcentajeComision: 10, comision: 1000 });
    const actual = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: '2025-11-15', formaPago: 'mensual', porcentajeComision: 10, comision: 1000 });
    const [p1, p2, p3] = await recibosDePoliza(server, agente, previa);
    await pagar(agente, p1.id, '2024-12-20');
    await pagar(agente, p2.id, '2025-01-10');
    await pagar(agente, p3.id, '2025-03-05');
    const [a1, a2, a3] = await recibosDePoliza(server, agente, actual);
    await pagar(agente, a1.id, '2025-12-15');
    await pagar(agente, a2.id, '2026-01-10');
    await pagar(agente, a3.id, '2026-01-31');
    await crearCliente(server, agente, { nombres: 'Zoila', apPat: 'Zamora' });
    const suya = await prepararCartera(server, otro);
    const ajena = await crearPoliza(server, otro, suya, { fechaVigenciaDe: '2025-11-15' });
    await pagar(otro, (await recibosDePoliza(server, otro, ajena))[0].id, '2026-01-05');
  });
  after(() => server?.close());

  it('adds premium and commission per month as SQL does, for the period and the year before it', async () => {
    const actual = await cuerpo(agente, `/reportes/comisiones/acumulados?${ACTUAL}`);
    const anterior = await cuerpo(agente, `/reportes/comisiones/acumulados?${ANTERIOR}`);
    expect(actual).to.deep.equal(await porMes(agente, '2025-12-01', '2026-02-28'));
    expect(anterior).to.deep.equal(await porMes(agente, '2024-12-01', '2025-02-28'));
    expect(actual.map((m: { fecha: string }) => m.fecha)).to.deep.equal(['202512', '202601']);
    expect(anterior.map((m: { fecha: string }) => m.fecha)).to.deep.equal(['202412', '202501']);
    const suma = (meses: { comision: number }[]) => meses.reduce((s, m) => s + m.comision, 0);
    expect(suma(actual)).to.be.greaterThan(suma(anterior));
  });

  it('lists the paid receipts of the period by payment date and exports them', async () => {
    const grid = await cuerpo(agente, `/reportes/comisiones/recibos?${ACTUAL}`);
    expect(grid.items.map((i: { fecPago: string }) => i.fecPago)).to.deep.equal(['2025-12-15', '2026-01-10', '2026-01-31']);
    expect(grid.pageSize).to.equal(100);
    const res = await fetch(`${server.url}/api/reportes/comisiones/exportar?formato=xlsx&${ACTUAL}`, { headers: agente.auth });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(libro.worksheets[0].rowCount).to.equal(4);
  });

  it('keeps each agent to its own payments', async () => {
    const suyo = await cuerpo(otro, `/reportes/comisiones/acumulados?${ACTUAL}`);
    expect(suyo.map((m: { fecha: string }) => m.fecha)).to.deep.equal(['202601']);
    expect(suyo).to.deep.equal(await porMes(otro, '2025-12-01', '2026-02-28'));
  });

  it('lists active clients with their policy count, one client on request, and finds contratantes', async () => {
    const todos = await cuerpo(agente, '/reportes/clientes');
    expect(todos.totalItems).to.equal(2);
    const uno = await cuerpo(agente, `/reportes/clientes?id=${clienteId}`);
    expect(uno.items).to.have.length(1);
    expect(uno.items[0]).to.include({ id: clienteId, polizas: 2, telefono: '5512345678' });
    expect(uno.items[0].correo).to.match(/@example\.com$/);
    expect(await cuerpo(agente, '/reportes/clientes/contratantes?nombre=zamo')).to.deep.equal([{ id: todos.items[1].id, nombre: 'Zoila Zamora Ruiz' }]);
    expect((await cuerpo(otro, `/reportes/clientes?id=${clienteId}`)).items).to.deep.equal([]);
    const csv = await (await fetch(`${server.url}/api/reportes/clientes/exportar?formato=csv`, { headers: otro.auth })).text();
    expect(csv).not.to.contain('Zoila');
  });

  it('refuses users without the report codes (403) and bad periods (400 in Spanish)', async () => {
    for (const ruta of [`/reportes/comisiones/acumulados?${ACTUAL}`, `/reportes/comisiones/recibos?${ACTUAL}`, '/reportes/clientes', '/reportes/clientes/exportar']) {
      expect((await get(sinPermiso, ruta)).status, ruta).to.equal(403);
    }
    for (const ruta of [
      '/reportes/comisiones/acumulados',
      '/reportes/comisiones/acumulados?start=2026-02-01&end=2026-01-01',
      '/reportes/comisiones/acumulados?start=2026-02-30&end=2026-03-01',
      '/reportes/comisiones/acumulados?start=1990-01-01&end=2026-03-01',
      `/reportes/comisiones/recibos?${ACTUAL}&size=50`,
      '/reportes/clientes?id=-1',
      '/reportes/clientes/contratantes?nombre=ana',
    ]) {
      const res = await get(agente, ruta);
      expect(res.status, ruta).to.equal(400);
      expect(res.body.message, ruta).to.match(/[a-záéíóú]{3}/);
    }
  });
});
