import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { sumarDias } from '../../../plugins/polizas/shared/fechas.ts';
import type { PolizaItem, ReciboItem } from '../../../plugins/polizas/shared/polizas.ts';
import { TIPOS_RESUMEN, VENTANAS, type ResumenCartera } from '../../../plugins/reportes/shared/resumen.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearPoliza, prepararCartera, type Cartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

// Today in Mexico City when each test starts: a run may cross midnight there.
let hoy = hoyEnMexico();
const dia = (d: number, desde = hoy) => sumarDias(desde, d);
const CONTADORES = VENTANAS.filter((v) => v.clave !== '<');
const centavos = (n: number) => Math.round(n * 100);

/** One receipt due `d` days from today, as the wizard would send it. */
function unRecibo(d: number, prima = 1000) {
  return { serie: 1, fecVigDe: dia(d - 30), fecVigA: dia(d + 335), fecVence: dia(d), prima, derecho: 0, recargo: 0, iva: prima * 0.16, total: prima * 1.16 };
}

describe('resumen de cartera API', function () {
  this.timeout(180_000);
  let server: TestServer;
  let agente: Cuenta;
  let cartera: Cartera;
  const api = (cuenta: Cuenta | null, method: string, path: string, body?: unknown) => server.api(method, path, body, cuenta?.auth ?? {});
  const resumen = async (tipo?: string): Promise<ResumenCartera> => {
    const res = await api(agente, 'GET', `/reportes/resumen-cartera${tipo ? `?tipo=${tipo}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.body;
  };

  /** The summary computed from the policy and receipt lists themselves, with none of the running totals. */
  async function desdeCero(ramos: number[]): Promise<Omit<ResumenCartera, 'metaMensual' | 'metaAnual'>> {
    // The server's today, not the test's: data made before midnight is counted by the windows of after.
    const ahora = hoyEnMexico();
    const polizas: PolizaItem[] = (await api(agente, 'GET', '/polizas?size=-1')).body.body.items;
    const recibos: ReciboItem[] = (await api(agente, 'GET', '/recibos?size=-1')).body.body.items;
    const monedas: { monedaId: number; tipoCambio: string }[] = (await api(agente, 'GET', '/monedas')).body.body;
    const tasa = (monedaId: number) => Number(monedas.find((m) => m.monedaId === monedaId)?.tipoCambio ?? 0);
    const clientes = (await api(agente, 'GET', '/clientes?size=1')).body.body.totalItems;
    const enRamos = polizas.filter((p) => ramos.includes(p.ramo));
    const vigentes = enRamos.filter((p) => p.status === 'vigente');
    const mes = ahora.slice(0, 7);
    const anio = ahora.slice(0, 4);
    const conPoliza = recibos.filter((r) => ramos.includes(r.poliza.ramo.id));
    const pendientes = conPoliza.filter((r) => (r.status === 'pendiente' || r.status === 'vencido') && r.poliza.status === 'vigente');
    const pagados = conPoliza.filter((r) => r.status === 'pagado');
    const entre = (f: string, v: (typeof CONTADORES)[number]) => f >= dia(v.desde, ahora) && f <= dia(v.hasta, ahora);
    const sumaPagos = (prefijo: string) => pagados.filter((r) => r.fecPago?.startsWith(prefijo)).reduce((s, r) => s + Math.round(r.prima * (r.tipoCambio ?? 1) * 100), 0) / 100;
    const detalles = await Promise.all(enRamos.map(async (p) => (await api(agente, 'GET', `/polizas/${p.id}`)).body.body));
    const sumaEmision = (prefijo: string) => detalles.filter((p) => p.fechaVigenciaDe.startsWith(prefijo)).reduce((s, p) => s + centavos(p.prima * tasa(p.moneda.id)), 0) / 100;
    const resultado: Record<string, number> = { clientes, polizas: vigentes.length, ppm: sumaPagos(mes), paa: sumaPagos(anio), em: sumaEmision(mes), eaa: sumaEmision(anio) };
    const vencidos = pendientes.filter((r) => r.fecVence < ahora);
    resultado.vencidos = vencidos.length;
    resultado.vencidosMonto = vencidos.reduce((s, r) => s + centavos(r.total * tasa(r.moneda.id)), 0) / 100;
    for (const v of CONTADORES) {
      resultado[`cxc${v.clave}`] = pendientes.filter((r) => entre(r.fecVence, v)).length;
      resultado[`ren${v.clave}`] = vigentes.filter((p) => p.polizaIDRenovo === null && entre(p.fechaVigenciaA, v)).length;
    }
    return resultado as unknown as Omit<ResumenCartera, 'metaMensual' | 'metaAnual'>;
  }

  async function comparar(): Promise<void> {
    for (const ramos of [Object.values(TIPOS_RESUMEN), [TIPOS_RESUMEN.auto], [TIPOS_RESUMEN.vida, TIPOS_RESUMEN.salud]]) {
      const tipo = Object.entries(TIPOS_RESUMEN)
        .filter(([, r]) => ramos.includes(r))
        .map(([t]) => t)
        .join(',');
      const { metaMensual, metaAnual, ...obtenido } = await resumen(tipo);
      expect(obtenido, `tipo=${tipo}`).to.deep.equal(await desdeCero(ramos));
    }
  }

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    cartera = await prepararCartera(server, agente);
  });
  after(() => server?.close());
  beforeEach(() => {
    hoy = hoyEnMexico();
  });

  it('counts pending receipts of in-force policies by due-date window, and policies to renew by end date', async () => {
    for (const d of [-1, 0, 3, 4, 9, 10, 24, 25, 45, 46, 60, 61])
      await crearPoliza(server, agente, cartera, { fechaVigenciaDe: dia(d - 365), fechaVigenciaA: dia(d), recibos: [unRecibo(d)], prima: 1000, derecho: 0, iva: 160, total: 1160 });
    const r = await resumen();
    expect([r.cxc0, r.cxc5, r.cxc15, r.cxc30, r.cxc45]).to.deep.equal([2, 2, 2, 2, 2]);
    expect([r.ren0, r.ren5, r.ren15, r.ren30, r.ren45]).to.deep.equal([2, 2, 2, 2, 2]);
    expect(r.polizas).to.equal(12);
    expect(r.clientes).to.equal(1);
    const vida = await resumen('vida');
    expect([vida.polizas, vida.cxc0, vida.ren0]).to.deep.equal([0, 0, 0]);
    await comparar();
  });

  it('adds paid premiums by payment date and emission by start date, converting other currencies', async () => {
    const monedas = await api(agente, 'POST', '/monedas', { moneda: 2, tipoCambio: '17.50', formato: '###,##0.00' });
    expect(monedas.status, JSON.stringify(monedas.body)).to.equal(200);
    const antes = await resumen();
    const id = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: hoy, formaPago: 'semestral', moneda: 2, prima: 2000, derecho: 0, iva: 320, total: 2320 });
    const despues = await resumen();
    expect(centavos(despues.em - antes.em)).to.equal(centavos(2000 * 17.5));
    const [primero] = (await api(agente, 'GET', `/polizas/${id}`)).body.body.recibos;
    await api(agente, 'PUT', `/recibos/${primero.id}/pagar`, { fechaPago: hoy, folioPago: 'USD-1', tipoCambio: 18 });
    const pagado = await resumen();
    expect(centavos(pagado.ppm - despues.ppm)).to.equal(centavos(1000 * 18));
    expect(centavos(pagado.paa - despues.paa)).to.equal(centavos(1000 * 18));
    await comparar();
  });

  it('adds up every overdue receipt of in-force policies, however old, with its total in pesos', async () => {
    const antes = await resumen();
    await crearPoliza(server, agente, cartera, {
      noPoliza: 'VIEJA-200',
      fechaVigenciaDe: dia(-230),
      fechaVigenciaA: dia(135),
      recibos: [unRecibo(-200)],
      prima: 1000,
      derecho: 0,
      iva: 160,
      total: 1160,
    });
    const dolares = { serie: 1, fecVigDe: dia(-120), fecVigA: dia(245), fecVence: dia(-90), prima: 100, derecho: 0, recargo: 0, iva: 16, total: 116 };
    await crearPoliza(server, agente, cartera, {
      noPoliza: 'USD-90',
      moneda: 2,
      fechaVigenciaDe: dia(-120),
      fechaVigenciaA: dia(245),
      recibos: [dolares],
      prima: 100,
      derecho: 0,
      iva: 16,
      total: 116,
    });
    // Due today is not overdue yet.
    await crearPoliza(server, agente, cartera, {
      noPoliza: 'HOY-0',
      fechaVigenciaDe: dia(-365),
      fechaVigenciaA: dia(0),
      recibos: [unRecibo(0)],
      prima: 1000,
      derecho: 0,
      iva: 160,
      total: 1160,
    });
    const despues = await resumen();
    expect(despues.vencidos - antes.vencidos).to.equal(2);
    expect(centavos(despues.vencidosMonto - antes.vencidosMonto)).to.equal(centavos(1160 + 116 * 17.5));
    expect((await resumen('vida')).vencidos, 'only the lines asked').to.equal(0);
    await comparar();
  });

  it('stays equal to a from-scratch computation through payments, reverts, cancels, closes, renewals, deletes and client changes', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(
        await crearPoliza(server, agente, cartera, {
          ramo: [1, 3, 5, 7][i % 4],
          vehiculo: null,
          iva: i % 4 === 2 ? 0 : 1680,
          total: i % 4 === 2 ? 10500 : 12180,
          formaPago: 'mensual',
          fechaVigenciaDe: dia(-20 * i),
        }),
      );
    }
    const razon0 = (await api(agente, 'GET', '/razones?modelo=0&tipo=0')).body.body[0].id;
    const razon3 = (await api(agente, 'GET', '/razones?modelo=0&tipo=3')).body.body[0].id;
    const recibos = async (id: number) => (await api(agente, 'GET', `/polizas/${id}`)).body.body.recibos as { id: number }[];
    const [a, b, c] = await Promise.all(ids.slice(0, 3).map(recibos));
    await api(agente, 'PUT', `/recibos/${a[0].id}/pagar`, { fechaPago: hoy, folioPago: 'A1', tipoCambio: 1 });
    await api(agente, 'PUT', `/recibos/${a[1].id}/pagar`, { fechaPago: dia(-1), folioPago: 'A2', tipoCambio: 1 });
    await api(agente, 'PUT', `/recibos/${a[1].id}/cancelarPago`);
    await api(agente, 'PUT', `/recibos/${b[2].id}/cancelar`, { razonId: razon3, texto: 'x' });
    await comparar();
    await api(agente, 'PUT', `/polizas/${ids[2]}/cancelar`, { razonId: razon0, texto: 'cierre' });
    await api(agente, 'PUT', `/recibos/${c[0].id}/pagar`, { fechaPago: hoy, folioPago: 'C1', tipoCambio: 1 });
    await comparar();
    await api(agente, 'PUT', `/polizas/${ids[2]}/reactivar`, { razonId: razon0, texto: 'regresa' });
    await api(agente, 'PUT', `/polizas/${ids[0]}/cancelar`, { razonId: razon0, texto: 'fin' });
    await crearPoliza(server, agente, cartera, { polizaIDRenovo: ids[3], ramo: 5, vehiculo: null, iva: 0, total: 10500, fechaVigenciaDe: dia(300) });
    await api(agente, 'DELETE', `/polizas/${ids[4]}`);
    const detalle = (await api(agente, 'GET', `/polizas/${ids[5]}`)).body.body;
    await api(agente, 'PUT', `/polizas/${ids[5]}`, {
      ...detalle,
      cliente: detalle.cliente.id,
      claveAgente: detalle.agenteClave.id,
      moneda: detalle.moneda.id,
      ramo: 7,
      vehiculo: null,
      recibos: detalle.recibos.slice(0, 6),
    });
    await comparar();
    // Active clients are running totals too: a new one counts, a deleted one (status eliminado) no more.
    const nuevo = await crearCliente(server, agente);
    await comparar();
    expect((await api(agente, 'DELETE', `/clientes/${nuevo}`)).status).to.equal(200);
    await comparar();
  });

  it('answers the goals of the month and the year for the lines asked', async () => {
    const anio = Number(hoy.slice(0, 4));
    const mes = Number(hoy.slice(5, 7));
    const meta = (d: Record<string, unknown>) => api(agente, 'POST', '/metas', { anio, polizas: 10, ...d });
    for (const body of [
      { mes: 0, modelo: 1, primas: 120000 },
      { mes: 0, modelo: 5, primas: 60000 },
      { mes, modelo: 1, primas: 10000 },
      { mes, modelo: 1, aseguradoraId: 24, primas: 4000 },
      { mes, modelo: 5, aseguradoraId: 24, primas: 3000 },
      { mes, modelo: 5, aseguradoraId: 12, primas: 2000 },
    ])
      expect((await meta(body)).status).to.equal(200);
    expect(await resumen('auto')).to.include({ metaMensual: 10000, metaAnual: 120000 });
    expect(await resumen('vida')).to.include({ metaMensual: 5000, metaAnual: 60000 });
    expect(await resumen('auto,vida')).to.include({ metaMensual: 15000, metaAnual: 180000 });
    expect((await meta({ mes: 0, modelo: 0, primas: 500000 })).status).to.equal(200);
    expect(await resumen()).to.include({ metaAnual: 500000, metaMensual: 15000 });
  });

  it('validates the lines, needs a session, and never counts another agent’s portfolio', async () => {
    expect((await api(agente, 'GET', '/reportes/resumen-cartera?tipo=autos')).status).to.equal(400);
    expect((await api(null, 'GET', '/reportes/resumen-cartera')).status).to.equal(401);
    const otro = await crearAgente(server);
    const vacio = (await api(otro, 'GET', '/reportes/resumen-cartera')).body.body;
    expect(Object.values(vacio).every((v) => v === 0)).to.equal(true);
    // The landing page is every user's: a sub-user without policy permissions still sees the counters.
    const vendedor = await crearUsuarioAdicional(server, agente, ['ROLE_TAREAS_R']);
    const suyo = await api(vendedor, 'GET', '/reportes/resumen-cartera');
    expect(suyo.status).to.equal(200);
    expect(suyo.body.body.polizas).to.equal((await resumen()).polizas);
  });
});
