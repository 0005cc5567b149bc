import type { Knex } from 'knex';
import { withTenant } from '../../../../core/server/db/tenancy.ts';
import { HttpError, badRequest, notFound } from '../../../../core/server/http/errors.ts';
import type { SessionState, TransactionState } from '../../../../core/server/http/state.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import { clienteDeProceso, clienteExistenteDeProceso } from '../../../clientes/server/index.ts';
import type { DuenosDeCrm } from '../../../crm/server/index.ts';
import { polizaConNumero, type Cifrado } from '../../../polizas/server/index.ts';
import type { BorradorCaratula } from '../../shared/caratula.ts';
import {
  BUCKET_CARATULAS,
  CODIGOS_CARATULA,
  type CaratulaPeticion,
  type ClienteDeCaratula,
  type PolizaImportada,
  type RespuestaCaratula,
  type VistaPreviaCaratula,
} from '../../shared/caratula-api.ts';
import { MENSAJES_PDF } from '../../shared/mensajes.ts';
import type { LectorDeCaratulas, LecturaDeCaratula } from '../pdf/lector-caratulas.ts';
import { altaDePoliza } from './alta.service.ts';
import { CaratulaRechazada, contratanteDe, resolverBorrador, type BorradorResuelto } from './caratula-borrador.service.ts';

/**
 * POST /polizas/caratula/preview, /polizas/caratula (spec 02 §4, §7) and /polizas/caratula/cliente:
 * the stored file is read in the worker pool with no transaction open (a slow file must not hold
 * the database), then the draft is resolved and written in one short transaction, all or nothing.
 * The preview writes nothing but the agent key the agent accepted creating (docs/adr/035).
 */

export interface DependenciasCaratula {
  knex: Knex;
  storage: Storage;
  lector: LectorDeCaratulas;
  cifrado: Cifrado;
  duenos: DuenosDeCrm;
}

const falla = <T>(code: RespuestaCaratula<T>['code'], message: string): RespuestaCaratula<T> => ({ ok: false, code, message, body: null });

/** The agent's own uploaded cover page; anything else (another agent's, another bucket, gone) is a 404. */
async function bytesDe(storage: Storage, agenteId: number, caratulaUrl: string): Promise<Uint8Array> {
  const archivo = storage.desdeUrl(caratulaUrl);
  if (!archivo || archivo.agenteId !== agenteId || archivo.bucket !== BUCKET_CARATULAS) throw notFound(MENSAJES_PDF.archivoNoExiste);
  if (!archivo.segmentos[archivo.segmentos.length - 1].toLowerCase().endsWith('.pdf')) throw badRequest(MENSAJES_PDF.soloPdf);
  const bytes = await storage.leer(archivo);
  if (!bytes) throw notFound(MENSAJES_PDF.archivoNoExiste);
  return bytes;
}

/** A reading that gave no draft, as the answer's code and message. */
function sinBorrador(state: SessionState, lectura: Exclude<LecturaDeCaratula, { ok: true }>): RespuestaCaratula<never> {
  switch (lectura.motivo) {
    case 'ilegible':
      return falla(CODIGOS_CARATULA.ilegible, MENSAJES_PDF.ilegible);
    case 'desconocido':
      return falla(CODIGOS_CARATULA.desconocido, MENSAJES_PDF.desconocido);
    case 'danado':
      return falla(CODIGOS_CARATULA.archivoDanado, lectura.mensaje);
    case 'tiempo':
      return falla(CODIGOS_CARATULA.archivoDanado, MENSAJES_PDF.tiempo);
    case 'memoria':
      return falla(CODIGOS_CARATULA.archivoDanado, MENSAJES_PDF.memoria);
    default:
      state.log.error('lectura de carátula fallida', { error: lectura.mensaje });
      return falla(CODIGOS_CARATULA.archivoDanado, MENSAJES_PDF.inesperado);
  }
}

/**
 * Reads the file, then runs `escribir` with its draft in one transaction, kept only when `guardar`
 * and the answer is ok; refusals become coded answers.
 */
async function conBorrador<T>(
  deps: DependenciasCaratula,
  state: SessionState,
  peticion: CaratulaPeticion,
  guardar: boolean,
  escribir: (state: TransactionState, borrador: BorradorCaratula) => Promise<RespuestaCaratula<T>>,
): Promise<RespuestaCaratula<T>> {
  const { agenteId } = state.session;
  const lectura = await deps.lector.leer(await bytesDe(deps.storage, agenteId, peticion.caratulaUrl));
  if (!lectura.ok) return sinBorrador(state, lectura);
  const afterCommit: (() => Promise<void>)[] = [];
  try {
    const respuesta = await withTenant(deps.knex, agenteId, async (trx) => {
      const respuesta = await escribir({ ...state, trx, afterCommit }, lectura.borrador);
      // An answer that is not ok, or one that must write nothing, keeps nothing of the transaction.
      if (!respuesta.ok || !guardar) throw new Rechazo(respuesta);
      return respuesta;
    });
    for (const tarea of afterCommit) await tarea();
    return respuesta;
  } catch (err) {
    if (err instanceof Rechazo) return err.respuesta as RespuestaCaratula<T>;
    if (err instanceof CaratulaRechazada) return falla(CODIGOS_CARATULA[err.code], err.message);
    // The wizard's own rules refused the draft (a required field, a total that does not add up).
    if (err instanceof HttpError && err.status === 400) return falla(CODIGOS_CARATULA.incompleta, MENSAJES_PDF.incompleta(err.message));
    throw err;
  }
}

class Rechazo extends Error {
  constructor(readonly respuesta: RespuestaCaratula<unknown>) {
    super(respuesta.message);
  }
}

/** The draft in the wizard's terms; the agent key is created when the agent accepted (code 10 answered yes). */
const resuelto = (deps: DependenciasCaratula, { trx, session }: TransactionState, peticion: CaratulaPeticion, borrador: BorradorCaratula) =>
  resolverBorrador(trx, session.agenteId, borrador, { caratulaUrl: peticion.caratulaUrl, filename: peticion.fileName }, peticion.crearClaveAgente ? deps.cifrado : null);

const nombreDe = (c: BorradorResuelto['contratante']) => [c.nombres, c.apPat, c.apMat].filter(Boolean).join(' ');

/** Writes nothing: its transaction is rolled back unless the agent accepted creating the key (spec 02 §4). */
export function vistaPrevia(deps: DependenciasCaratula, state: SessionState, peticion: CaratulaPeticion): Promise<RespuestaCaratula<VistaPreviaCaratula>> {
  return conBorrador(deps, state, peticion, Boolean(peticion.crearClaveAgente), async (tx, borrador) => {
    const r = await resuelto(deps, tx, peticion, borrador);
    const { poliza } = r;
    const existente = await polizaConNumero(tx.trx, { agenteId: tx.session.agenteId, aseguradoraId: r.agenteClave.aseguradora.id, ...poliza, excepto: [] });
    // The contractor is only looked up: the wizard's box creates it when the agent accepts (clienteDeCaratula).
    const clienteId = await clienteExistenteDeProceso(tx.trx, r.contratante);
    const body: VistaPreviaCaratula = {
      poliza: {
        ...poliza,
        aseguradoraId: r.agenteClave.aseguradora.id,
        cliente: { id: clienteId, nombre: nombreDe(r.contratante) },
        caratula: { caratulaUrl: peticion.caratulaUrl, filename: peticion.fileName },
      },
      confianza: r.confianza,
      existente: existente
        ? {
            id: existente.id,
            noPoliza: existente.noPoliza,
            aseguradora: existente.aseguradora,
            fechaVigenciaDe: existente.fechaVigenciaDe,
            fechaVigenciaA: existente.fechaVigenciaA,
          }
        : null,
      agenteClave: r.agenteClave,
      contratante: r.contratante,
    };
    const aviso = existente ? MENSAJES_PDF.actualizarExistente(existente.noPoliza, existente.aseguradora) : MENSAJES_PDF.vistaPrevia;
    return { ok: true, code: CODIGOS_CARATULA.ok, message: aviso, body };
  });
}

export function importarCaratula(deps: DependenciasCaratula, state: SessionState, peticion: CaratulaPeticion): Promise<RespuestaCaratula<PolizaImportada>> {
  return conBorrador(deps, state, peticion, true, async (tx, borrador) => {
    const r = await resuelto(deps, tx, peticion, borrador);
    const alta = await altaDePoliza(tx.trx, tx.session, { cliente: r.contratante, poliza: r.poliza }, { esRobot: true, siExiste: peticion.actualizar ? 'actualizar' : 'omitir' });
    const { clave, aseguradora } = r.agenteClave;
    if (alta.accion === 'omitida') return falla(CODIGOS_CARATULA.existente, MENSAJES_PDF.existente(alta.noPoliza, aseguradora.aseguradora));
    // An update recalculated the receipts: the removed ones' log and attachments go with them.
    await deps.duenos.eliminar(tx, 'recibos', alta.recibosQuitados);
    const creada = alta.accion === 'creada';
    return {
      ok: true,
      code: CODIGOS_CARATULA.ok,
      message: creada ? MENSAJES_PDF.creada(alta.noPoliza, aseguradora.aseguradora) : MENSAJES_PDF.actualizada(alta.noPoliza, aseguradora.aseguradora),
      body: {
        id: alta.polizaId,
        accion: alta.accion,
        noPoliza: alta.noPoliza,
        agenteClave: { clave, aseguradora: { abreviacion: aseguradora.abreviacion, aseguradora: aseguradora.aseguradora } },
      },
    };
  });
}

/**
 * The cover page's contractor, found by RFC or created with esRobot, when the agent accepts the
 * preview in the wizard's box. The file is read again: the contractor is never taken from the request.
 */
export function clienteDeCaratula(deps: DependenciasCaratula, state: SessionState, peticion: CaratulaPeticion): Promise<RespuestaCaratula<ClienteDeCaratula>> {
  return conBorrador(deps, state, peticion, true, async ({ trx, session }, borrador) => {
    const contratante = contratanteDe(borrador);
    const cliente = await clienteDeProceso(trx, session.agenteId, contratante);
    const nombre = nombreDe(contratante);
    return { ok: true, code: CODIGOS_CARATULA.ok, message: cliente.creado ? MENSAJES_PDF.clienteCreado(nombre) : MENSAJES_PDF.clienteExistente(nombre), body: cliente };
  });
}
