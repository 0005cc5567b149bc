import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { formatFecha } from '../../../core/shared/format.ts';
import { sumarDias, sumarMeses } from '../../../plugins/polizas/shared/fechas.ts';
import { revisarVigencia } from '../../../plugins/reportes/shared/vigencia-informe.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearClave, crearPoliza, prepararCartera, type Cartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Spec 02 §2.16, §7: the policy and receipt reports and their exports against SQL over the same rows. */
describe('informes de pólizas y recibos API', function () {
  this.timeout(180_000);
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let sinPermiso: Cuenta;
  let ajena: string;
  const RANGO = 'fechaVigenciaDe[ge]=2025-01-01&fechaVigenciaDe[le]=2026-12-31';
  // The widest range the report takes: 20 years back to 5 ahead (spec 02 §5).
  const hoy = hoyEnMexico();
  const TODO = `fechaVigenciaDe[ge]=${sumarMeses(hoy, -240)}&fechaVigenciaDe[le]=${sumarMeses(hoy, 60)}`;

  const get = (cuenta: Cuenta, ruta: string) => server.api('GET', ruta, undefined, cuenta.auth);
  const cuerpo = async (cuenta: Cuenta, ruta: string) => {
    const res = await get(cuenta, ruta);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.body;
  };
  const sql = async (cuenta: Cuenta, texto: string, params: unknown[] = []) =>
    withTenant((await getTestDatabase()).knex, cuenta.login.agenteId, async (trx) => (await trx.raw(texto, params as never[])).rows as Record<string, unknown>[]);
  const descarga = async (cuenta: Cuenta, ruta: string) => {
    const res = await fetch(`${server.url}/api${ruta}`, { headers: cuenta.auth });
    expect(res.status).to.equal(200);
    return Buffer.from(await res.arrayBuffer());
  };

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    sinPermiso = await crearUsuarioAdicional(server, agente, ['ROLE_CALENDARIO_R']);
    const mia: Cartera = await prepararCartera(server, agente);
    const segunda = { ...mia, claveId: await crearClave(server, agente, { aseguradoraId: 2 }) };
    await crearPoliza(server, agente, mia, { fechaVigenciaDe: '2026-01-15' });
    await crearPoliza(server, agente, mia, { fechaVigenciaDe: '2025-12-20', ramo: 5, formaPago: 'semestral', prima: 3000, derecho: 0, iva: 0, total: 3000 });
    await crearPoliza(server, agente, segunda, { fechaVigenciaDe: '2026-03-01', ramo: 3, formaPago: 'mensual', prima: 12000.5, derecho: 0, iva: 1920.08, total: 13920.58 });
    await crearPoliza(server, agente, segunda, { fechaVigenciaDe: '2024-06-01', ramo: 7, texto: 'Casa habitación con contenidos' });
    const borrada = await crearPoliza(server, agente, mia, { fechaVigenciaDe: '2026-02-01' });
    expect((await server.api('DELETE', `/polizas/${borrada}`, undefined, agente.auth)).status).to.equal(200);
    const suya = await prepararCartera(server, otro);
    await crearPoliza(server, otro, suya, { fechaVigenciaDe: '2026-01-10', noPoliza: 'AJENA-1' });
    ajena = 'AJENA-1';
  });
  after(() => server?.close());

  it('counts and adds premium per line, status and insurer as SQL does over the same policies', async () => {
    const body = await cuerpo(agente, `/reportes/polizas?${RANGO}`);
    const filtro = `from polizas p where p.status <> 'eliminada' and p.fecha_vigencia_de between '2025-01-01' and '2026-12-31'`;
    const porRamo = await sql(agente, `select p.ramo_id::text as clave, count(*)::int as cantidad, sum(round(p.prima * 100))::int8 as prima ${filtro} group by 1 order by 1`);
    expect(
      body.grupos.ramos
        .map((g: { clave: string; cantidad: number; prima: number }) => ({ clave: g.clave, cantidad: g.cantidad, prima: g.prima }))
        .sort((x: { clave: string }, y: { clave: string }) => x.clave.localeCompare(y.clave)),
    ).to.deep.equal(porRamo.map((f) => ({ clave: f.clave, cantidad: f.cantidad, prima: Number(f.prima) })));
    const porAseguradora = await sql(agente, `select count(*)::int as n, count(distinct p.aseguradora_id)::int as aseguradoras ${filtro}`);
    expect(body.totalItems).to.equal(porAseguradora[0].n).and.to.equal(3);
    expect(body.grupos.aseguradoras).to.have.length(porAseguradora[0].aseguradoras as number);
    expect(body.grupos.estatus).to.deep.equal([{ clave: 'vigente', nombre: 'Vigente', cantidad: 3, prima: 2_500_050 }]);
    expect(body.items.map((i: { fechaVigenciaDe: string }) => i.fechaVigenciaDe)).to.deep.equal(['2026-03-01', '2026-01-15', '2025-12-20']);
    expect(body.items[0]).to.include({ prima: 1_200_050, total: 1_392_058, moneda: 'MXN', status: 'vigente', formaPago: 'mensual' });
    expect(body.items.some((i: { noPoliza: string }) => i.noPoliza === ajena)).to.equal(false);
  });

  it('filters by line, payment form, status and insurer, and pages by the sizes of the spec', async () => {
    expect((await cuerpo(agente, `/reportes/polizas?${RANGO}&ramo=5`)).items.map((i: { ramo: string }) => i.ramo)).to.deep.equal(['Vida']);
    expect((await cuerpo(agente, `/reportes/polizas?${RANGO}&formaPago=mensual`)).totalItems).to.equal(1);
    expect((await cuerpo(agente, `/reportes/polizas?${RANGO}&status=cancelada`)).totalItems).to.equal(0);
    expect((await cuerpo(agente, `/reportes/polizas?${TODO}`)).totalItems).to.equal(4);
    const pagina = await cuerpo(agente, `/reportes/polizas?${RANGO}&size=10&page=2`);
    expect(pagina).to.include({ currentPage: 2, pageSize: 10, totalItems: 3, totalPages: 1 });
    expect(pagina.items).to.deep.equal([]);
  });

  it('shows receipts with vencido derived from the due date, grouped as SQL counts them', async () => {
    const body = await cuerpo(agente, '/reportes/recibos?fecVigDe[ge]=2025-01-01&fecVigDe[le]=2027-12-31');
    const esperado = await sql(
      agente,
      `select case when r.status = 'pendiente' and r.fec_vence < (now() at time zone 'America/Mexico_City')::date then 'vencido' else r.status end as clave,
              count(*)::int as cantidad, sum(round(r.prima * 100))::int8 as prima
         from recibos r join polizas p on p.id = r.poliza_id
        where p.status <> 'eliminada' and r.fec_vig_de between '2025-01-01' and '2027-12-31' group by 1 order by 1`,
    );
    expect(body.grupos.estatus.map((g: { clave: string; cantidad: number; prima: number }) => [g.clave, g.cantidad, g.prima]).sort()).to.deep.equal(
      esperado.map((f) => [f.clave, f.cantidad, Number(f.prima)]).sort(),
    );
    expect(body.totalItems).to.equal(esperado.reduce((s, f) => s + (f.cantidad as number), 0));
    const vencidos = await cuerpo(agente, '/reportes/recibos?status=vencido&size=100');
    expect(vencidos.items.every((i: { status: string; fecVence: string }) => i.status === 'vencido')).to.equal(true);
    const vida = await cuerpo(agente, '/reportes/recibos?ramo=5');
    expect(vida.items.map((i: { serie: string }) => i.serie).sort()).to.deep.equal(['1/2', '2/2']);
  });

  it('exports the filtered grid to Excel with numbers in the currency format and real dates, and to CSV', async () => {
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await descarga(agente, `/reportes/polizas/exportar?formato=xlsx&${RANGO}`)) as never);
    const hoja = libro.worksheets[0];
    expect(hoja.rowCount).to.equal(4);
    expect(hoja.getRow(1).getCell(1).value).to.equal('Póliza');
    const primera = hoja.getRow(2);
    expect(primera.getCell(7).value).to.be.instanceOf(Date);
    expect((primera.getCell(7).value as Date).toISOString().slice(0, 10)).to.equal('2026-03-01');
    expect(primera.getCell(10).value).to.equal(12000.5);
    expect(primera.getCell(10).numFmt).to.contain('MXN');
    const csv = (await descarga(agente, '/reportes/recibos/exportar?formato=csv&ramo=5')).toString('utf8');
    const lineas = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lineas[0]).to.contain('Póliza,Recibo,Contratante');
    expect(lineas).to.have.length(3);
    expect(lineas[1]).to.contain('1500.00');
  });

  it('keeps each agent to its own rows, in the report and in the export', async () => {
    const suyo = await cuerpo(otro, `/reportes/polizas?${TODO}`);
    expect(suyo.items.map((i: { noPoliza: string }) => i.noPoliza)).to.deep.equal([ajena]);
    const csv = (await descarga(otro, `/reportes/polizas/exportar?formato=csv&${TODO}`)).toString('utf8');
    expect(csv.trim().split('\n')).to.have.length(2);
    expect((await descarga(agente, `/reportes/polizas/exportar?formato=csv&${TODO}`)).toString('utf8')).not.to.contain(ajena);
  });

  it('refuses users without the report codes (403) and bad filters (400 in Spanish)', async () => {
    for (const ruta of ['/reportes/polizas', '/reportes/polizas/exportar', '/reportes/recibos', '/reportes/recibos/exportar']) {
      expect((await get(sinPermiso, ruta)).status, ruta).to.equal(403);
    }
    const malos = [
      '/reportes/polizas?fechaVigenciaDe[ge]=2026-13-01',
      '/reportes/polizas?fechaVigenciaDe[ge]=2026-05-01&fechaVigenciaDe[le]=2026-01-01',
      `/reportes/polizas?ramo=9&${RANGO}`,
      `/reportes/polizas?status=eliminada&${RANGO}`,
      `/reportes/polizas?size=7&${RANGO}`,
      `/reportes/polizas?page=0&${RANGO}`,
      `/reportes/polizas?clienteId=abc&${RANGO}`,
      `/reportes/polizas?ramo=1&ramo=5&${RANGO}`,
      `/reportes/polizas/exportar?formato=pdf&${RANGO}`,
      '/reportes/recibos?status=perdido',
      '/reportes/recibos?fecVigDe[le]=ayer',
    ];
    for (const ruta of malos) {
      const res = await get(agente, ruta);
      expect(res.status, ruta).to.equal(400);
      expect(res.body.message, ruta).to.match(/[áéíóúñ]|debe|admite|anterior|parámetro/);
    }
  });

  it('takes the policy report only over both validity dates, each within its window, as its filters do', async () => {
    const desde = (fecha: string) => `fechaVigenciaDe[ge]=${fecha}`;
    const hasta = (fecha: string) => `fechaVigenciaDe[le]=${fecha}`;
    const fuera = (cual: string, meses: [number, number]) =>
      `La fecha ${cual} debe estar entre el ${formatFecha(sumarMeses(hoy, meses[0]))} y el ${formatFecha(sumarMeses(hoy, meses[1]))}`;
    const casos: [string, string][] = [
      ['', 'Indica la fecha inicial y la final de la vigencia'],
      [desde('2025-01-01'), 'Indica la fecha inicial y la final de la vigencia'],
      [hasta('2026-01-01'), 'Indica la fecha inicial y la final de la vigencia'],
      [`${desde(sumarDias(sumarMeses(hoy, -240), -1))}&${hasta(hoy)}`, fuera('inicial', [-240, 240])],
      [`${desde(hoy)}&${hasta(sumarDias(sumarMeses(hoy, 60), 1))}`, fuera('final', [-240, 60])],
    ];
    for (const [consulta, mensaje] of casos) {
      for (const ruta of ['/reportes/polizas', '/reportes/polizas/exportar']) {
        const res = await get(agente, `${ruta}?${consulta}`);
        expect([res.status, res.body.message], `${ruta}?${consulta}`).to.deep.equal([400, mensaje]);
      }
    }
    expect(revisarVigencia(sumarDias(sumarMeses(hoy, -240), -1), hoy, hoy)).to.equal(fuera('inicial', [-240, 240]));
    expect(revisarVigencia(undefined, hoy, hoy)).to.equal('Indica la fecha inicial y la final de la vigencia');
    expect(revisarVigencia(sumarMeses(hoy, -240), sumarMeses(hoy, 60), hoy)).to.equal(null);
  });
});
