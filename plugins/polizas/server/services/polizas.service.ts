import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import type { Escritor } from '../../../crm/server/index.ts';
import { RAMO } from '../../../catalogos/shared/catalogos.ts';
import type { PolizaDatos } from '../../shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { comisionDe } from '../../shared/recibos-calculo.ts';
import { anotarEnPoliza } from './poliza-bitacora.ts';
import { claveParaPoliza, verificarCliente, verificarMoneda, verificarVendedor } from './poliza-referencias.ts';
import { guardarRecibos, recibosParaGuardar } from './recibos-guardar.ts';

/** Writes of policies (docs/adr/017-polizas.md); every function takes the request's transaction. */

const RENOVABLES = ['vigente', 'terminada', 'cancelada'];
const ACTIVAS = ['vigente', 'pendiente'];

interface PolizaBloqueada {
  id: number;
  status: string;
  formaPago: string;
  noPoliza: string;
  monedaId: number;
  polizaIDRenovo: number | null;
  renuevaA: number | null;
}

/** The policy's row locked for this transaction, so two changes of one policy never interleave. */
export async function polizaParaCambio(trx: Knex.Transaction, id: number): Promise<PolizaBloqueada> {
  const fila = await trx('polizas')
    .where('id', id)
    .forUpdate()
    .first('id', 'status', 'forma_pago as formaPago', 'no_poliza as noPoliza', 'moneda_id as monedaId', 'poliza_id_renovo as polizaIDRenovo', 'renueva_a_id as renuevaA');
  if (!fila || fila.status === 'eliminada') throw notFound(MENSAJES_POLIZAS.noExiste);
  return fila;
}

/** The renewed policy may be renewed once: again only when its renewal was closed or deleted (spec 02 §4). */
async function verificarRenovable(trx: Knex.Transaction, originalId: number): Promise<PolizaBloqueada> {
  const original = await polizaParaCambio(trx, originalId);
  if (original.polizaIDRenovo !== null) {
    const renovacion = await trx('polizas').where('id', original.polizaIDRenovo).first('status');
    if (renovacion && ACTIVAS.includes(renovacion.status)) throw badRequest(MENSAJES_POLIZAS.yaRenovada, { polizaIDRenovo: original.polizaIDRenovo });
  }
  if (!RENOVABLES.includes(original.status)) throw badRequest(MENSAJES_POLIZAS.noRenovable);
  return original;
}

async function filaDeDatos(trx: Knex.Transaction, agenteId: number, datos: PolizaDatos) {
  await verificarCliente(trx, datos.clienteId);
  await verificarVendedor(trx, datos.vendedor);
  await verificarMoneda(trx, agenteId, datos.moneda);
  const clave = await claveParaPoliza(trx, datos.claveAgente, datos.ramo);
  const porcentaje = datos.porcentajeComision ?? clave.porcentaje;
  return {
    no_poliza: datos.noPoliza,
    concepto: datos.concepto,
    paquete: datos.paquete,
    ramo_id: datos.ramo,
    cliente_id: datos.clienteId,
    vendedor_id: datos.vendedor,
    agente_clave_id: datos.claveAgente,
    aseguradora_id: clave.aseguradoraId,
    moneda_id: datos.moneda,
    conducto: datos.conducto,
    fecha_vigencia_de: datos.fechaVigenciaDe,
    fecha_vigencia_a: datos.fechaVigenciaA,
    prima: datos.prima,
    derecho: datos.derecho,
    recargo: datos.recargo,
    iva: datos.iva,
    total: datos.total,
    porcentaje_comision: porcentaje,
    comision: datos.comision ?? comisionDe(porcentaje, datos.prima),
    texto: datos.texto,
    // Saving through the form is the validation that a robot-made policy asked for.
    es_robot: false,
    caratula_url: datos.caratula?.caratulaUrl ?? null,
    caratula_archivo: datos.caratula?.filename ?? null,
  };
}

async function guardarDetalle(trx: Knex.Transaction, agenteId: number, polizaId: number, datos: PolizaDatos): Promise<void> {
  await trx('poliza_asegurados').where('poliza_id', polizaId).delete();
  const conAsegurados = datos.ramo === RAMO.VIDA || datos.ramo === RAMO.SALUD;
  if (conAsegurados && datos.asegurados.length) {
    await trx('poliza_asegurados').insert(
      datos.asegurados.map((a, orden) => ({
        agente_id: agenteId, poliza_id: polizaId, orden, parentesco: a.parentesco, nombres: a.nombres, ap_pat: a.apPat,
        ap_mat: a.apMat, fec_nacimiento: a.fecNacimiento, rfc: a.rfc, genero: a.genero,
      })),
    );
  }
  await trx('poliza_vehiculos').where('poliza_id', polizaId).delete();
  if (datos.ramo === RAMO.AUTO && datos.vehiculo) {
    const v = datos.vehiculo;
    await trx('poliza_vehiculos').insert({
      agente_id: agenteId, poliza_id: polizaId, modelo: v.modelo, marca: v.marca, tipo: v.tipo, amis: v.amis,
      descripcion: v.descripcion, no_serie: v.noSerie.toUpperCase(), placas: v.placas?.toUpperCase() ?? null,
    });
  }
}

/** POST /polizas: a new policy, or the renewal of `polizaIDRenovo`; answers its id. */
export async function crearPoliza(trx: Knex.Transaction, escritor: Escritor, datos: PolizaDatos): Promise<number> {
  const original = datos.polizaIDRenovo === null ? null : await verificarRenovable(trx, datos.polizaIDRenovo);
  const fila = await filaDeDatos(trx, escritor.agenteId, datos);
  const recibos = await recibosParaGuardar(trx, datos, fila.porcentaje_comision);
  const [{ id }] = await trx('polizas')
    .insert({
      ...fila,
      agente_id: escritor.agenteId,
      usuario_id: escritor.usuarioId,
      forma_pago: datos.formaPago,
      status: datos.status ?? 'vigente',
      renueva_a_id: original?.id ?? null,
    })
    .returning('id');
  await guardarDetalle(trx, escritor.agenteId, id, datos);
  await guardarRecibos(trx, escritor.agenteId, id, recibos);
  if (original) {
    await trx('polizas').where('id', original.id).update({ poliza_id_renovo: id, updated_at: trx.fn.now() });
    await anotarEnPoliza(trx, escritor, original.id, 'Renovación', `Renovada por la póliza ${datos.noPoliza}`);
    await anotarEnPoliza(trx, escritor, id, 'Renovación', `Renueva la póliza ${original.noPoliza}`);
  } else {
    await anotarEnPoliza(trx, escritor, id, 'Captura', `Póliza ${datos.noPoliza} capturada con ${recibos.length} recibo(s)`);
  }
  return id;
}

/** PUT /polizas/{id}: the payment form is fixed once captured; closed policies keep their status. */
export async function actualizarPoliza(trx: Knex.Transaction, escritor: Escritor, id: number, datos: PolizaDatos): Promise<void> {
  const actual = await polizaParaCambio(trx, id);
  if (datos.formaPago !== actual.formaPago) throw badRequest(MENSAJES_POLIZAS.formaPagoBloqueada);
  const fila = await filaDeDatos(trx, escritor.agenteId, datos);
  const recibos = await recibosParaGuardar(trx, datos, fila.porcentaje_comision);
  const status = ACTIVAS.includes(actual.status) && datos.status ? datos.status : actual.status;
  await trx('polizas').where('id', id).update({ ...fila, status, updated_at: trx.fn.now() });
  await guardarDetalle(trx, escritor.agenteId, id, datos);
  await guardarRecibos(trx, escritor.agenteId, id, recibos);
  await anotarEnPoliza(trx, escritor, id, 'Edición', `Póliza ${datos.noPoliza} editada`);
}

/** DELETE /polizas/{id}: marks it eliminada; a deleted renewal frees its original to be renewed again. */
export async function eliminarPoliza(trx: Knex.Transaction, escritor: Escritor, id: number): Promise<void> {
  const actual = await polizaParaCambio(trx, id);
  await trx('polizas').where('id', id).update({ status: 'eliminada', updated_at: trx.fn.now() });
  if (actual.renuevaA !== null) await trx('polizas').where({ id: actual.renuevaA, poliza_id_renovo: id }).update({ poliza_id_renovo: null, updated_at: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, id, 'Eliminación', `Póliza ${actual.noPoliza} eliminada`);
}
