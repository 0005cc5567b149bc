import os from 'node:os';
import { hoyEnMexico } from '../../core/shared/fechas.ts';
import { withTenant } from '../../core/server/db/tenancy.ts';
import { sumarDias } from '../../plugins/polizas/shared/fechas.ts';
import { VENTANAS } from '../../plugins/reportes/shared/resumen.ts';
import { carteraDeBench } from './helpers/cartera-de-bench.ts';
import { medir, ms, obtener, type Medida } from './helpers/carga.ts';

/**
 * Issue 7: GET /api/reportes/resumen-cartera at 1 and 10 concurrent clients over one agent's
 * 200,000 policies and 1,000,000 receipts (goal p95 ≤ 100 ms at 10), the same counters computed live
 * from the base tables for comparison (what the running totals save), and the /cxc list of each
 * window (first page of 10, and the carousel of 100). PostgreSQL with DATABASE_URL (BENCH_REUSE=1
 * reuses the portfolio polizas.bench.ts generated); otherwise PGlite with a smaller portfolio.
 */

const pg = Boolean(process.env.DATABASE_URL);
const POLIZAS = Number(process.env.BENCH_POLIZAS ?? (pg ? 200_000 : 5_000));
const PETICIONES = Number(process.env.BENCH_REQUESTS ?? (pg ? 300 : 60));
const CALENTAMIENTO = Math.ceil(PETICIONES / 10);

/** The summary's receipt and renewal counters straight from polizas and recibos: no running totals. */
const EN_VIVO = `
  select
    ${VENTANAS.filter((v) => v.clave !== '<')
      .map(
        (v) => `
    (select count(*) from recibos r join polizas p on p.id = r.poliza_id
      where r.status = 'pendiente' and p.status = 'vigente' and r.fec_vence between current_date + ${v.desde} and current_date + ${v.hasta}) as cxc${v.clave},
    (select count(*) from polizas p where p.status = 'vigente' and p.poliza_id_renovo is null
      and p.fecha_vigencia_a between current_date + ${v.desde} and current_date + ${v.hasta}) as ren${v.clave}`,
      )
      .join(',')},
    (select count(*) from polizas p where p.status = 'vigente') as polizas,
    (select coalesce(sum(r.prima * coalesce(r.tipo_cambio, 1)), 0) from recibos r join polizas p on p.id = r.poliza_id
      where r.status = 'pagado' and p.status <> 'eliminada' and r.fec_pago >= date_trunc('year', current_date)) as paa,
    (select coalesce(sum(p.prima), 0) from polizas p where p.status <> 'eliminada' and p.fecha_vigencia_de >= date_trunc('year', current_date)) as eaa`;

const fila = (caso: string, clientes: number, m: Medida) =>
  console.log(`${caso.padEnd(46)} ${String(clientes).padStart(3)} ${ms(m.p50)} ${ms(m.p95)} ${ms(m.p99)} ${ms(m.media)} ${ms(m.porSegundo, 7)}`);

async function main() {
  const { db, agente, url, headers, cerrar } = await carteraDeBench(POLIZAS);
  try {
    console.log(
      `Base de datos: ${db.label}; ${PETICIONES} peticiones por caso; máquina: ${os.cpus().length} CPU, carga ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
    );
    console.log(`\n${'caso'.padEnd(46)} cli ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'media'.padStart(8)} ${'req/s'.padStart(7)}`);
    for (const clientes of [1, 10]) {
      fila('resumen (totales corrientes), HTTP', clientes, await medir(clientes, PETICIONES, CALENTAMIENTO, () => obtener(`${url}/reportes/resumen-cartera`, headers)));
      fila('resumen tipo=auto, HTTP', clientes, await medir(clientes, PETICIONES, CALENTAMIENTO, () => obtener(`${url}/reportes/resumen-cartera?tipo=auto`, headers)));
    }
    const vivo = Math.max(5, Math.ceil(PETICIONES / 30));
    for (const clientes of [1, 10]) {
      fila('mismos contadores en vivo (SQL, sin totales)', clientes, await medir(clientes, vivo, 1, () => withTenant(db.knex, agente.agenteId, (trx) => trx.raw(EN_VIVO))));
    }
    const hoy = hoyEnMexico();
    for (const v of VENTANAS) {
      const consulta = (size: number) =>
        `${url}/recibos?${new URLSearchParams({ 'fecVence[bw]': `${sumarDias(hoy, v.desde)},${sumarDias(hoy, v.hasta)}`, status: 'PENDIENTE', polizaStatus: 'vigente', order: 'fecVence asc', page: '1', size: String(size) })}`;
      for (const clientes of [1, 10]) {
        fila(`/cxc ventana ${v.clave} (${v.desde}..${v.hasta}), lista de 10`, clientes, await medir(clientes, PETICIONES, CALENTAMIENTO, () => obtener(consulta(10), headers)));
      }
      fila(`/cxc ventana ${v.clave}, carrusel de 100`, 10, await medir(10, PETICIONES, CALENTAMIENTO, () => obtener(consulta(100), headers)));
    }
    console.log('\ncli = clientes concurrentes; tiempos en ms; el servidor y los clientes comparten este proceso.');
    console.log('Objetivo (issue 7): resumen p95 ≤ 100 ms con 10 clientes.');
  } finally {
    await cerrar();
  }
}

await main();
