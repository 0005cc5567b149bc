import { CONDUCTOS, RAMO, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import type { Vencimientos } from '../../shared/recibos-reglas.ts';
import { polizaAseguradoT } from '../models/poliza-asegurado.model.ts';
import { polizaVehiculoT } from '../models/poliza-vehiculo.model.ts';
import { polizaT } from '../models/poliza.model.ts';
import { vehiculoCatalogoT } from '../models/vehiculo-catalogo.model.ts';
import type { ClaveDeRamo } from './claves-generadas.ts';
import { umbrales, type Mezcla } from './mezcla.ts';
import { azarSql, columnas, decimal, entero, fecha } from './sql.ts';

/**
 * The policies of one batch as SQL common table expressions over generate_series. Policies come in
 * chains of four yearly terms of one client, line, key and payment form (chain = g / 4, term = g % 4);
 * the first term starts within the year that began three years ago, so starts spread over the last
 * three years and the next one. A term is linked to the next as its renewal (poliza_id_renovo /
 * renueva_a_id) when the next starts at most 60 days from today and the first was not cancelled.
 */

export interface PlanPolizas {
  agenteId: number;
  usuarioId: number;
  semilla: number;
  /** 'yyyy-MM-dd' in Mexico City. */
  hoy: string;
  clientes: number[];
  /** Personas físicas: Vida and Salud insure the client as titular. */
  fisicas: number[];
  claves: ClaveDeRamo[];
  mezcla: Mezcla;
  vencimientos: Record<RamoId, Vencimientos>;
  /** The agent's currencies other than the peso: a few policies use them. */
  monedasExtra: number[];
  /** Closing reasons (razones tipo 0). */
  razones: number[];
  /** Id range of the vehicle catalogue. */
  vehiculos: { min: number; max: number };
  /** The policies' id sequence: ids are drawn first so that a renewal can name the next term. */
  secuencia: string;
}

/** Per line: net premium range and derecho in pesos; paquete and concepto choices. */
const RAMOS: Record<RamoId, { neta: [number, number]; derecho: [number, number]; productos: [string, string][] }> = {
  [RAMO.AUTO]: {
    neta: [6_000, 28_000],
    derecho: [450, 900],
    productos: [
      ['Amplia', ''],
      ['Limitada', ''],
      ['Responsabilidad Civil', ''],
      ['Amplia Plus', ''],
    ],
  },
  [RAMO.SALUD]: {
    neta: [15_000, 90_000],
    derecho: [800, 1_500],
    productos: [
      ['Esencial', 'Gastos Médicos Mayores Individual'],
      ['Plus', 'Gastos Médicos Mayores Familiar'],
      ['Premium', 'Gastos Médicos Mayores Familiar'],
      ['Internacional', 'Gastos Médicos Mayores Internacional'],
    ],
  },
  [RAMO.VIDA]: {
    neta: [8_000, 60_000],
    derecho: [0, 300],
    productos: [
      ['Temporal 10', 'Vida Individual'],
      ['Temporal 20', 'Vida Individual'],
      ['Ordinario de Vida', 'Vida Individual'],
      ['Dotal 15', 'Vida con Ahorro'],
    ],
  },
  [RAMO.DIVERSOS]: {
    neta: [2_500, 40_000],
    derecho: [300, 600],
    productos: [
      ['Hogar Integral', 'Casa habitación'],
      ['Paquete Empresarial', 'Comercio'],
      ['Responsabilidad Civil General', 'Responsabilidad civil'],
      ['Transporte de Carga', 'Mercancía en tránsito'],
    ],
  },
};

/** Financiamiento by payment form, % of the net premium. */
const RECARGO: Record<string, number> = { contado: 0, semestral: 3, trimestral: 5, mensual: 7 };

/** Line shares: Auto 45%, Salud 20%, Vida 20%, Diversos 15% (cumulative). */
const RAMO_POR_AZAR: [number, RamoId][] = [
  [0.45, RAMO.AUTO],
  [0.65, RAMO.SALUD],
  [0.85, RAMO.VIDA],
  [1, RAMO.DIVERSOS],
];

/** `case <columna> when <ramo> then <valor> … end` from a value per line. */
export function porRamo(columna: string, valor: (ramo: RamoId) => string): string {
  return `case ${columna} ${(Object.keys(RAMOS) as unknown as RamoId[]).map((r) => `when ${r} then ${valor(Number(r) as RamoId)}`).join(' ')} end`;
}

export function productosJson(): string {
  return JSON.stringify(Object.entries(RAMOS).flatMap(([ramo, r]) => r.productos.map(([paquete, concepto], idx) => ({ ramo: Number(ramo), idx, paquete, concepto }))));
}

/** CTEs `par` … `polizas_lote` (one row per policy with its amounts in cents) and the policy inserts. */
export function ctesDePolizas(plan: PlanPolizas, desde: number, hasta: number): { sql: string; bindings: unknown[] } {
  const u = azarSql(plan.semilla);
  const hoy = fecha(plan.hoy);
  // The payment form by a low-discrepancy sequence of the chain: the mix comes out almost exactly.
  const fraccion = `((b.c * 0.6180339887498949 + ${decimal((plan.semilla * 0.7548776662466927) % 1)}) % 1)`;
  const formas = umbrales(plan.mezcla)
    .map((t) => `when ${fraccion} < ${decimal(t.hasta)} then '${t.forma}'`)
    .join(' ');
  const ramoPorAzar = RAMO_POR_AZAR.map(([hasta, ramo]) => `when ${u('x.c', 3)} < ${hasta} then ${ramo}`).join(' ');
  const a = entero(plan.agenteId);
  // v: the catalogue's vehicle of an Auto policy; cl: the policy's client (the titular of Vida and Salud).
  const v = vehiculoCatalogoT.de('v');
  const vc = vehiculoCatalogoT.col;
  const cl = clienteT.de('cl');
  const sql = `
  par as (select ?::int[] as clientes, ?::int[] as fisicas, ?::int[] as monedas, ?::int[] as razones, ?::text[] as conductos),
  claves as (select * from jsonb_to_recordset(?::jsonb) as k(ramo int, idx int, n int, "claveId" int, "aseguradoraId" int, comision numeric)),
  productos as (select * from jsonb_to_recordset(?::jsonb) as pr(ramo int, idx int, paquete text, concepto text)),
  numeradas as materialized (select g, nextval('${plan.secuencia}'::regclass) as id from generate_series(${entero(desde)}, ${entero(hasta - 1)}) g),
  cadenas as (
    select g, id, g / 4 as c, g % 4 as k, lead(id) over w as id_siguiente, lag(id) over w as id_anterior
    from numeradas window w as (partition by g / 4 order by g)
  ),
  base as (
    select x.*, case ${ramoPorAzar} else ${RAMO.DIVERSOS} end as ramo,
      ((${hoy} - interval '3 years')::date + floor(${u('x.c', 1)} * 365)::int + make_interval(years => x.k))::date as de
    from cadenas x
  ),
  formas as (select b.*, case ${formas} else 'mensual' end as forma_pago from base b),
  datos as (
    select b.*, (b.de + interval '1 year')::date as a,
      case when b.de > ${hoy} then (case when ${u('b.g', 8)} < 0.1 then 'pendiente' else 'vigente' end)
        when ${u('b.g', 8)} < 0.06 then 'cancelada' when ${u('b.g', 8)} < 0.11 then 'terminada' else 'vigente' end as status,
      case when b.ramo in (${RAMO.SALUD}, ${RAMO.VIDA}) and cardinality(par.fisicas) > 0 then par.fisicas[1 + floor(${u('b.c', 2)} * cardinality(par.fisicas))::int]
        else par.clientes[1 + floor(${u('b.c', 2)} * cardinality(par.clientes))::int] end as cliente_id,
      case when cardinality(par.monedas) > 0 and ${u('b.c', 15)} < 0.05 then par.monedas[1 + floor(${u('b.c', 16)} * cardinality(par.monedas))::int] else 1 end as moneda_id,
      par.conductos[1 + floor(${u('b.c', 14)} * cardinality(par.conductos))::int] as conducto,
      case when cardinality(par.razones) > 0 then par.razones[1 + floor(${u('b.g', 10)} * cardinality(par.razones))::int] end as razon,
      k."claveId" as clave_id, k."aseguradoraId" as aseguradora_id, k.comision, (k.comision * 100)::bigint as pct_c,
      pr.paquete, coalesce(left(${v.marca} || ' ' || ${v.tipo} || ' ' || ${v.modelo}, 100), pr.concepto) as concepto, ${v.id} as vehiculo_id,
      (${porRamo('b.ramo', (r) => `${entero(RAMOS[r].neta[0] * 100)} + floor(${u('b.c', 5)} * ${entero((RAMOS[r].neta[1] - RAMOS[r].neta[0]) * 100)})`)})::bigint * (100 + 6 * b.k) / 100 as neta,
      ${porRamo('b.ramo', (r) => `${entero(RAMOS[r].derecho[0] * 100)} + 5000 * floor(${u('b.c', 7)} * ${entero((RAMOS[r].derecho[1] - RAMOS[r].derecho[0]) / 50 + 1)})`)}::bigint as derecho,
      case b.forma_pago ${Object.entries(RECARGO)
        .map(([f, p]) => `when '${f}' then ${entero(p)}`)
        .join(' ')} end as pct_recargo,
      case b.forma_pago when 'contado' then 1 when 'semestral' then 2 when 'trimestral' then 4 else 12 end as pagos,
      lpad(((b.c::bigint + ${entero(plan.semilla * 1000003)}) * 7919 % 90000000 + 10000000)::text, 8, '0') || '-' || lpad((b.k + 1)::text, 2, '0') as no_poliza
    from formas b cross join par
    join claves k on k.ramo = b.ramo and k.idx = floor(${u('b.c', 6)} * k.n)::int
    join productos pr on pr.ramo = b.ramo and pr.idx = floor(${u('b.c', 13)} * 4)::int
    left join lateral (
      select * from ${vehiculoCatalogoT.nombre} where b.ramo = ${RAMO.AUTO} and ${vc.id} >= ${entero(plan.vehiculos.min)} + floor(${u('b.c', 11)} * ${entero(plan.vehiculos.max - plan.vehiculos.min)})::int order by ${vc.id} limit 1
    ) v on true
  ),
  montos as (
    select d.*, (2 * d.neta * d.pct_recargo + 100) / 200 as recargo,
      (d.de + floor(${u('d.g', 12)} * greatest(1, least(${hoy}, d.a) - d.de))::int) as cierre,
      d.id_siguiente is not null and d.status <> 'cancelada' and d.a <= ${hoy} + 60 and ${u('d.g', 9)} < 0.8 as renovada
    from datos d
  ),
  polizas_lote as (
    select m.*,
      case when m.ramo = ${RAMO.VIDA} then 0 else (2 * (m.neta + m.derecho + m.recargo) * 16 + 100) / 200 end as iva,
      coalesce(lag(m.renovada) over (partition by m.c order by m.g), false) as es_renovacion,
      (2 * m.neta * m.pct_c + 10000) / 20000 as comision_c
    from montos m
  ),
  ins_polizas as (
    insert into ${polizaT.nombre} (${columnas(polizaT, 'id', 'agenteId', 'status', 'noPoliza', 'concepto', 'paquete', 'ramoId', 'clienteId', 'agenteClaveId', 'aseguradoraId', 'monedaId')},
      ${columnas(polizaT, 'formaPago', 'conducto', 'fechaVigenciaDe', 'fechaVigenciaA', 'prima', 'derecho', 'recargo', 'iva', 'total', 'comision', 'porcentajeComision')},
      ${columnas(polizaT, 'esRobot', 'polizaIdRenovo', 'renuevaAId', 'cierreRazonId', 'usuarioId', 'createdAt', 'updatedAt')})
    select id, ${a}, status, no_poliza, concepto, paquete, ramo, cliente_id, clave_id, aseguradora_id, moneda_id,
      forma_pago, conducto, de, a, neta / 100.0, derecho / 100.0, recargo / 100.0, iva / 100.0, (neta + derecho + recargo + iva) / 100.0,
      comision_c / 100.0, comision, ${u('g', 17)} < 0.03, case when renovada then id_siguiente end, case when es_renovacion then id_anterior end,
      case when status in ('cancelada', 'terminada') then razon end, ${entero(plan.usuarioId)},
      (least(de, ${hoy}) - floor(${u('g', 18)} * 30)::int)::timestamptz, (least(de, ${hoy}) - floor(${u('g', 18)} * 30)::int)::timestamptz
    from polizas_lote
  ),
  ins_vehiculos as (
    insert into ${polizaVehiculoT.nombre} (${columnas(polizaVehiculoT, 'agenteId', 'polizaId', 'modelo', 'marca', 'tipo', 'amis', 'descripcion', 'noSerie', 'placas')})
    select ${a}, p.id, ${v.modelo}, ${v.marca}, ${v.tipo}, ${v.clave}, ${v.descripcion}, upper(substr(md5(p.c::text || ':${entero(plan.semilla)}'), 1, 17)),
      translate(substr(md5(p.c::text), 1, 3), '0123456789abcdef', 'ABCDEFGHJKLMNPRS') || '-' || lpad((p.c % 1000)::text, 3, '0') || '-' || translate(substr(md5(p.c::text), 4, 1), '0123456789abcdef', 'ABCDEFGHJKLMNPRS')
    from polizas_lote p join ${vehiculoCatalogoT.as('v')} on ${v.id} = p.vehiculo_id
  ),
  ins_asegurados as (
    insert into ${polizaAseguradoT.nombre} (${columnas(polizaAseguradoT, 'agenteId', 'polizaId', 'orden', 'parentesco', 'nombres', 'apPat', 'apMat', 'fecNacimiento', 'rfc', 'genero')})
    select ${a}, p.id, 1, 'titular', left(${cl.nombres}, 80), coalesce(${cl.apPat}, ''), ${cl.apMat}, ${cl.fecNacimiento}, ${cl.rfc}, coalesce(${cl.sexo}, 'mujer')
    from polizas_lote p join ${clienteT.as('cl')} on ${cl.id} = p.cliente_id
    where p.ramo in (${RAMO.SALUD}, ${RAMO.VIDA}) and ${cl.fiscal} = 'fisica'
  )`;
  return {
    sql,
    bindings: [plan.clientes, plan.fisicas, plan.monedasExtra, plan.razones, CONDUCTOS.map((c) => c.key), JSON.stringify(plan.claves), productosJson()],
  };
}
