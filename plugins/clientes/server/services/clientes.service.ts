import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { MENSAJES_CLIENTES, type Cliente, type ClienteDatos } from '../../shared/clientes.ts';
import { contactosDe, guardarContactos } from './contactos.service.ts';

/** The agent's clients under row-level security. Every function takes the request's transaction. */

const COLUMNAS = [
  'c.id', 'c.status', 'c.fiscal', 'c.nombres', 'c.ap_pat as apPat', 'c.ap_mat as apMat', 'c.alias',
  'c.fec_nacimiento as fecNacimiento', 'c.fec_registro as fecRegistro', 'c.rfc', 'c.sexo', 'c.edo_civil as edoCivil', 'c.es_robot as esRobot',
];

export function clientes(trx: Knex.Transaction) {
  return trx('clientes as c');
}

/** The detail, soft-deleted clients included (policies still link to them). */
export async function clientePorId(trx: Knex.Transaction, id: number): Promise<Cliente> {
  const row = await clientes(trx).where('c.id', id).first(COLUMNAS);
  if (!row) throw notFound(MENSAJES_CLIENTES.noExiste);
  return { ...row, ...(await contactosDe(trx, id)) };
}

/** For other plugins (policies): the id names a client of the bound agent that was not deleted. */
export async function clienteVisible(trx: Knex.Transaction, id: number): Promise<boolean> {
  return Boolean(await clientes(trx).where('c.id', id).whereNot('c.status', 'eliminado').first('c.id'));
}

/** Edit and delete only while activo (spec 02 §4). */
async function clienteActivo(trx: Knex.Transaction, id: number, mensaje: string): Promise<void> {
  const row = await clientes(trx).where('c.id', id).first('c.status');
  if (!row) throw notFound(MENSAJES_CLIENTES.noExiste);
  if (row.status !== 'activo') throw badRequest(mensaje);
}

/** A repeated RFC hits the partial unique index (generic RFCs and deleted clients excepted). */
async function conRfcUnico<T>(rfc: string, escribir: () => Promise<T>): Promise<T> {
  try {
    return await escribir();
  } catch (err) {
    const { code, constraint } = (err ?? {}) as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'clientes_rfc_uq') throw badRequest(MENSAJES_CLIENTES.rfcRepetido(rfc));
    throw err;
  }
}

/** The columns of one personalidad; the other's are cleared so a client switched fisica↔moral keeps no stale data. */
function fila(d: ClienteDatos) {
  const fisica = d.fiscal === 'fisica';
  return {
    fiscal: d.fiscal,
    nombres: d.nombres,
    alias: d.alias,
    rfc: d.rfc,
    ap_pat: fisica ? d.apPat : null,
    ap_mat: fisica ? d.apMat : null,
    fec_nacimiento: fisica ? d.fecNacimiento ?? null : null,
    edo_civil: fisica ? d.edoCivil ?? null : null,
    sexo: fisica ? d.sexo : null,
    fec_registro: fisica ? null : d.fecRegistro,
    // The user completed the record the portal sync left incomplete.
    es_robot: false,
  };
}

/** Creates the client, or updates it when datos.id is set; returns its id. */
export async function guardarCliente(trx: Knex.Transaction, agenteId: number, datos: ClienteDatos): Promise<number> {
  let id = datos.id ?? null;
  if (id) {
    await clienteActivo(trx, id, MENSAJES_CLIENTES.noActivoNoSeEdita);
    const clienteId = id;
    await conRfcUnico(datos.rfc, () => clientes(trx).where('c.id', clienteId).update({ ...fila(datos), updated_at: trx.fn.now() }));
  } else {
    const [row] = await conRfcUnico(datos.rfc, () => trx('clientes').insert({ ...fila(datos), agente_id: agenteId }).returning('id'));
    id = row.id as number;
  }
  await guardarContactos(trx, agenteId, id, datos);
  return id;
}

/** A soft delete (docs/adr/012-clientes-borrado.md): the client leaves lists but policies keep it. */
export async function eliminarCliente(trx: Knex.Transaction, id: number): Promise<void> {
  await clienteActivo(trx, id, MENSAJES_CLIENTES.noActivoNoSeElimina);
  await clientes(trx).where('c.id', id).update({ status: 'eliminado', updated_at: trx.fn.now() });
}
