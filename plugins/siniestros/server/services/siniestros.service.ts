import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { clienteVisible } from '../../../clientes/server/index.ts';
import { crearRegistro, type Escritor } from '../../../crm/server/index.ts';
import { puedePasar, STATUS_INICIALES, TRANSICIONES } from '../../shared/estatus.ts';
import { MENSAJES_SINIESTROS as M } from '../../shared/mensajes.ts';
import { revisarAseguradosElegidos } from '../../shared/siniestro-form.ts';
import type { PolizaDeSiniestro, SiniestroDatos, StatusSiniestro } from '../../shared/siniestros.ts';
import { SiniestroAsegurado, siniestroAseguradoT } from '../models/siniestro-asegurado.model.ts';
import { Siniestro, siniestroT } from '../models/siniestro.model.ts';
import { polizaDeSiniestro } from './polizas-de-siniestro.service.ts';
import { siniestroParaCambiar } from './siniestro-consulta.service.ts';

/** The entidad under which this plugin registers its claims as crm owners (server/index.ts). */
export const ENTIDAD_SINIESTROS = 'siniestros';

/** A refusal of one field: the message, and the field the form shows it under. */
const rechazo = (campo: keyof SiniestroDatos, mensaje: string) => badRequest(mensaje, { errors: { [campo]: mensaje } });

/** What a save's status may be: a new claim's first one, or a step the ADR allows from the current one. */
function revisarStatus(actual: StatusSiniestro | null, nuevo: StatusSiniestro): void {
  if (actual === null && !STATUS_INICIALES.includes(nuevo)) throw rechazo('status', M.statusInicial(STATUS_INICIALES));
  if (actual !== null && !puedePasar(actual, nuevo)) throw rechazo('status', M.transicion(actual, nuevo, TRANSICIONES[actual]));
}

/**
 * The policy the save names, checked as the form checks it (spec 03 §5) and then some: it is the
 * agent's (404 otherwise), it belongs to the client the claim names, a new choice is vigente, and
 * the insured people chosen are the policy's. Keeping a claim's own policy and client is always
 * allowed, even once the policy ended or the client was deleted.
 */
async function polizaRevisada(trx: Knex.Transaction, datos: SiniestroDatos, actual: Siniestro | null): Promise<PolizaDeSiniestro> {
  const mismaPoliza = actual?.polizaId === datos.polizaId;
  if (actual?.clienteId !== datos.clienteId && !(await clienteVisible(trx, datos.clienteId))) throw notFound(M.clienteNoExiste);
  const poliza = await polizaDeSiniestro(trx, datos.polizaId, mismaPoliza);
  if (!poliza) throw notFound(M.polizaNoExiste);
  if (poliza.cliente.id !== datos.clienteId) throw rechazo('polizaId', M.polizaDeOtroCliente);
  if (!mismaPoliza && poliza.status !== 'vigente') throw rechazo('polizaId', M.polizaNoVigente);
  const propios = new Set(poliza.asegurados.map((a) => a.id));
  if (datos.asegurados.some((id) => !propios.has(id))) throw rechazo('asegurados', M.aseguradoAjeno);
  const faltan = revisarAseguradosElegidos(poliza, datos.asegurados);
  if (faltan) throw rechazo('asegurados', faltan);
  return poliza;
}

/** The claim's insured people become exactly those chosen, copied from the policy in its order. */
async function guardarAsegurados(trx: Knex.Transaction, agenteId: number, siniestroId: number, poliza: PolizaDeSiniestro, elegidos: readonly number[]): Promise<void> {
  await SiniestroAsegurado.query(trx).where(siniestroAseguradoT.col.siniestroId, siniestroId).delete();
  const filas = poliza.asegurados
    .filter((a) => elegidos.includes(a.id))
    .map((a, orden) => ({ agenteId, siniestroId, polizaAseguradoId: a.id, orden, parentesco: a.parentesco, nombres: a.nombres, apPat: a.apPat, apMat: a.apMat }));
  if (filas.length) await SiniestroAsegurado.query(trx).insert(filas);
}

/** The claim's history in its own log (crm), signed by the user, in the same transaction. */
async function anotar(trx: Knex.Transaction, escritor: Escritor, siniestroId: number, texto: string): Promise<void> {
  await crearRegistro(trx, escritor, {
    entidad: ENTIDAD_SINIESTROS,
    duenoId: siniestroId,
    asunto: M.asuntoBitacora,
    tipo: 'nota general',
    textos: [{ tipo: 'nota general', texto, adjunto: null }],
  });
}

const columnas = (d: SiniestroDatos) => ({
  polizaId: d.polizaId,
  clienteId: d.clienteId,
  noSiniestro: d.noSiniestro,
  fechaSiniestro: d.fechaSiniestro,
  fechaEstimadaResolucion: d.fechaEstimadaResolucion,
  descripcion: d.descripcion,
  status: d.status,
});

/** POST /siniestros: answers the new claim's id. */
export async function crearSiniestro(trx: Knex.Transaction, escritor: Escritor, datos: SiniestroDatos): Promise<number> {
  revisarStatus(null, datos.status);
  const poliza = await polizaRevisada(trx, datos, null);
  const { id } = await Siniestro.query(trx).insert({ ...columnas(datos), agenteId: escritor.agenteId, usuarioId: escritor.usuarioId });
  await guardarAsegurados(trx, escritor.agenteId, id, poliza, datos.asegurados);
  await anotar(trx, escritor, id, M.registrado(datos.status));
  return id;
}

/** PUT /siniestros/{id}: the whole claim as sent; its status only along the allowed transitions. */
export async function actualizarSiniestro(trx: Knex.Transaction, escritor: Escritor, id: number, datos: SiniestroDatos): Promise<void> {
  const actual = await siniestroParaCambiar(trx, id);
  revisarStatus(actual.status, datos.status);
  const poliza = await polizaRevisada(trx, datos, actual);
  await Siniestro.query(trx)
    .findById(id)
    .patch({ ...columnas(datos), updatedAt: trx.fn.now() });
  await guardarAsegurados(trx, escritor.agenteId, id, poliza, datos.asegurados);
  if (actual.status !== datos.status) await anotar(trx, escritor, id, M.cambioDeStatus(actual.status, datos.status));
}

/** DELETE /siniestros/{id}: the claim and its insured people; the route asks crm to remove its log and attachments. */
export async function eliminarSiniestro(trx: Knex.Transaction, id: number): Promise<void> {
  await siniestroParaCambiar(trx, id);
  await Siniestro.query(trx).where(siniestroT.col.id, id).delete();
}
