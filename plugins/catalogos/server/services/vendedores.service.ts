import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { defineListSpec } from '../../../../core/shared/list-query.ts';
import { COLUMNAS_RESUMEN, MENSAJES_VENDEDORES, SEXOS, STATUS_VENDEDOR, type Vendedor as VendedorDetalle, type VendedorDatos } from '../../shared/vendedores.ts';
import { Vendedor, vendedorT } from '../models/vendedor.model.ts';
import { indiceUnicoViolado } from '../../../../core/server/db/errores.ts';

/** Sellers of the agent under row-level security. Every function takes the request's transaction. */

const v = vendedorT.de('v');

const DETALLE = ['id', 'nombres', 'apPat', 'apMat', 'sexo', 'rfc', 'correo', 'telefono', 'status'] as const satisfies readonly (keyof VendedorDetalle)[];

export const COLUMNAS_VENDEDOR = vendedorT.sel('v', ...DETALLE);
export const COLUMNAS_VENDEDOR_RESUMEN = vendedorT.sel('v', ...COLUMNAS_RESUMEN);

export function vendedores(trx: Knex.Transaction) {
  return trx(vendedorT.as('v'));
}

const resumenListFields = {
  id: { type: 'integer', column: v.id, sortable: true },
  nombres: { type: 'text', column: v.nombres, sortable: true },
  apPat: { type: 'text', column: v.apPat, sortable: true },
  apMat: { type: 'text', column: v.apMat, sortable: true },
  nombre: { type: 'text', sql: `${v.nombres} || ' ' || ${v.apPat} || ' ' || ${v.apMat}`, sortable: true },
  status: { type: 'enum', column: v.status, values: STATUS_VENDEDOR, sortable: true },
} as const;

const LISTA = { defaultOrder: 'nombres asc', defaultSize: 10, tiebreaker: v.id } as const;

/** GET /vendedores for a user without VENDEDORES_R: filters on the summary only. */
export const vendedoresResumenListSpec = defineListSpec({ fields: resumenListFields, ...LISTA });

/** GET /vendedores: the list (nombres[cn]), the autocomplete (nombre[cn], size 20) and selectors (size 99999). */
export const vendedoresListSpec = defineListSpec({
  fields: {
    ...resumenListFields,
    rfc: { type: 'text', column: v.rfc, sortable: true },
    correo: { type: 'text', column: v.correo, sortable: true },
    telefono: { type: 'text', column: v.telefono, ops: ['eq', 'cn'] },
    sexo: { type: 'enum', column: v.sexo, values: SEXOS },
  },
  ...LISTA,
});

export async function vendedorPorId(trx: Knex.Transaction, id: number): Promise<VendedorDetalle> {
  const vendedor = await Vendedor.query(trx)
    .findById(id)
    .select(DETALLE.map((p) => vendedorT.col[p]));
  if (!vendedor) throw notFound(MENSAJES_VENDEDORES.noExiste);
  return vendedor;
}

/** Edit and delete only while activo (spec 03 §2). */
async function vendedorActivo(trx: Knex.Transaction, id: number, mensaje: string): Promise<void> {
  if ((await vendedorPorId(trx, id)).status !== 'activo') throw badRequest(mensaje);
}

/** RFC and e-mail are unique among the agent's active sellers (partial unique indexes). */
async function conUnicos<T>(datos: VendedorDatos, escribir: () => PromiseLike<T>): Promise<T> {
  try {
    return await escribir();
  } catch (err) {
    const indice = indiceUnicoViolado(err);
    if (indice === 'vendedores_rfc_uq') throw badRequest(MENSAJES_VENDEDORES.rfcRepetido(datos.rfc));
    if (indice === 'vendedores_correo_uq') throw badRequest(MENSAJES_VENDEDORES.correoRepetido(datos.correo));
    throw err;
  }
}

/** Creates the seller, or updates it when datos.id is set; returns its id. */
export async function guardarVendedor(trx: Knex.Transaction, agenteId: number, entrada: VendedorDatos): Promise<number> {
  const datos = { ...entrada, rfc: entrada.rfc.toUpperCase() };
  const { nombres, apPat, apMat, sexo, rfc, correo, telefono } = datos;
  const campos = { nombres, apPat, apMat, sexo, rfc, correo, telefono };
  const id = datos.id;
  if (id) {
    await vendedorActivo(trx, id, MENSAJES_VENDEDORES.inactivoNoSeEdita);
    await conUnicos(datos, () =>
      Vendedor.query(trx)
        .findById(id)
        .patch({ ...campos, updatedAt: trx.fn.now() }),
    );
    return id;
  }
  const creado = await conUnicos(datos, () => Vendedor.query(trx).insert({ ...campos, agenteId }));
  return creado.id;
}

/**
 * Deleting makes the seller inactivo: policies and tasks keep naming him, and he can no longer be
 * edited or deleted (spec 03 §2).
 */
export async function eliminarVendedor(trx: Knex.Transaction, id: number): Promise<void> {
  await vendedorActivo(trx, id, MENSAJES_VENDEDORES.inactivoNoSeElimina);
  await Vendedor.query(trx).findById(id).patch({ status: 'inactivo', updatedAt: trx.fn.now() });
}
