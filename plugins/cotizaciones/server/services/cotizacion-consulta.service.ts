import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import { Aseguradora, aseguradoraT, empresaDelAgente } from '../../../catalogos/server/index.ts';
import { Cliente, clienteT } from '../../../clientes/server/index.ts';
import { Prospecto, prospectoT } from '../../../prospeccion/server/index.ts';
import type { PlanDeCotizacion } from '../models/plan-de-cotizacion.ts';
import type { AceptacionCotizacion, AseguradoraDePropuesta, Cotizacion as CotizacionApi, ItemCotizacion, PersonaCotizacion } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { ordenarPlanes } from '../../shared/planes-pago.ts';
import { CotizacionItem, cotizacionItemT } from '../models/cotizacion-item.model.ts';
import { Cotizacion, cotizacionT } from '../models/cotizacion.model.ts';

/** Reading quotations of the transaction's agent (row-level security binds it); a deleted one is a 404. */

const col = cotizacionT.col;

/** A quotation that is not deleted, for reading or changing it; 404 for another agent's or a deleted one. */
export async function cotizacionViva(trx: Knex.Transaction, id: number): Promise<Cotizacion> {
  const fila = await Cotizacion.query(trx).findById(id).whereNot(col.status, 'eliminada');
  if (!fila) throw notFound(M.noExiste);
  return fila;
}

/** For crm (registrarDueno): the log and attachments of a deleted quotation are gone with it. */
export async function cotizacionExiste(trx: Knex.Transaction, id: number): Promise<boolean> {
  return Boolean(await Cotizacion.query(trx).findById(id).whereNot(col.status, 'eliminada').select(col.id));
}

/** The insurers the proposals name, as the detail and the viewer show them. */
export async function aseguradorasPorId(trx: Knex.Transaction, ids: readonly number[]): Promise<Map<number, AseguradoraDePropuesta>> {
  const filas = ids.length ? await Aseguradora.query(trx).whereIn(aseguradoraT.col.id, [...new Set(ids)]) : [];
  return new Map(filas.map((a) => [a.id, { id: a.id, aseguradora: a.aseguradora, abreviacion: a.abreviacion, logoM: null }]));
}

/** An insurer that no longer exists (the agent deleted its own) still reads as something. */
export const aseguradoraDesconocida = (id: number): AseguradoraDePropuesta => ({ id, aseguradora: 'Aseguradora eliminada', abreviacion: '', logoM: null });

/** A template's or a proposal's plan as the API answers it, with its insurer. */
export function planComoRespuesta(f: PlanDeCotizacion, aseguradoras: ReadonlyMap<number, AseguradoraDePropuesta>) {
  return {
    aseguradoraId: f.aseguradoraId,
    aseguradora: aseguradoras.get(f.aseguradoraId) ?? aseguradoraDesconocida(f.aseguradoraId),
    plan: f.plan,
    moneda: f.moneda,
    sumaAsegurada: f.sumaAsegurada,
    deducible: f.deducible,
    coaseguro: f.coaseguro,
    topeCoaseguro: f.topeCoaseguro,
    copago: f.copago,
    caracteristicas: f.caracteristicas,
    coberturas: f.coberturas,
  };
}

/** A quotation's proposals in their order, with their insurers. */
export async function itemsDe(trx: Knex.Transaction, cotizacionId: number): Promise<ItemCotizacion[]> {
  const filas = await CotizacionItem.query(trx).where(cotizacionItemT.col.cotizacionId, cotizacionId).orderBy(cotizacionItemT.col.orden);
  const aseguradoras = await aseguradorasPorId(
    trx,
    filas.map((f) => f.aseguradoraId),
  );
  return filas.map((f) => ({
    id: f.id,
    templateId: f.templateId,
    ...planComoRespuesta(f, aseguradoras),
    planesPago: ordenarPlanes(f.planesPago),
  }));
}

const persona = (p: { nombres: string; apPat: string | null; apMat: string | null } | undefined): PersonaCotizacion | null =>
  p ? { nombres: p.nombres, apPat: p.apPat, apMat: p.apMat } : null;

/** The quotation's recipient: its client or its prospect. */
export async function destinatarioDe(trx: Knex.Transaction, c: Pick<Cotizacion, 'clienteId' | 'prospectoId'>) {
  const cliente = c.clienteId ? persona(await Cliente.query(trx).findById(c.clienteId).select(clienteT.col.nombres, clienteT.col.apPat, clienteT.col.apMat)) : null;
  const prospecto = c.prospectoId ? persona(await Prospecto.query(trx).findById(c.prospectoId).select(prospectoT.col.nombres, prospectoT.col.apPat, prospectoT.col.apMat)) : null;
  return { cliente, prospecto };
}

export function aceptacionDe(c: Cotizacion): AceptacionCotizacion | null {
  if (c.aceptadaItemId === null || !c.aceptadaFormaPago || !c.aceptadaEn) return null;
  return { itemId: c.aceptadaItemId, formaPago: c.aceptadaFormaPago, nombre: c.aceptadaNombre ?? '', fecha: c.aceptadaEn.toISOString() };
}

/** GET /cotizaciones/{id}: the whole quotation with its proposals, recipient and the agent's company profile. */
export async function cotizacionPorId(trx: Knex.Transaction, id: number): Promise<CotizacionApi> {
  const c = await cotizacionViva(trx, id);
  const { cliente, prospecto } = await destinatarioDe(trx, c);
  return {
    id: c.id,
    uuid: c.uuid,
    noCotizacion: c.noCotizacion,
    ramo: c.ramoId,
    clienteId: c.clienteId,
    prospectoId: c.prospectoId,
    cliente,
    prospecto,
    correo: c.correo,
    status: c.status,
    fecVencimiento: c.fecVencimiento,
    texto: c.texto,
    vehiculos: c.vehiculos,
    asegurados: c.asegurados,
    items: await itemsDe(trx, c.id),
    fechaEnvio: c.fechaEnvio?.toISOString() ?? null,
    fechaVista: c.fechaVista?.toISOString() ?? null,
    empresa: await empresaDelAgente(trx, c.agenteId),
    aceptacion: aceptacionDe(c),
  };
}
