import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { clienteDeProceso, type ContratanteDeProceso } from '../../../clientes/server/index.ts';
import type { Escritor } from '../../../crm/server/index.ts';
import { Aseguradora, aseguradoraT } from '../../../catalogos/server/index.ts';
import { actualizarPoliza, AgenteClave, agenteClaveT, crearPoliza, Poliza, polizaConNumero, polizaT } from '../../../polizas/server/index.ts';
import { validarPoliza, type PolizaDatos } from '../../../polizas/shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../../polizas/shared/polizas.ts';

/**
 * One policy loaded by a process (PDF cover page, Excel row, `cartera importar`), written by the
 * wizard's own save path so its rules, duplicate check and receipts are the same (spec 02 §1, §4).
 */

export interface AltaDePoliza {
  /** The contractor as the document gives it: found by RFC among the agent's clients, else created with esRobot. */
  cliente: ContratanteDeProceso;
  /**
   * The wizard's save payload (plugins/polizas/shared/poliza-form.ts `PolizaDatos`) without the
   * client: `claveAgente` and `moneda` already resolved to the agent's ids, money in pesos, dates
   * 'yyyy-MM-dd'. With `recibos: []` the receipts are calculated as the wizard calculates them.
   * It is validated again with `validarPoliza` (400 with the field's Spanish message).
   */
  poliza: Omit<PolizaDatos, 'clienteId'>;
}

export interface OpcionesDeAlta {
  /** Processes create with esRobot (the validation notice); false only for data the agent typed. */
  esRobot: boolean;
  /** A policy of the same insurer and number whose validity overlaps is already there: update it, skip it, or refuse (400). */
  siExiste: 'actualizar' | 'omitir' | 'error';
}

export interface ResultadoDeAlta {
  accion: 'creada' | 'actualizada' | 'omitida';
  polizaId: number;
  clienteId: number;
  /** True when this alta created the client (esRobot). */
  clienteCreado: boolean;
  noPoliza: string;
  /** The insurer's abreviacion. */
  aseguradora: string;
  /**
   * Receipts an update removed (their payment form's receipts were recalculated). The caller removes
   * their log and attachments: `duenos.eliminar(ctx.state, 'recibos', recibosQuitados)` (crm).
   */
  recibosQuitados: number[];
}

/** The insurer of the key the payload names, which is where its number is unique. */
async function aseguradoraDeClave(trx: Knex.Transaction, claveId: number): Promise<{ id: number; abreviacion: string }> {
  const clave = await AgenteClave.query(trx).findById(claveId).select(agenteClaveT.col.aseguradoraId);
  const aseguradora = clave && (await Aseguradora.query(trx).where(aseguradoraT.col.id, clave.aseguradoraId).select(aseguradoraT.col.abreviacion).first());
  if (!clave || !aseguradora) throw notFound(MENSAJES_POLIZAS.claveNoExiste);
  return { id: clave.aseguradoraId, abreviacion: aseguradora.abreviacion };
}

function validada(poliza: Omit<PolizaDatos, 'clienteId'>, clienteId: number): PolizaDatos {
  const r = validarPoliza({ ...poliza, clienteId });
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

/**
 * Creates (or updates, or skips) one policy and its client in the caller's transaction; any refusal
 * is an HttpError with a Spanish message and the caller's transaction decides what is kept. The
 * existing policy is looked up first, so a skipped one creates no client either.
 */
export async function altaDePoliza(trx: Knex.Transaction, escritor: Escritor, alta: AltaDePoliza, opciones: OpcionesDeAlta): Promise<ResultadoDeAlta> {
  const { poliza } = alta;
  const aseguradora = await aseguradoraDeClave(trx, poliza.claveAgente);
  const existente = await polizaConNumero(trx, {
    agenteId: escritor.agenteId,
    aseguradoraId: aseguradora.id,
    noPoliza: poliza.noPoliza,
    fechaVigenciaDe: poliza.fechaVigenciaDe,
    fechaVigenciaA: poliza.fechaVigenciaA,
    excepto: [],
  });
  if (existente && opciones.siExiste === 'error') {
    const message = MENSAJES_POLIZAS.numeroRepetido(existente);
    throw badRequest(message, { polizaDuplicada: existente, errors: { noPoliza: message } });
  }
  const base = { noPoliza: poliza.noPoliza.toUpperCase(), aseguradora: aseguradora.abreviacion, recibosQuitados: [] as number[] };
  if (existente && opciones.siExiste === 'omitir') {
    const actual = await Poliza.query(trx).findById(existente.id).select(polizaT.col.clienteId);
    return { ...base, accion: 'omitida', polizaId: existente.id, clienteId: actual?.clienteId ?? 0, clienteCreado: false };
  }
  const cliente = await clienteDeProceso(trx, escritor.agenteId, alta.cliente);
  const datos = validada(poliza, cliente.id);
  const origen = { esRobot: opciones.esRobot };
  const comun = { ...base, clienteId: cliente.id, clienteCreado: cliente.creado };
  if (existente) {
    const recibosQuitados = await actualizarPoliza(trx, escritor, existente.id, datos, origen);
    return { ...comun, accion: 'actualizada', polizaId: existente.id, recibosQuitados };
  }
  return { ...comun, accion: 'creada', polizaId: await crearPoliza(trx, escritor, datos, origen) };
}
