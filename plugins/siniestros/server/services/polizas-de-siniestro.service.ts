import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { Aseguradora, aseguradoraT } from '../../../catalogos/server/index.ts';
import type { RamoId, StatusPoliza } from '../../../catalogos/shared/catalogos.ts';
import { Poliza, polizaAseguradoT, polizaT } from '../../../polizas/server/index.ts';
import { MAXIMO_POLIZAS_OFRECIDAS, type PolizaDeSiniestro } from '../../shared/siniestros.ts';

/**
 * The policies a claim names, read through what polizas publishes (its Poliza model and relations)
 * under row-level security: the form's choices, the policy a save names and the claim's detail.
 * Deleted policies (status eliminada) are never offered nor accepted; a claim keeps showing its own.
 */

/**
 * The relations to load, one query each and one after another: a transaction is one connection, and
 * a graph fetch would send its relations' queries at once (pg refuses concurrent queries on a client).
 */
const RELACIONES = ['cliente', 'clave', 'vehiculo', 'asegurados(porOrden)'];

async function leer(trx: Knex.Transaction, filtrar: (q: QueryBuilder<Poliza>) => void): Promise<PolizaDeSiniestro[]> {
  const q = Poliza.query(trx);
  filtrar(q);
  let polizas = await q;
  for (const relacion of RELACIONES) {
    polizas = await Poliza.fetchGraph(polizas, relacion, { transaction: trx }).modifiers({ porOrden: (a) => a.orderBy(polizaAseguradoT.col.orden) });
  }
  const ids = [...new Set(polizas.map((p) => p.aseguradoraId))];
  const aseguradoras = ids.length ? await Aseguradora.query(trx).whereIn(aseguradoraT.col.id, ids) : [];
  const abreviacion = new Map(aseguradoras.map((a) => [a.id, a.abreviacion]));
  return polizas.map((p) => aPolizaDeSiniestro(p, abreviacion.get(p.aseguradoraId) ?? ''));
}

type PolizaLeida = Poliza & {
  cliente?: { id: number; nombres: string; apPat: string | null; apMat: string | null };
  clave?: { clave: string };
  vehiculo?: { marca: string | null; tipo: string | null; modelo: number; placas: string | null; descripcion: string } | null;
  asegurados?: { id: number; parentesco: string; nombres: string; apPat: string; apMat: string | null }[];
};

function aPolizaDeSiniestro(p: PolizaLeida, abreviacion: string): PolizaDeSiniestro {
  const { cliente, clave, vehiculo, asegurados = [] } = p;
  return {
    id: p.id,
    noPoliza: p.noPoliza,
    ramo: p.ramoId as RamoId,
    concepto: p.concepto,
    status: p.status as StatusPoliza,
    fechaVigenciaDe: p.fechaVigenciaDe,
    fechaVigenciaA: p.fechaVigenciaA,
    texto: p.texto,
    vehiculo: vehiculo ? { marca: vehiculo.marca, tipo: vehiculo.tipo, modelo: vehiculo.modelo, placas: vehiculo.placas, descripcion: vehiculo.descripcion } : null,
    cliente: { id: cliente?.id ?? p.clienteId, nombres: cliente?.nombres ?? '', apPat: cliente?.apPat ?? null, apMat: cliente?.apMat ?? null },
    agenteClave: { clave: clave?.clave ?? '', aseguradora: { abreviacion } },
    asegurados: asegurados.map((a) => ({ id: a.id, parentesco: a.parentesco, nombres: a.nombres, apPat: a.apPat, apMat: a.apMat })),
  };
}

/** The form's choices (spec 03 §5, §9): the client's vigentes, up to 50, soonest to end first. */
export function polizasVigentesDelCliente(trx: Knex.Transaction, clienteId: number): Promise<PolizaDeSiniestro[]> {
  const c = polizaT.col;
  return leer(trx, (q) => q.where(c.clienteId, clienteId).where(c.status, 'vigente').orderBy(c.fechaVigenciaA).orderBy(c.id).limit(MAXIMO_POLIZAS_OFRECIDAS));
}

/**
 * One policy of the caller's agent; undefined for any other id, and for a deleted one unless
 * `conEliminada` (the detail of a claim whose policy was deleted afterwards).
 */
export async function polizaDeSiniestro(trx: Knex.Transaction, id: number, conEliminada = false): Promise<PolizaDeSiniestro | undefined> {
  const [poliza] = await leer(trx, (q) => (conEliminada ? q.where(polizaT.col.id, id) : q.where(polizaT.col.id, id).whereNot(polizaT.col.status, 'eliminada')));
  return poliza;
}
