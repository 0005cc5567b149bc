import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { aseguradoraVisible } from '../../../catalogos/server/index.ts';
import { clienteVisible } from '../../../clientes/server/index.ts';
import { crearRegistro, type Escritor } from '../../../crm/server/index.ts';
import { Prospecto, prospectoT } from '../../../prospeccion/server/index.ts';
import { DUENO_COTIZACION, type CotizacionDatos, type ItemCotizacionDatos, type StatusCotizacion } from '../../shared/cotizaciones.ts';
import { puedePasar, STATUS_INICIAL, TRANSICIONES } from '../../shared/estatus.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { calcularPlanPago } from '../../shared/planes-pago.ts';
import { cotizacionFolioT } from '../models/cotizacion-folio.model.ts';
import { CotizacionItem, cotizacionItemT } from '../models/cotizacion-item.model.ts';
import { CotizacionTemplate, cotizacionTemplateT } from '../models/cotizacion-template.model.ts';
import { Cotizacion, cotizacionT } from '../models/cotizacion.model.ts';
import { cotizacionViva } from './cotizacion-consulta.service.ts';
import { revisarMonedas } from './monedas.service.ts';

/** Saving and deleting quotations (spec 03 §7; docs/adr/033-cotizaciones.md), in the request's transaction. */

/** A refusal of one field: the message, and the field the form shows it under. */
const rechazo = (campo: string, mensaje: string) => badRequest(mensaje, { errors: { [campo]: mensaje } });

function revisarStatus(actual: StatusCotizacion | null, nuevo: StatusCotizacion): void {
  if (actual === null && nuevo !== STATUS_INICIAL) throw rechazo('status', M.statusInicial);
  if (actual !== null && !puedePasar(actual, nuevo)) throw rechazo('status', M.transicion(actual, nuevo, TRANSICIONES[actual]));
}

/** The recipient is one of the agent's clients or prospects; keeping the quotation's own is always allowed. */
async function revisarDestinatario(trx: Knex.Transaction, datos: CotizacionDatos, actual: Cotizacion | null): Promise<void> {
  if (datos.clienteId !== null && datos.clienteId !== actual?.clienteId && !(await clienteVisible(trx, datos.clienteId))) throw notFound(M.clienteNoExiste);
  if (datos.prospectoId !== null && datos.prospectoId !== actual?.prospectoId) {
    const prospecto = await Prospecto.query(trx).findById(datos.prospectoId).select(prospectoT.col.id);
    if (!prospecto) throw notFound(M.prospectoNoExiste);
  }
}

/** Each proposal's insurer is one the agent may use, its currency one the agent configured, its template (if any) the agent's and of the same ramo. */
async function revisarItems(trx: Knex.Transaction, agenteId: number, datos: CotizacionDatos): Promise<void> {
  await revisarMonedas(
    trx,
    agenteId,
    datos.items.map((item, n) => ({ campo: `items.${n}.moneda`, moneda: item.moneda })),
  );
  for (const [n, item] of datos.items.entries()) {
    if (!(await aseguradoraVisible(trx, item.aseguradoraId))) throw rechazo(`items.${n}.aseguradoraId`, M.aseguradoraNoExiste);
    if (item.templateId === null) continue;
    const template = await CotizacionTemplate.query(trx).findById(item.templateId).select(cotizacionTemplateT.col.ramoId);
    if (!template) throw rechazo(`items.${n}.templateId`, M.templateNoExiste);
    if (template.ramoId !== datos.ramo) throw rechazo(`items.${n}.templateId`, M.templateDeOtroRamo);
  }
}

const columnasItem = (item: ItemCotizacionDatos, orden: number) => ({
  orden,
  templateId: item.templateId,
  aseguradoraId: item.aseguradoraId,
  plan: item.plan,
  moneda: item.moneda,
  sumaAsegurada: item.sumaAsegurada,
  deducible: item.deducible,
  coaseguro: item.coaseguro,
  topeCoaseguro: item.topeCoaseguro,
  copago: item.copago,
  caracteristicas: item.caracteristicas,
  coberturas: item.coberturas,
  planesPago: item.planesPago.map(calcularPlanPago),
});

/**
 * The proposals become exactly those sent: one sent with the id of one of this quotation's is
 * updated in place (an accepted proposal keeps its id), the rest are inserted, the missing deleted.
 */
async function guardarItems(trx: Knex.Transaction, agenteId: number, cotizacionId: number, items: readonly ItemCotizacionDatos[]): Promise<void> {
  const ic = cotizacionItemT.col;
  const existentes = new Set((await CotizacionItem.query(trx).where(ic.cotizacionId, cotizacionId).select(ic.id)).map((f) => f.id));
  const conservados = items.map((i) => i.id).filter((id): id is number => typeof id === 'number' && existentes.has(id));
  await CotizacionItem.query(trx).where(ic.cotizacionId, cotizacionId).whereNotIn(ic.id, conservados).delete();
  for (const [orden, item] of items.entries()) {
    if (typeof item.id === 'number' && existentes.has(item.id)) await CotizacionItem.query(trx).findById(item.id).patch(columnasItem(item, orden));
    else await CotizacionItem.query(trx).insert({ ...columnasItem(item, orden), agenteId, cotizacionId });
  }
}

/** The quotation's history in its own log (crm), signed by the writer, in the same transaction. */
export async function anotar(trx: Knex.Transaction, escritor: Escritor, cotizacionId: number, texto: string, tipo: 'nota general' | 'correo' = 'nota general'): Promise<void> {
  await crearRegistro(trx, escritor, {
    entidad: DUENO_COTIZACION.entidad,
    duenoId: cotizacionId,
    asunto: M.asuntoBitacora,
    tipo,
    textos: [{ tipo, texto, adjunto: null }],
  });
}

/**
 * The agent's next quotation number. The counter row is created or incremented in one statement,
 * which locks it until the transaction ends: concurrent saves of one agent wait their turn, and a
 * save that rolls back gives its number back, so numbers neither repeat nor skip.
 */
async function siguienteNumero(trx: Knex.Transaction, agenteId: number): Promise<number> {
  const f = cotizacionFolioT.col;
  const { rows } = await trx.raw<{ rows: { ultimo: number }[] }>(`insert into ?? as f (??, ??) values (?, 1) on conflict (??) do update set ?? = f.?? + 1 returning ??`, [
    cotizacionFolioT.nombre,
    f.agenteId,
    f.ultimo,
    agenteId,
    f.agenteId,
    f.ultimo,
    f.ultimo,
    f.ultimo,
  ]);
  return rows[0].ultimo;
}

const columnas = (d: CotizacionDatos) => ({
  clienteId: d.clienteId,
  prospectoId: d.prospectoId,
  correo: d.correo,
  status: d.status,
  fecVencimiento: d.fecVencimiento,
  texto: d.texto,
  vehiculos: d.vehiculos,
  asegurados: d.asegurados,
});

/** POST /cotizaciones: answers the new quotation's id. Its uuid is random (v4), never sequential. */
export async function crearCotizacion(trx: Knex.Transaction, escritor: Escritor, datos: CotizacionDatos): Promise<number> {
  revisarStatus(null, datos.status);
  await revisarDestinatario(trx, datos, null);
  await revisarItems(trx, escritor.agenteId, datos);
  const noCotizacion = await siguienteNumero(trx, escritor.agenteId);
  const { id } = await Cotizacion.query(trx).insert({
    ...columnas(datos),
    agenteId: escritor.agenteId,
    usuarioId: escritor.usuarioId,
    uuid: randomUUID(),
    noCotizacion,
    ramoId: datos.ramo,
  });
  await guardarItems(trx, escritor.agenteId, id, datos.items);
  await anotar(trx, escritor, id, M.registrada(noCotizacion));
  return id;
}

/** PUT /cotizaciones/{id}: the whole quotation as sent; its ramo never changes, its status only along the ADR's moves. */
export async function actualizarCotizacion(trx: Knex.Transaction, escritor: Escritor, id: number, datos: CotizacionDatos): Promise<void> {
  const actual = await cotizacionViva(trx, id);
  if (actual.ramoId !== datos.ramo) throw rechazo('ramo', M.ramoBloqueado);
  // What the client accepted stays on the quotation, so the acceptance never names a proposal that is gone.
  if (actual.aceptadaItemId !== null && !datos.items.some((i) => i.id === actual.aceptadaItemId)) throw rechazo('items', M.propuestaAceptada);
  revisarStatus(actual.status, datos.status);
  await revisarDestinatario(trx, datos, actual);
  await revisarItems(trx, escritor.agenteId, datos);
  await Cotizacion.query(trx)
    .findById(id)
    .patch({ ...columnas(datos), updatedAt: trx.fn.now() });
  await guardarItems(trx, escritor.agenteId, id, datos.items);
  if (actual.status !== datos.status) await anotar(trx, escritor, id, M.cambioDeStatus(actual.status, datos.status));
}

/**
 * DELETE /cotizaciones/{id}: the quotation becomes eliminada, which every call then treats as
 * missing (the viewer too); the row stays so its number is never reused nor leaves a gap. The route
 * asks crm to remove its log and attachments.
 */
export async function eliminarCotizacion(trx: Knex.Transaction, id: number): Promise<void> {
  await cotizacionViva(trx, id);
  await Cotizacion.query(trx).where(cotizacionT.col.id, id).patch({ status: 'eliminada', updatedAt: trx.fn.now() });
}
