import type { Knex } from 'knex';
import { CUBETAS_COMPACTAS, definirReconstruccion, sentenciasResumen, type Fuentes } from './20261122050100_reportes_resumen.ts';

/**
 * The summary shows what is overdue, in money too (issue 18): the running totals of pending receipts
 * now keep, per due day, line and currency, the receipts' total besides their count, so the summary
 * reads the overdue amount (converted at the agent's exchange rates, as emission) from a few hundred
 * rows instead of adding up receipts. The statements are those of 20261124000400 with that change;
 * they are written out here (frozen text), and the totals are rebuilt once.
 */

const PUBLICADAS: Fuentes = { polizas: 'polizas_publicadas', recibos: 'recibos_publicados', clientes: 'clientes_publicados' };
const SUSCRIPTOR = 'reportes.resumen';

/** Payments and emission by calendar month (the compact buckets of 20261122050200). */
const mes = (f: string) => `date_trunc('month', ${f})::date`;

/** What receipts joined to their policies (r, p in `desde`) add; `signo` is the changed side's sign. */
const aporteDeRecibos = (desde: string, signo: string) => `
  select r.agente_id, 'pendientes' as indicador, p.ramo_id, p.moneda_id, r.fec_vence as fecha, sum(${signo}) as cantidad, sum(${signo} * r.total) as prima
    from ${desde}
   where r.status = 'pendiente' and p.status = 'vigente'
   group by r.agente_id, p.ramo_id, p.moneda_id, r.fec_vence
  union all
  select r.agente_id, 'pagos', p.ramo_id, 0, ${mes('r.fec_pago')}, sum(${signo}), sum(${signo} * round(r.prima * coalesce(r.tipo_cambio, 1), 2))
    from ${desde}
   where r.status = 'pagado' and p.status <> 'eliminada'
   group by r.agente_id, p.ramo_id, ${mes('r.fec_pago')}`;

const recibos = (fuente: string) => aporteDeRecibos(`${fuente} r join ${PUBLICADAS.polizas} p on p.id = r.poliza_id`, 'r.s');
const recibosDePolizas = (fuente: string) => aporteDeRecibos(`${fuente} p join ${PUBLICADAS.recibos} r on r.poliza_id = p.id`, 'p.s');

const polizas = (fuente: string) => `
  select x.agente_id, 'vigentes' as indicador, x.ramo_id, 0 as moneda_id, '-infinity'::date as fecha, sum(x.s) as cantidad, 0 as prima
    from ${fuente} x where x.status = 'vigente' group by x.agente_id, x.ramo_id
  union all
  select x.agente_id, 'por_renovar', x.ramo_id, 0, x.fecha_vigencia_a, sum(x.s), 0
    from ${fuente} x where x.status = 'vigente' and x.poliza_id_renovo is null group by x.agente_id, x.ramo_id, x.fecha_vigencia_a
  union all
  select x.agente_id, 'emision', x.ramo_id, x.moneda_id, ${mes('x.fecha_vigencia_de')}, sum(x.s), sum(x.s * x.prima)
    from ${fuente} x where x.status <> 'eliminada' group by x.agente_id, x.ramo_id, x.moneda_id, ${mes('x.fecha_vigencia_de')}`;

const clientes = (fuente: string) => `
  select x.agente_id, 'clientes' as indicador, 0 as ramo_id, 0 as moneda_id, '-infinity'::date as fecha, sum(x.s) as cantidad, 0 as prima
    from ${fuente} x where x.status = 'activo' group by x.agente_id`;

const sumar = (aportes: string) => `
  insert into resumen_cartera as t (agente_id, indicador, ramo_id, moneda_id, fecha, cantidad, prima)
  select a.agente_id, a.indicador, a.ramo_id, a.moneda_id, a.fecha, sum(a.cantidad), sum(a.prima)
    from (${aportes}) a
   where a.fecha is not null and exists (select 1 from agentes g where g.id = a.agente_id)
   group by a.agente_id, a.indicador, a.ramo_id, a.moneda_id, a.fecha
  having sum(a.cantidad) <> 0 or sum(a.prima) <> 0
  on conflict (agente_id, indicador, fecha, ramo_id, moneda_id)
  do update set cantidad = t.cantidad + excluded.cantidad, prima = t.prima + excluded.prima`;

const con = (tabla: string, signo: number) => `(select *, ${signo} as s from ${tabla})`;
const cambio = (aporte: (fuente: string) => string) => ({
  ins: sumar(aporte(con('nuevos', 1))),
  del: sumar(aporte(con('viejos', -1))),
  upd: sumar(`${aporte(con('viejos', -1))} union all ${aporte(con('nuevos', 1))}`),
});

/** Policies whose status, line or currency changed move their receipts' contributions. */
const POLIZAS_CAMBIADAS = `
  (select v.*, -1 as s from viejos v join nuevos n on n.id = v.id where (v.status, v.ramo_id, v.moneda_id) is distinct from (n.status, n.ramo_id, n.moneda_id))
  union all
  (select n.*, 1 as s from nuevos n join viejos v on v.id = n.id where (v.status, v.ramo_id, v.moneda_id) is distinct from (n.status, n.ramo_id, n.moneda_id))`;

function sentencias() {
  const p = cambio(polizas);
  return {
    recibos: cambio(recibos),
    polizas: { ...p, upd: `${p.upd};\n        ${sumar(recibosDePolizas(`(${POLIZAS_CAMBIADAS})`))}` },
    clientes: cambio(clientes),
    reconstruir: `delete from resumen_cartera;
      ${sumar([polizas(con(PUBLICADAS.polizas, 1)), recibos(con(PUBLICADAS.recibos, 1)), clientes(con(PUBLICADAS.clientes, 1))].join(' union all '))}`,
  };
}

const CANALES = ['recibos', 'polizas', 'clientes'] as const;

async function aplicar(knex: Knex, s: ReturnType<typeof sentencias>, comentarios: { moneda: string; prima: string }): Promise<void> {
  for (const canal of CANALES) await knex.raw(`select cartera_suscribir(?, ?, ?, ?, ?)`, [canal, SUSCRIPTOR, s[canal].ins, s[canal].upd, s[canal].del]);
  await definirReconstruccion(knex, s.reconstruir);
  // Every agent's totals: system scope, so the rebuild sees them all.
  await knex.raw(`select set_config('app.sistema', 'on', true)`);
  await knex.raw(`select cartera_resumen_reconstruir()`);
  await knex.raw(`comment on column resumen_cartera.moneda_id is '${comentarios.moneda}'`);
  await knex.raw(`comment on column resumen_cartera.prima is '${comentarios.prima}'`);
}

export async function up(knex: Knex): Promise<void> {
  await aplicar(knex, sentencias(), {
    moneda: 'Moneda del catálogo para emision y pendientes; 0 en los demás indicadores',
    prima: 'pagos: prima neta pagada en pesos; emision: prima neta en su moneda; pendientes: total de los recibos en su moneda; 0 en los demás',
  });
}

export async function down(knex: Knex): Promise<void> {
  await aplicar(knex, sentenciasResumen(CUBETAS_COMPACTAS, PUBLICADAS), { moneda: 'Moneda del catálogo para emision; 0 en los demás indicadores', prima: '' });
}
