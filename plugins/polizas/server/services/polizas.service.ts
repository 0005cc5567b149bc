import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import type { Escritor } from '../../../crm/server/index.ts';
import { RAMO } from '../../../catalogos/shared/catalogos.ts';
import type { PolizaDatos } from '../../shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { comisionDe } from '../../shared/recibos-calculo.ts';
import { PolizaAsegurado, polizaAseguradoT } from '../models/poliza-asegurado.model.ts';
import { PolizaVehiculo, polizaVehiculoT } from '../models/poliza-vehiculo.model.ts';
import { Poliza, polizaT } from '../models/poliza.model.ts';
import { anotarEnPoliza } from './poliza-bitacora.ts';
import { verificarNumeroUnico } from './poliza-duplicada.ts';
import { claveParaPoliza, verificarCliente, verificarMoneda, verificarVendedor, type ClaveDePoliza } from './poliza-referencias.ts';
import { guardarRecibos, recibosParaGuardar } from './recibos-guardar.ts';
import { archivoDeUrl } from '../../../../core/server/storage/storage.service.ts';

/** Writes of policies (docs/adr/017-polizas.md); every function takes the request's transaction. */

const RENOVABLES = ['vigente', 'terminada', 'cancelada'];
const ACTIVAS = ['vigente', 'pendiente'];

/** What a change of a policy reads of it. */
export type PolizaBloqueada = Pick<Poliza, 'id' | 'status' | 'formaPago' | 'noPoliza' | 'monedaId' | 'polizaIdRenovo' | 'renuevaAId'>;

/** The policy's row locked for this transaction, so two changes of one policy never interleave. */
export async function polizaParaCambio(trx: Knex.Transaction, id: number): Promise<PolizaBloqueada> {
  const c = polizaT.col;
  const fila = await Poliza.query(trx).findById(id).forUpdate().select(c.id, c.status, c.formaPago, c.noPoliza, c.monedaId, c.polizaIdRenovo, c.renuevaAId);
  if (!fila || fila.status === 'eliminada') throw notFound(MENSAJES_POLIZAS.noExiste);
  return fila;
}

/** The renewed policy may be renewed once: again only when its renewal was closed or deleted (spec 02 §4). */
async function verificarRenovable(trx: Knex.Transaction, originalId: number): Promise<PolizaBloqueada> {
  const original = await polizaParaCambio(trx, originalId);
  if (original.polizaIdRenovo !== null) {
    const renovacion = await Poliza.query(trx).findById(original.polizaIdRenovo).select(polizaT.col.status);
    if (renovacion && ACTIVAS.includes(renovacion.status)) throw badRequest(MENSAJES_POLIZAS.yaRenovada, { polizaIDRenovo: original.polizaIdRenovo });
  }
  if (!RENOVABLES.includes(original.status)) throw badRequest(MENSAJES_POLIZAS.noRenovable);
  return original;
}

/** The columns a save writes from the form (creation adds who, the payment form, status and renewal). */
export type FilaDePoliza = Pick<
  Poliza,
  | 'noPoliza'
  | 'concepto'
  | 'paquete'
  | 'ramoId'
  | 'clienteId'
  | 'vendedorId'
  | 'agenteClaveId'
  | 'aseguradoraId'
  | 'monedaId'
  | 'conducto'
  | 'fechaVigenciaDe'
  | 'fechaVigenciaA'
  | 'prima'
  | 'derecho'
  | 'recargo'
  | 'iva'
  | 'total'
  | 'porcentajeComision'
  | 'comision'
  | 'texto'
  | 'esRobot'
  | 'caratulaUrl'
  | 'caratulaArchivo'
>;

/** The cover page is shown as a link: only a file of the agent's own storage, never another address. */
function verificarCaratula(agenteId: number, caratula: PolizaDatos['caratula']): void {
  if (caratula && archivoDeUrl(caratula.caratulaUrl)?.agenteId !== agenteId)
    throw badRequest(MENSAJES_POLIZAS.caratulaAjena, { errors: { caratula: MENSAJES_POLIZAS.caratulaAjena } });
}

/**
 * The row to write, once its references are checked and its number is not another policy's
 * (`excepto`: the policy edited and its renewal chain, or the policy a new one renews).
 */
async function filaDeDatos(trx: Knex.Transaction, agenteId: number, datos: PolizaDatos, excepto: readonly (number | null)[]): Promise<FilaDePoliza> {
  verificarCaratula(agenteId, datos.caratula);
  await verificarCliente(trx, datos.clienteId);
  await verificarVendedor(trx, datos.vendedor);
  await verificarMoneda(trx, agenteId, datos.moneda);
  const clave = await claveParaPoliza(trx, datos.claveAgente, datos.ramo);
  const { noPoliza, fechaVigenciaDe, fechaVigenciaA } = datos;
  const vinculadas = excepto.filter((id): id is number => id !== null);
  await verificarNumeroUnico(trx, { agenteId, aseguradoraId: clave.aseguradoraId, noPoliza, fechaVigenciaDe, fechaVigenciaA, excepto: vinculadas });
  return filaDePoliza(datos, clave);
}

/** The row a save writes of checked data: the key's commission when the form left it empty. */
export function filaDePoliza(datos: PolizaDatos, clave: ClaveDePoliza): FilaDePoliza {
  const porcentaje = datos.porcentajeComision ?? clave.porcentaje;
  return {
    noPoliza: datos.noPoliza,
    concepto: datos.concepto,
    paquete: datos.paquete,
    ramoId: datos.ramo,
    clienteId: datos.clienteId,
    vendedorId: datos.vendedor,
    agenteClaveId: datos.claveAgente,
    aseguradoraId: clave.aseguradoraId,
    monedaId: datos.moneda,
    conducto: datos.conducto,
    fechaVigenciaDe: datos.fechaVigenciaDe,
    fechaVigenciaA: datos.fechaVigenciaA,
    prima: datos.prima,
    derecho: datos.derecho,
    recargo: datos.recargo,
    iva: datos.iva,
    total: datos.total,
    porcentajeComision: porcentaje,
    comision: datos.comision ?? comisionDe(porcentaje, datos.prima),
    texto: datos.texto,
    // Saving through the form is the validation that a robot-made policy asked for.
    esRobot: false,
    caratulaUrl: datos.caratula?.caratulaUrl ?? null,
    caratulaArchivo: datos.caratula?.filename ?? null,
  };
}

async function guardarDetalle(trx: Knex.Transaction, agenteId: number, polizaId: number, datos: PolizaDatos): Promise<void> {
  await PolizaAsegurado.query(trx).where(polizaAseguradoT.col.polizaId, polizaId).delete();
  const conAsegurados = datos.ramo === RAMO.VIDA || datos.ramo === RAMO.SALUD;
  if (conAsegurados && datos.asegurados.length) {
    await PolizaAsegurado.query(trx).insert(
      datos.asegurados.map((a, orden) => ({
        agenteId,
        polizaId,
        orden,
        parentesco: a.parentesco,
        nombres: a.nombres,
        apPat: a.apPat,
        apMat: a.apMat,
        fecNacimiento: a.fecNacimiento,
        rfc: a.rfc,
        genero: a.genero,
      })),
    );
  }
  await PolizaVehiculo.query(trx).where(polizaVehiculoT.col.polizaId, polizaId).delete();
  if (datos.ramo === RAMO.AUTO && datos.vehiculo) {
    const v = datos.vehiculo;
    await PolizaVehiculo.query(trx).insert({
      agenteId,
      polizaId,
      modelo: v.modelo,
      marca: v.marca,
      tipo: v.tipo,
      amis: v.amis,
      descripcion: v.descripcion,
      noSerie: v.noSerie.toUpperCase(),
      placas: v.placas?.toUpperCase() ?? null,
    });
  }
}

/**
 * How a save came: the wizard (the agent validated the data), or a process (PDF, Excel import) whose
 * policy carries esRobot and its validation notice (spec 02 §1).
 */
export interface OrigenDeGuardado {
  esRobot: boolean;
}

const DEL_FORMULARIO: OrigenDeGuardado = { esRobot: false };

/** The log entry of a new policy (asunto 'Captura'). */
export const notaDeCaptura = (noPoliza: string, recibos: number) => `Póliza ${noPoliza} capturada con ${recibos} ${recibos === 1 ? 'recibo' : 'recibos'}`;

/** POST /polizas: a new policy, or the renewal of `polizaIDRenovo`; answers its id. */
export async function crearPoliza(trx: Knex.Transaction, escritor: Escritor, datos: PolizaDatos, origen = DEL_FORMULARIO): Promise<number> {
  const original = datos.polizaIDRenovo === null ? null : await verificarRenovable(trx, datos.polizaIDRenovo);
  const fila = { ...(await filaDeDatos(trx, escritor.agenteId, datos, [original?.id ?? null])), esRobot: origen.esRobot };
  const recibos = await recibosParaGuardar(trx, datos, fila.porcentajeComision);
  const { id } = await Poliza.query(trx).insert({
    ...fila,
    agenteId: escritor.agenteId,
    usuarioId: escritor.usuarioId,
    formaPago: datos.formaPago,
    status: datos.status ?? 'vigente',
    renuevaAId: original?.id ?? null,
  });
  await guardarDetalle(trx, escritor.agenteId, id, datos);
  await guardarRecibos(trx, escritor.agenteId, id, recibos);
  if (original) {
    await Poliza.query(trx).findById(original.id).patch({ polizaIdRenovo: id, updatedAt: trx.fn.now() });
    await anotarEnPoliza(trx, escritor, original.id, 'Renovación', `Renovada por la póliza ${datos.noPoliza}`);
    await anotarEnPoliza(trx, escritor, id, 'Renovación', `Renueva la póliza ${original.noPoliza}`);
  } else {
    await anotarEnPoliza(trx, escritor, id, 'Captura', notaDeCaptura(datos.noPoliza, recibos.length));
  }
  return id;
}

/**
 * PUT /polizas/{id}: the payment form is fixed once captured; closed policies keep their status.
 * Answers the ids of the receipts the edit removed, whose log and attachments the caller removes too.
 */
export async function actualizarPoliza(trx: Knex.Transaction, escritor: Escritor, id: number, datos: PolizaDatos, origen = DEL_FORMULARIO): Promise<number[]> {
  const actual = await polizaParaCambio(trx, id);
  if (datos.formaPago !== actual.formaPago) throw badRequest(MENSAJES_POLIZAS.formaPagoBloqueada);
  const fila = { ...(await filaDeDatos(trx, escritor.agenteId, datos, [id, actual.renuevaAId, actual.polizaIdRenovo])), esRobot: origen.esRobot };
  const recibos = await recibosParaGuardar(trx, datos, fila.porcentajeComision);
  const status = ACTIVAS.includes(actual.status) && datos.status ? datos.status : actual.status;
  await Poliza.query(trx)
    .findById(id)
    .patch({ ...fila, status, updatedAt: trx.fn.now() });
  await guardarDetalle(trx, escritor.agenteId, id, datos);
  const quitados = await guardarRecibos(trx, escritor.agenteId, id, recibos);
  await anotarEnPoliza(trx, escritor, id, 'Edición', `Póliza ${datos.noPoliza} editada`);
  return quitados;
}

/** DELETE /polizas/{id}: marks it eliminada; a deleted renewal frees its original to be renewed again. */
export async function eliminarPoliza(trx: Knex.Transaction, escritor: Escritor, id: number): Promise<void> {
  const actual = await polizaParaCambio(trx, id);
  await Poliza.query(trx).findById(id).patch({ status: 'eliminada', updatedAt: trx.fn.now() });
  if (actual.renuevaAId !== null) {
    await Poliza.query(trx).findById(actual.renuevaAId).where(polizaT.col.polizaIdRenovo, id).patch({ polizaIdRenovo: null, updatedAt: trx.fn.now() });
  }
  await anotarEnPoliza(trx, escritor, id, 'Eliminación', `Póliza ${actual.noPoliza} eliminada`);
}
