import type { Knex } from 'knex';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { applyListQuery, type CountCache, type RawListQuery } from '../../../../core/server/list-query/index.ts';
import type { ListPage } from '../../../../core/shared/envelope.ts';
import { CONDUCTOS } from '../../../catalogos/shared/catalogos.ts';
import { MENSAJES_POLIZAS, type Asegurado, type Poliza, type PolizaItem, type Vehiculo } from '../../shared/polizas.ts';
import { correosDeCliente, correosDeClientes } from './correos-cliente.ts';
import { polizasListSpec } from './listas.ts';
import { aseguradoraUnica } from './aseguradora-unica.ts';
import { totalRecordado } from './conteos.ts';
import { recibosDePoliza } from './recibos-consulta.ts';

/** Reads of policies under row-level security; every function takes the request's transaction. */

/**
 * Every policy of the agent except deleted ones, with what a list row shows. Client, insurer and
 * currency always exist (the references say so), so left joins give the same rows and, unlike inner
 * ones, the planner drops them from the list's count(*), which then reads policies alone. A search
 * on the client's name or the insurer (a LIKE, strict in the joined column) makes the planner turn
 * that join back into an inner one and filter before joining (docs/adr/019-listas-a-escala.md).
 */
function polizasVisibles(trx: Knex.Transaction): Knex.QueryBuilder {
  return trx('polizas as p')
    .leftJoin('clientes as c', 'c.id', 'p.cliente_id')
    .leftJoin(aseguradoraUnica(trx), 'a.id', 'p.aseguradora_id')
    .leftJoin('monedas_catalogo as m', 'm.id', 'p.moneda_id')
    .where(delAgente(trx, 'p.agente_id'))
    .whereNot('p.status', 'eliminada');
}

const COLUMNAS_ITEM = [
  'p.id',
  'p.id as polizaId',
  'c.id as clienteId',
  'c.nombres',
  'c.ap_pat as apPat',
  'c.ap_mat as apMat',
  'p.ramo_id as ramo',
  'p.no_poliza as noPoliza',
  'p.concepto',
  'p.es_robot as esRobot',
  'a.aseguradora',
  'a.abreviacion as aseguradoraAbre',
  'p.total',
  'm.abreviacion as moneda',
  'p.status',
  'p.forma_pago as formaPago',
  'p.fecha_vigencia_de as fechaVigenciaDe',
  'p.fecha_vigencia_a as fechaVigenciaA',
  'p.poliza_id_renovo as polizaIDRenovo',
];

type FilaItem = Omit<PolizaItem, 'cliente'> & { clienteId: number };

/**
 * GET /polizas: a page of the list (filters of polizasListSpec), each item with its client's
 * e-mails under `cliente` as the spec's list item has them.
 */
export async function paginaDePolizas(trx: Knex.Transaction, query: RawListQuery, conteos?: CountCache): Promise<ListPage<PolizaItem>> {
  const total = await totalRecordado(trx, conteos, 'polizas');
  const pagina = await applyListQuery<FilaItem>(polizasVisibles(trx).select(...COLUMNAS_ITEM), polizasListSpec, query, total);
  const correos = await correosDeClientes(trx, pagina.items.map((f) => f.clienteId));
  return { ...pagina, items: pagina.items.map((f) => ({ ...f, cliente: { correos: correos(f.clienteId) } })) };
}

/** The detail's own row: the policy's plain columns as they are, its related records flattened. */
type FilaPoliza = Pick<
  Poliza,
  | 'id' | 'status' | 'noPoliza' | 'concepto' | 'paquete' | 'texto' | 'prima' | 'derecho' | 'recargo' | 'iva' | 'total'
  | 'porcentajeComision' | 'comisiones' | 'fechaVigenciaDe' | 'fechaVigenciaA' | 'fecha' | 'formaPago' | 'conducto'
  | 'esRobot' | 'polizaIDRenovo' | 'renuevaA'
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
};

/** GET /polizas/{id}: the whole policy with client, seller, key, vehicle, insured people and receipts. */
export async function polizaPorId(trx: Knex.Transaction, id: number): Promise<Poliza> {
  const fila: FilaPoliza | undefined = await trx('polizas as p')
    .join('clientes as c', 'c.id', 'p.cliente_id')
    .join('ramos as r', 'r.id', 'p.ramo_id')
    .join('monedas_catalogo as m', 'm.id', 'p.moneda_id')
    .join('agente_claves as k', 'k.id', 'p.agente_clave_id')
    .join('aseguradoras as a', 'a.id', 'p.aseguradora_id')
    .leftJoin('vendedores as v', 'v.id', 'p.vendedor_id')
    .where('p.id', id)
    .whereNot('p.status', 'eliminada')
    .first(
      'p.id', 'p.status', 'p.no_poliza as noPoliza', 'p.concepto', 'p.paquete', 'p.ramo_id as ramoId', 'r.nombre as ramoNombre',
      'c.id as clienteId', 'c.nombres as clienteNombres', 'c.ap_pat as clienteApPat', 'c.ap_mat as clienteApMat', 'c.rfc as clienteRfc',
      'c.fiscal as clienteFiscal', 'c.es_robot as clienteEsRobot', correosDeCliente(trx, 'c.id'),
      trx.raw(`(select d.direccion from clientes_direcciones d where d.cliente_id = c.id order by d.id limit 1) as direccion`),
      'v.id as vendedorId', 'v.nombres as vendedorNombres', 'v.ap_pat as vendedorApPat', 'v.ap_mat as vendedorApMat',
      'm.id as monedaId', 'm.moneda', 'm.abreviacion as monedaAbreviacion', 'p.texto',
      'p.prima', 'p.derecho', 'p.recargo', 'p.iva', 'p.total', 'p.porcentaje_comision as porcentajeComision', 'p.comision as comisiones',
      'p.fecha_vigencia_de as fechaVigenciaDe', 'p.fecha_vigencia_a as fechaVigenciaA',
      trx.raw(`to_char(p.created_at at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') as fecha`),
      'p.forma_pago as formaPago', 'p.conducto', 'k.id as claveId', 'k.clave', 'a.id as aseguradoraId', 'a.aseguradora', 'a.abreviacion',
      'p.es_robot as esRobot', 'p.poliza_id_renovo as polizaIDRenovo', 'p.renueva_a_id as renuevaA',
      'p.caratula_url as caratulaUrl', 'p.caratula_archivo as caratulaArchivo',
    );
  if (!fila) throw notFound(MENSAJES_POLIZAS.noExiste);
  const moneda = { id: fila.monedaId, moneda: fila.moneda, abreviacion: fila.monedaAbreviacion };
  // One after another: a transaction is one connection, which runs one query at a time.
  const asegurados = await aseguradosDe(trx, id);
  const vehiculo = await vehiculoDe(trx, id);
  const recibos = await recibosDePoliza(trx, id, moneda);
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
    vendedor: fila.vendedorId ? { id: fila.vendedorId, nombres: fila.vendedorNombres!, apPat: fila.vendedorApPat, apMat: fila.vendedorApMat } : null,
    direccion: { direccion: fila.direccion },
    moneda,
    vehiculo,
    asegurados,
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
    conductoDescripcion: CONDUCTOS.find((c) => c.key === fila.conducto)?.value ?? null,
    agenteClave: { id: fila.claveId, clave: fila.clave, aseguradora: { id: fila.aseguradoraId, aseguradora: fila.aseguradora, abreviacion: fila.abreviacion, logoBco: null } },
    esRobot: fila.esRobot,
    polizaIDRenovo: fila.polizaIDRenovo,
    renuevaA: fila.renuevaA,
    caratula: fila.caratulaUrl ? { caratulaUrl: fila.caratulaUrl, filename: fila.caratulaArchivo ?? '' } : null,
    recibos,
  };
}

function aseguradosDe(trx: Knex.Transaction, polizaId: number): Promise<Asegurado[]> {
  return trx('poliza_asegurados')
    .where('poliza_id', polizaId)
    .orderBy('orden')
    .select('id', 'parentesco', 'nombres', 'ap_pat as apPat', 'ap_mat as apMat', 'fec_nacimiento as fecNacimiento', 'rfc', 'genero');
}

async function vehiculoDe(trx: Knex.Transaction, polizaId: number): Promise<Vehiculo | null> {
  const v = await trx('poliza_vehiculos')
    .where('poliza_id', polizaId)
    .first('id', 'modelo', 'marca', 'tipo', 'amis', 'descripcion', 'no_serie as noSerie', 'placas');
  return v ?? null;
}
