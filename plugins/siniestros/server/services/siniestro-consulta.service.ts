import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import { Cliente, clienteT } from '../../../clientes/server/index.ts';
import { MENSAJES_SINIESTROS } from '../../shared/mensajes.ts';
import type { AseguradoDeSiniestro, PolizaDeSiniestro, Siniestro } from '../../shared/siniestros.ts';
import { SiniestroAsegurado, siniestroAseguradoT } from '../models/siniestro-asegurado.model.ts';
import { Siniestro as SiniestroModelo, siniestroT } from '../models/siniestro.model.ts';
import { polizaDeSiniestro } from './polizas-de-siniestro.service.ts';

/**
 * The policy's insured people today, those the claim names selected, then the people it named that
 * the policy no longer lists (an edit of the policy renumbers them): the claim keeps its copy.
 */
function aseguradosDelSiniestro(poliza: PolizaDeSiniestro, nombrados: SiniestroAsegurado[]): AseguradoDeSiniestro[] {
  const deLaPoliza = new Set(poliza.asegurados.map((a) => a.id));
  const elegidos = new Set(nombrados.map((n) => n.polizaAseguradoId));
  return [
    ...poliza.asegurados.map((a) => ({
      selected: elegidos.has(a.id),
      parentesco: a.parentesco,
      asegurado: { id: a.id, nombres: a.nombres, apPat: a.apPat, apMat: a.apMat },
    })),
    ...nombrados
      .filter((n) => n.polizaAseguradoId === null || !deLaPoliza.has(n.polizaAseguradoId))
      .map((n) => ({ selected: true, parentesco: n.parentesco, asegurado: { id: null, nombres: n.nombres, apPat: n.apPat, apMat: n.apMat } })),
  ];
}

const k = clienteT.col;

/** GET /siniestros/{id}: another agent's id is a 404 like an unknown one (row-level security). */
export async function siniestroPorId(trx: Knex.Transaction, id: number): Promise<Siniestro> {
  const s = await SiniestroModelo.query(trx).findById(id);
  if (!s) throw notFound(MENSAJES_SINIESTROS.noExiste);
  // One after another: a transaction is one connection. The claim keeps showing its policy after the policy was deleted.
  const poliza = await polizaDeSiniestro(trx, s.polizaId, true);
  const cliente = await Cliente.query(trx).findById(s.clienteId).select(k.id, k.nombres, k.apPat, k.apMat, k.rfc, k.fiscal);
  const nombrados = await SiniestroAsegurado.query(trx).where(siniestroAseguradoT.col.siniestroId, id).orderBy(siniestroAseguradoT.col.orden);
  // The composite references keep both: a missing one is a claim being deleted right now.
  if (!poliza || !cliente) throw notFound(MENSAJES_SINIESTROS.noExiste);
  return {
    id: s.id,
    noSiniestro: s.noSiniestro,
    fechaSiniestro: s.fechaSiniestro,
    fechaEstimadaResolucion: s.fechaEstimadaResolucion,
    descripcion: s.descripcion,
    status: s.status,
    poliza,
    asegurados: aseguradosDelSiniestro(poliza, nombrados),
    cliente: { id: cliente.id, nombres: cliente.nombres, apPat: cliente.apPat, apMat: cliente.apMat, rfc: cliente.rfc, fiscal: cliente.fiscal },
  };
}

/** The claim to change, locked until the request ends so two edits of its status cannot cross. */
export async function siniestroParaCambiar(trx: Knex.Transaction, id: number): Promise<SiniestroModelo> {
  const s = await SiniestroModelo.query(trx).findById(id).forUpdate();
  if (!s) throw notFound(MENSAJES_SINIESTROS.noExiste);
  return s;
}

/** Whether the id names a claim of the transaction's agent (crm's owner check). */
export async function siniestroExiste(trx: Knex.Transaction, id: number): Promise<boolean> {
  return Boolean(await SiniestroModelo.query(trx).findById(id).select(siniestroT.col.id));
}
