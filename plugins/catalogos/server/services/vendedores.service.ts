import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { COLUMNAS_RESUMEN, MENSAJES_VENDEDORES, type Vendedor, type VendedorDatos } from '../../shared/vendedores.ts';

/** Sellers of the agent under row-level security. Every function takes the request's transaction. */

const COLUMNA: Record<keyof Vendedor, string> = {
  id: 'v.id',
  nombres: 'v.nombres',
  apPat: 'v.ap_pat as apPat',
  apMat: 'v.ap_mat as apMat',
  sexo: 'v.sexo',
  rfc: 'v.rfc',
  correo: 'v.correo',
  telefono: 'v.telefono',
  status: 'v.status',
};

export const COLUMNAS_VENDEDOR = Object.values(COLUMNA);
export const COLUMNAS_VENDEDOR_RESUMEN = COLUMNAS_RESUMEN.map((c) => COLUMNA[c]);

export function vendedores(trx: Knex.Transaction) {
  return trx('vendedores as v');
}

export async function vendedorPorId(trx: Knex.Transaction, id: number): Promise<Vendedor> {
  const row = await vendedores(trx).where('v.id', id).first(COLUMNAS_VENDEDOR);
  if (!row) throw notFound(MENSAJES_VENDEDORES.noExiste);
  return row;
}

/** Edit and delete only while activo (spec 03 §2). */
async function vendedorActivo(trx: Knex.Transaction, id: number, mensaje: string): Promise<void> {
  if ((await vendedorPorId(trx, id)).status !== 'activo') throw badRequest(mensaje);
}

/** RFC and e-mail are unique among the agent's active sellers (partial unique indexes). */
async function conUnicos<T>(datos: VendedorDatos, escribir: () => Promise<T>): Promise<T> {
  try {
    return await escribir();
  } catch (err) {
    const { code, constraint } = (err ?? {}) as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'vendedores_rfc_uq') throw badRequest(MENSAJES_VENDEDORES.rfcRepetido(datos.rfc));
    if (code === '23505' && constraint === 'vendedores_correo_uq') throw badRequest(MENSAJES_VENDEDORES.correoRepetido(datos.correo));
    throw err;
  }
}

/** Creates the seller, or updates it when datos.id is set; returns its id. */
export async function guardarVendedor(trx: Knex.Transaction, agenteId: number, entrada: VendedorDatos): Promise<number> {
  const datos = { ...entrada, rfc: entrada.rfc.toUpperCase() };
  const fila = { nombres: datos.nombres, ap_pat: datos.apPat, ap_mat: datos.apMat, sexo: datos.sexo, rfc: datos.rfc, correo: datos.correo, telefono: datos.telefono };
  const id = datos.id;
  if (id) {
    await vendedorActivo(trx, id, MENSAJES_VENDEDORES.inactivoNoSeEdita);
    await conUnicos(datos, () => vendedores(trx).where('v.id', id).update({ ...fila, updated_at: trx.fn.now() }));
    return id;
  }
  const [row] = await conUnicos(datos, () => trx('vendedores').insert({ ...fila, agente_id: agenteId }).returning('id'));
  return row.id;
}

/**
 * Deleting makes the seller inactivo: policies and tasks keep naming him, and he can no longer be
 * edited or deleted (spec 03 §2).
 */
export async function eliminarVendedor(trx: Knex.Transaction, id: number): Promise<void> {
  await vendedorActivo(trx, id, MENSAJES_VENDEDORES.inactivoNoSeElimina);
  await vendedores(trx).where('v.id', id).update({ status: 'inactivo', updated_at: trx.fn.now() });
}
