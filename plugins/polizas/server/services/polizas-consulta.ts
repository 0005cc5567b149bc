import type { Knex } from 'knex';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { applyListQuery, type CachedCount, type RawListQuery } from '../../../../core/server/list-query/index.ts';
import type { ListPage } from '../../../../core/shared/envelope.ts';
import { aseguradoraT, monedaCatalogoT, ramoT, vendedorT } from '../../../catalogos/server/index.ts';
import { CONDUCTOS } from '../../../catalogos/shared/catalogos.ts';
import { clienteDireccionT, clienteT } from '../../../clientes/server/index.ts';
import { MENSAJES_POLIZAS, type Asegurado, type Poliza, type PolizaItem, type Recibo, type Vehiculo } from '../../shared/polizas.ts';
import { agenteClaveT } from '../models/agente-clave.model.ts';
import { polizaAseguradoT } from '../models/poliza-asegurado.model.ts';
import { polizaVehiculoT } from '../models/poliza-vehiculo.model.ts';
import { polizaT } from '../models/poliza.model.ts';
import { aseguradoraUnica } from './aseguradora-unica.ts';
import { comoCampos, comoJson } from './campos.ts';
import { correosDeCliente, type CorreosDeCliente } from './correos-cliente.ts';
import { polizasListSpec } from './listas.ts';
import { recibosDePolizaComoJson } from './recibos-consulta.ts';

/** Reads of policies under row-level security; every function takes the request's transaction. */

/** The aliases of the reads below (and of polizasListSpec's columns). */
const p = polizaT.de('p');
const c = clienteT.de('c');
const a = aseguradoraT.de('a');
const m = monedaCatalogoT.de('m');

/**
 * Every policy of the agent except deleted ones, with what a list row shows. Client, insurer and
 * currency always exist (the references say so), so left joins give the same rows and, unlike inner
 * ones, the planner drops them from the list's count(*), which then reads policies alone. A search
 * on the client's name or the insurer (a LIKE, strict in the joined column) makes the planner turn
 * that join back into an inner one and filter before joining (docs/adr/019-listas-a-escala.md).
 */
function polizasVisibles(trx: Knex.Transaction): Knex.QueryBuilder {
  return trx(polizaT.as('p'))
    .leftJoin(clienteT.as('c'), c.id, p.clienteId)
    .leftJoin(aseguradoraUnica(trx), a.id, p.aseguradoraId)
    .leftJoin(monedaCatalogoT.as('m'), m.id, p.monedaId)
    .where(delAgente(trx, p.agenteId))
    .whereNot(p.status, 'eliminada');
}

type FilaItem = Omit<PolizaItem, 'cliente'> & { clienteId: number };

const COLUMNAS_ITEM = comoCampos<FilaItem>({
  id: p.id,
  polizaId: p.id,
  clienteId: c.id,
  nombres: c.nombres,
  apPat: c.apPat,
  apMat: c.apMat,
  ramo: p.ramoId,
  noPoliza: p.noPoliza,
  concepto: p.concepto,
  esRobot: p.esRobot,
  aseguradora: a.aseguradora,
  aseguradoraAbre: a.abreviacion,
  total: p.total,
  moneda: m.abreviacion,
  status: p.status,
  formaPago: p.formaPago,
  fechaVigenciaDe: p.fechaVigenciaDe,
  fechaVigenciaA: p.fechaVigenciaA,
  polizaIDRenovo: p.polizaIdRenovo,
});

/**
 * GET /polizas: a page of the list (filters of polizasListSpec), each item with its client's
 * e-mails under `cliente` as the spec's list item has them, read in the rows' own statement for the
 * page's rows only. `recordado`: where the total may be remembered (totalRecordado).
 */
export async function paginaDePolizas(trx: Knex.Transaction, query: RawListQuery, recordado?: CachedCount): Promise<ListPage<PolizaItem>> {
  // One row per policy (every join is to a unique key): a deep page may skip over the ids alone.
  const pagina = await applyListQuery<FilaItem & { correos: CorreosDeCliente }>(polizasVisibles(trx).select(...COLUMNAS_ITEM), polizasListSpec, query, recordado, {
    clavesPrimero: true,
    porFila: (fila) => [correosDeCliente(trx, `${fila}.clienteId`)],
  });
  return { ...pagina, items: pagina.items.map(({ correos, ...f }) => ({ ...f, cliente: { correos } })) };
}

/** The detail's own row: the policy's plain columns as they are, its related records flattened. */
export type FilaPoliza = Pick<
  Poliza,
  | 'id'
  | 'status'
  | 'noPoliza'
  | 'concepto'
  | 'paquete'
  | 'texto'
  | 'prima'
  | 'derecho'
  | 'recargo'
  | 'iva'
  | 'total'
  | 'porcentajeComision'
  | 'comisiones'
  | 'fechaVigenciaDe'
  | 'fechaVigenciaA'
  | 'fecha'
  | 'formaPago'
  | 'conducto'
  | 'esRobot'
  | 'polizaIDRenovo'
  | 'renuevaA'
> & {
  ramoId: Poliza['ramo']['id'];
  ramoNombre: string;
  clienteId: number;
  clienteNombres: string;
  clienteApPat: string | null;
  clienteApMat: string | null;
  clienteRfc: string;
  clienteFiscal: 'fisica' | 'moral';
  clienteEsRobot: boolean;
  correos: { correo: string }[];
  direccion: string | null;
  vendedorId: number | null;
  vendedorNombres: string | null;
  vendedorApPat: string | null;
  vendedorApMat: string | null;
  monedaId: number;
  moneda: string;
  monedaAbreviacion: string;
  claveId: number;
  clave: string;
  aseguradoraId: number;
  aseguradora: string;
  abreviacion: string;
  caratulaUrl: string | null;
  caratulaArchivo: string | null;
  asegurados: Asegurado[];
  vehiculo: Vehiculo | null;
  recibos: Omit<Recibo, 'moneda'>[];
};

const r = ramoT.de('r');
const k = agenteClaveT.de('k');
const v = vendedorT.de('v');
const d = clienteDireccionT.de('d');

const COLUMNAS_DETALLE = comoCampos<FilaPoliza>({
  id: p.id,
  status: p.status,
  noPoliza: p.noPoliza,
  concepto: p.concepto,
  paquete: p.paquete,
  ramoId: p.ramoId,
  ramoNombre: r.nombre,
  clienteId: c.id,
  clienteNombres: c.nombres,
  clienteApPat: c.apPat,
  clienteApMat: c.apMat,
  clienteRfc: c.rfc,
  clienteFiscal: c.fiscal,
  clienteEsRobot: c.esRobot,
  vendedorId: v.id,
  vendedorNombres: v.nombres,
  vendedorApPat: v.apPat,
  vendedorApMat: v.apMat,
  monedaId: m.id,
  moneda: m.moneda,
  monedaAbreviacion: m.abreviacion,
  texto: p.texto,
  prima: p.prima,
  derecho: p.derecho,
  recargo: p.recargo,
  iva: p.iva,
  total: p.total,
  porcentajeComision: p.porcentajeComision,
  comisiones: p.comision,
  fechaVigenciaDe: p.fechaVigenciaDe,
  fechaVigenciaA: p.fechaVigenciaA,
  formaPago: p.formaPago,
  conducto: p.conducto,
  claveId: k.id,
  clave: k.clave,
  aseguradoraId: a.id,
  aseguradora: a.aseguradora,
  abreviacion: a.abreviacion,
  esRobot: p.esRobot,
  polizaIDRenovo: p.polizaIdRenovo,
  renuevaA: p.renuevaAId,
  caratulaUrl: p.caratulaUrl,
  caratulaArchivo: p.caratulaArchivo,
});

/**
 * GET /polizas/{id}, what it reads: the whole policy in one json column `poliza` (null when there is
 * none), with client, seller, key, vehicle, insured people and receipts in its own row, so the route
 * reads it in one statement (ApiRouter.leer). `polizaDeFila` shapes the answer.
 */
export function consultaDePoliza(knex: Knex, id: number): Knex.Raw {
  const fila = knex(polizaT.as('p'))
    .join(clienteT.as('c'), c.id, p.clienteId)
    .join(ramoT.as('r'), r.id, p.ramoId)
    .join(monedaCatalogoT.as('m'), m.id, p.monedaId)
    .join(agenteClaveT.as('k'), k.id, p.agenteClaveId)
    .join(aseguradoraT.as('a'), a.id, p.aseguradoraId)
    .leftJoin(vendedorT.as('v'), v.id, p.vendedorId)
    .where(p.id, id)
    .whereNot(p.status, 'eliminada')
    .select(
      ...COLUMNAS_DETALLE,
      correosDeCliente(knex, c.id),
      knex.raw(`(select ${d.direccion} from ${clienteDireccionT.as('d')} where ${d.clienteId} = ${c.id} order by ${d.id} limit 1) as direccion`),
      knex.raw(`to_char(${p.createdAt} at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') as fecha`),
      knex.raw(`coalesce((select json_agg(${ASEGURADO} order by ${s.orden}) from ${polizaAseguradoT.as('s')} where ${s.polizaId} = ${p.id}), '[]') as asegurados`),
      knex.raw(`(select ${VEHICULO} from ${polizaVehiculoT.as('w')} where ${w.polizaId} = ${p.id}) as vehiculo`),
      recibosDePolizaComoJson(knex, p.id),
    )
    .limit(1);
  // One row as json: its numbers, dates and json columns read as the columns themselves would (type-parsers.ts).
  return knex.raw(`(select row_to_json(x) from (?) x) as poliza`, [fila]);
}

/** The detail's answer from consultaDePoliza's column, or 404. */
export function polizaDeFila(fila: FilaPoliza | null): Poliza {
  if (!fila) throw notFound(MENSAJES_POLIZAS.noExiste);
  const moneda = { id: fila.monedaId, moneda: fila.moneda, abreviacion: fila.monedaAbreviacion };
  return {
    id: fila.id,
    status: fila.status,
    noPoliza: fila.noPoliza,
    concepto: fila.concepto,
    paquete: fila.paquete,
    ramo: { id: fila.ramoId, ramo: fila.ramoNombre, modelo: fila.ramoId },
    cliente: {
      id: fila.clienteId,
      nombres: fila.clienteNombres,
      apPat: fila.clienteApPat,
      apMat: fila.clienteApMat,
      rfc: fila.clienteRfc,
      fiscal: fila.clienteFiscal,
      esRobot: fila.clienteEsRobot,
      correos: fila.correos,
    },
    // A seller's names are required: a row with the seller has them.
    vendedor:
      fila.vendedorId !== null && fila.vendedorNombres !== null
        ? { id: fila.vendedorId, nombres: fila.vendedorNombres, apPat: fila.vendedorApPat, apMat: fila.vendedorApMat }
        : null,
    direccion: { direccion: fila.direccion },
    moneda,
    vehiculo: fila.vehiculo,
    asegurados: fila.asegurados,
    texto: fila.texto,
    prima: fila.prima,
    derecho: fila.derecho,
    recargo: fila.recargo,
    iva: fila.iva,
    total: fila.total,
    porcentajeComision: fila.porcentajeComision,
    comisiones: fila.comisiones,
    fechaVigenciaDe: fila.fechaVigenciaDe,
    fechaVigenciaA: fila.fechaVigenciaA,
    fecha: fila.fecha,
    formaPago: fila.formaPago,
    conducto: fila.conducto,
    conductoDescripcion: CONDUCTOS.find((x) => x.key === fila.conducto)?.value ?? null,
    agenteClave: { id: fila.claveId, clave: fila.clave, aseguradora: { id: fila.aseguradoraId, aseguradora: fila.aseguradora, abreviacion: fila.abreviacion, logoBco: null } },
    esRobot: fila.esRobot,
    polizaIDRenovo: fila.polizaIDRenovo,
    renuevaA: fila.renuevaA,
    caratula: fila.caratulaUrl ? { caratulaUrl: fila.caratulaUrl, filename: fila.caratulaArchivo ?? '' } : null,
    recibos: fila.recibos.map((recibo) => ({ ...recibo, moneda })),
  };
}

const s = polizaAseguradoT.de('s');
const w = polizaVehiculoT.de('w');

const ASEGURADO = comoJson<Asegurado>({
  id: s.id,
  parentesco: s.parentesco,
  nombres: s.nombres,
  apPat: s.apPat,
  apMat: s.apMat,
  fecNacimiento: s.fecNacimiento,
  rfc: s.rfc,
  genero: s.genero,
});

const VEHICULO = comoJson<Vehiculo>({
  id: w.id,
  modelo: w.modelo,
  marca: w.marca,
  tipo: w.tipo,
  amis: w.amis,
  descripcion: w.descripcion,
  noSerie: w.noSerie,
  placas: w.placas,
});
