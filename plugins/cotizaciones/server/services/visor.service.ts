import type { Knex } from 'knex';
import { withSystemScope } from '../../../../core/server/db/tenancy.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { empresaDelAgente } from '../../../catalogos/server/index.ts';
import { STATUS_ACEPTABLES } from '../../shared/estatus.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import type { CotizacionPublica, EmpresaPublica } from '../../shared/visor.ts';
import { Cotizacion, cotizacionT } from '../models/cotizacion.model.ts';
import { aceptacionDe, destinatarioDe, itemsDe } from './cotizacion-consulta.service.ts';

/**
 * The public viewer's side (GET /cotizaciones/uuid/{uuid}, no token). A wrong uuid, a malformed one
 * and a deleted quotation get the same 404, so the answer reveals nothing about which uuids exist.
 */

const col = cotizacionT.col;

/** Any RFC 4122 textual uuid; ours are v4 (crypto.randomUUID). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const noExiste = () => notFound(M.noExiste);

/**
 * The agent a live quotation's uuid belongs to. Only this lookup runs in system scope (the caller
 * has no agent yet); everything else then runs bound to that agent.
 */
export async function agenteDeUuid(knex: Knex, uuid: string | undefined): Promise<number> {
  if (!uuid || !UUID.test(uuid)) throw noExiste();
  const fila = await withSystemScope(knex, async (trx) => Cotizacion.query(trx).where(col.uuid, uuid.toLowerCase()).whereNot(col.status, 'eliminada').select(col.agenteId).first());
  if (!fila) throw noExiste();
  return fila.agenteId;
}

/** The live quotation of this uuid in the agent's transaction; `bloquear` holds its row until commit. */
export async function cotizacionDeUuid(trx: Knex.Transaction, uuid: string, bloquear = false): Promise<Cotizacion> {
  const q = Cotizacion.query(trx).where(col.uuid, uuid.toLowerCase()).whereNot(col.status, 'eliminada').first();
  const fila = await (bloquear ? q.forUpdate() : q);
  if (!fila) throw noExiste();
  return fila;
}

/**
 * Stamps fechaVista on the first view only: the condition in the UPDATE decides, so two first views
 * at once record one time.
 */
export async function registrarVista(trx: Knex.Transaction, id: number): Promise<void> {
  await Cotizacion.query(trx).findById(id).whereNull(col.fechaVista).patch({ fechaVista: new Date() });
}

/** Whether the client may accept now; the refusal's message otherwise. */
export function motivoParaNoAceptar(c: Cotizacion, hoy = hoyEnMexico()): string | null {
  if (c.aceptadaEn) return M.yaAceptada;
  if (!STATUS_ACEPTABLES.includes(c.status)) return M.noAceptable(c.status);
  if (c.fecVencimiento < hoy) return M.vencida;
  return null;
}

function empresaPublica(empresa: Awaited<ReturnType<typeof empresaDelAgente>>): EmpresaPublica | null {
  if (empresa.id === null) return null;
  const { id: _id, ...publica } = empresa;
  return publica;
}

/** Only what the viewer shows: no ids of other records, no recipient e-mail, no agent data beyond the company profile. */
export async function cotizacionPublica(trx: Knex.Transaction, c: Cotizacion): Promise<CotizacionPublica> {
  const { cliente, prospecto } = await destinatarioDe(trx, c);
  const items = await itemsDe(trx, c.id);
  const hoy = hoyEnMexico();
  return {
    uuid: c.uuid,
    noCotizacion: c.noCotizacion,
    ramo: c.ramoId,
    destinatario: cliente ?? prospecto ?? { nombres: '', apPat: null, apMat: null },
    fecVencimiento: c.fecVencimiento,
    texto: c.texto,
    vehiculos: c.vehiculos.map((v) => ({ descripcion: v.descripcion, modelo: v.modelo })),
    asegurados: c.asegurados.map((a) => ({ nombre: a.nombre, parentesco: a.parentesco, genero: a.genero, fecNacimiento: a.fecNacimiento, edad: a.edad })),
    items: items.map((i) => ({
      id: i.id,
      aseguradora: { aseguradora: i.aseguradora.aseguradora, abreviacion: i.aseguradora.abreviacion, logoM: i.aseguradora.logoM },
      plan: i.plan,
      moneda: i.moneda,
      sumaAsegurada: i.sumaAsegurada,
      deducible: i.deducible,
      coaseguro: i.coaseguro,
      topeCoaseguro: i.topeCoaseguro,
      copago: i.copago,
      caracteristicas: i.caracteristicas,
      coberturas: i.coberturas,
      planesPago: i.planesPago,
    })),
    empresa: empresaPublica(await empresaDelAgente(trx, c.agenteId)),
    vencida: c.fecVencimiento < hoy,
    aceptable: motivoParaNoAceptar(c, hoy) === null,
    aceptacion: aceptacionDe(c),
  };
}
