import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { MENSAJES_CLIENTES, type Cliente as ClienteDetalle, type ClienteDatos } from '../../shared/clientes.ts';
import { Cliente, clienteT } from '../models/cliente.model.ts';
import { contactosDe, guardarContactos } from './contactos.service.ts';
import { indiceUnicoViolado } from '../../../../core/server/db/errores.ts';

/** The agent's clients under row-level security. Every function takes the request's transaction. */

const col = clienteT.col;

/** The detail, soft-deleted clients included (policies still link to them). */
export async function clientePorId(trx: Knex.Transaction, id: number): Promise<ClienteDetalle> {
  const c = await Cliente.query(trx).findById(id);
  if (!c) throw notFound(MENSAJES_CLIENTES.noExiste);
  const { status, fiscal, nombres, apPat, apMat, alias, fecNacimiento, fecRegistro, rfc, sexo, edoCivil, esRobot } = c;
  return { id, status, fiscal, nombres, apPat, apMat, alias, fecNacimiento, fecRegistro, rfc, sexo, edoCivil, esRobot, ...(await contactosDe(trx, id)) };
}

/** For other plugins (policies): the id names a client of the bound agent that was not deleted. */
export async function clienteVisible(trx: Knex.Transaction, id: number): Promise<boolean> {
  return Boolean(await Cliente.query(trx).findById(id).whereNot(col.status, 'eliminado').select(col.id));
}

/** Edit and delete only while activo (spec 02 §4). */
async function clienteActivo(trx: Knex.Transaction, id: number, mensaje: string): Promise<void> {
  const c = await Cliente.query(trx).findById(id).select(col.status);
  if (!c) throw notFound(MENSAJES_CLIENTES.noExiste);
  if (c.status !== 'activo') throw badRequest(mensaje);
}

/** A repeated RFC hits the partial unique index (generic RFCs and deleted clients excepted). */
async function conRfcUnico<T>(rfc: string, escribir: () => PromiseLike<T>): Promise<T> {
  try {
    return await escribir();
  } catch (err) {
    // Named by its field, so the form shows it at the RFC (and an integrator knows which field).
    if (indiceUnicoViolado(err) === 'clientes_rfc_uq') throw badRequest(MENSAJES_CLIENTES.rfcRepetido(rfc), { errors: { rfc: MENSAJES_CLIENTES.rfcRepetido(rfc) } });
    throw err;
  }
}

/** The columns of one personalidad; the other's are cleared so a client switched fisica↔moral keeps no stale data. */
function campos(d: ClienteDatos) {
  const fisica = d.fiscal === 'fisica';
  return {
    fiscal: d.fiscal,
    nombres: d.nombres,
    alias: d.alias,
    rfc: d.rfc,
    apPat: fisica ? d.apPat : null,
    apMat: fisica ? d.apMat : null,
    fecNacimiento: fisica ? (d.fecNacimiento ?? null) : null,
    edoCivil: fisica ? (d.edoCivil ?? null) : null,
    sexo: fisica ? d.sexo : null,
    fecRegistro: fisica ? null : d.fecRegistro,
    // The user completed the record the portal sync left incomplete.
    esRobot: false,
  };
}

/** Creates the client, or updates it when datos.id is set; returns its id. */
export async function guardarCliente(trx: Knex.Transaction, agenteId: number, datos: ClienteDatos): Promise<number> {
  let id = datos.id ?? null;
  if (id) {
    await clienteActivo(trx, id, MENSAJES_CLIENTES.noActivoNoSeEdita);
    const clienteId = id;
    await conRfcUnico(datos.rfc, () =>
      Cliente.query(trx)
        .findById(clienteId)
        .patch({ ...campos(datos), updatedAt: trx.fn.now() }),
    );
  } else {
    const creado = await conRfcUnico(datos.rfc, () => Cliente.query(trx).insert({ ...campos(datos), agenteId }));
    id = creado.id;
  }
  await guardarContactos(trx, agenteId, id, datos);
  return id;
}

/** A soft delete (docs/adr/012-clientes-borrado.md): the client leaves lists but policies keep it. */
export async function eliminarCliente(trx: Knex.Transaction, id: number): Promise<void> {
  await clienteActivo(trx, id, MENSAJES_CLIENTES.noActivoNoSeElimina);
  await Cliente.query(trx).findById(id).patch({ status: 'eliminado', updatedAt: trx.fn.now() });
}
