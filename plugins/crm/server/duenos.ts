import type { Knex } from 'knex';
import type { ParsedUrlQuery } from 'node:querystring';
import { badRequest, notFound } from '../../../core/server/http/errors.ts';
import { enteroDeConsulta } from '../../../core/server/http/route-params.ts';
import type { TransactionState } from '../../../core/server/http/state.ts';
import { servicio } from '../../../core/server/plugins/services.ts';
import type { Storage } from '../../../core/server/storage/storage.service.ts';
import type { Schema } from '../../../core/shared/validation.ts';
import { FORMATO_CLAVE, FORMATO_ENTIDAD, mensajeUnDueno, type ClaveDueno, type Dueno } from '../shared/duenos.ts';
import { eliminarAdjuntosDe, retirarArchivoHuerfano } from './services/adjuntos.service.ts';
import { eliminarBitacoraDe } from './services/bitacora.service.ts';
import { desvincularTareasDe } from './services/tareas.service.ts';

/**
 * A kind of record that keeps a log and attachments, as its plugin registers it: crm knows no owner
 * of its own (docs/adr/020-datos-por-plugin.md). The entidad must also be one of the owner's storage
 * buckets (ServerPlugin.buckets): its attachments' files are uploaded there.
 */
export interface DuenoDeCrm extends Dueno {
  /**
   * Whether the id names a record of the transaction's agent (row-level security binds it to the
   * caller's): reading or writing the log or the attachments of any other id is a 404.
   */
  existe(trx: Knex.Transaction, id: number): Promise<boolean>;
}

/** The one owner a payload or a query names, among the registered ones. */
export interface DuenoNombrado {
  dueno: DuenoDeCrm;
  id: number;
}

/**
 * The owners registered in this runtime, in registration order (plugin dependency order): what the
 * routes accept, and the delete that owners call when their records go away.
 */
export class DuenosDeCrm {
  private readonly registrados: { plugin: string; dueno: DuenoDeCrm }[] = [];

  constructor(private readonly storage: Storage) {}

  /** Called through registrarDueno from the owner's register(). */
  registrar(plugin: string, dueno: DuenoDeCrm): void {
    if (!FORMATO_CLAVE.test(dueno.clave)) throw new Error(`La clave de dueño "${dueno.clave}" de "${plugin}" debe ser una palabra en minúsculas terminada en Id (clienteId)`);
    if (!FORMATO_ENTIDAD.test(dueno.entidad)) throw new Error(`La entidad "${dueno.entidad}" de "${plugin}" debe ser de letras minúsculas, como su bucket (clientes)`);
    const previo = this.registrados.find((r) => r.dueno.clave === dueno.clave || r.dueno.entidad === dueno.entidad);
    if (previo) throw new Error(`El dueño ${dueno.entidad} (${dueno.clave}) de "${plugin}" ya lo registró "${previo.plugin}" como ${previo.dueno.entidad} (${previo.dueno.clave})`);
    this.registrados.push({ plugin, dueno });
  }

  lista(): DuenoDeCrm[] {
    return this.registrados.map((r) => r.dueno);
  }

  claves(): ClaveDueno[] {
    return this.lista().map((d) => d.clave);
  }

  entidades(): string[] {
    return this.lista().map((d) => d.entidad);
  }

  deEntidad(entidad: string | undefined): DuenoDeCrm | undefined {
    return this.lista().find((d) => d.entidad === entidad);
  }

  /** The payload's optional owner ids (POST /crm, POST /adjuntos); `unoDelCuerpo` then requires exactly one. */
  schema(): Schema {
    // Ids are int4 serials: a larger number names no record and is refused before any query.
    return Object.fromEntries(this.claves().map((clave) => [clave, { kind: 'integer', label: `El campo ${clave}`, min: 1, max: 2_147_483_647 }]));
  }

  /**
   * A key shaped like an owner's that no plugin registered (prospectoId before prospects exist) is a
   * 400 naming the accepted ones, never silently dropped. Null values pass: a client may send every key.
   */
  rechazarDesconocidos(datos: unknown): void {
    if (!datos || typeof datos !== 'object') return;
    const aceptadas: readonly string[] = this.claves();
    const ajena = Object.entries(datos).find(([clave, valor]) => FORMATO_CLAVE.test(clave) && !aceptadas.includes(clave) && valor !== null && valor !== undefined && valor !== '');
    if (ajena) throw badRequest(`${ajena[0]} no es un dueño de bitácora ni de adjuntos en esta instalación. ${this.mensajeUnDueno()}`);
  }

  mensajeUnDueno(): string {
    return mensajeUnDueno(this.claves());
  }

  /** The owner of a validated payload: exactly one registered key set; a 400 otherwise. */
  unoDelCuerpo(datos: object): DuenoNombrado {
    const valores: Partial<Record<string, unknown>> = { ...datos };
    const puestos = this.lista().filter((d) => typeof valores[d.clave] === 'number');
    if (puestos.length !== 1) throw badRequest(this.mensajeUnDueno());
    return { dueno: puestos[0], id: valores[puestos[0].clave] as number };
  }

  /** The owner of GET /crm?clienteId=5: exactly one registered key, a positive id; a 400 otherwise. */
  unoDeLaConsulta(query: ParsedUrlQuery): DuenoNombrado {
    this.rechazarDesconocidos(query);
    const valores = Object.fromEntries(this.claves().map((clave) => [clave, enteroDeConsulta(query, clave)]));
    const nombrado = this.unoDelCuerpo(valores);
    if (nombrado.id < 1) throw badRequest(this.mensajeUnDueno());
    return nombrado;
  }

  /**
   * The owner a task's payload names, if any (issue 18): undefined when it sends no owner key (a
   * PUT keeps the link), null when it sends them empty (unlinked), else the one it names; two is a 400.
   */
  opcionalDelCuerpo(datos: object, mensajeVarios: string): DuenoNombrado | null | undefined {
    const valores: Partial<Record<string, unknown>> = { ...datos };
    const enviadas = this.lista().filter((d) => valores[d.clave] !== undefined);
    if (enviadas.length === 0) return undefined;
    const puestas = enviadas.filter((d) => typeof valores[d.clave] === 'number');
    if (puestas.length > 1) throw badRequest(mensajeVarios);
    return puestas.length === 1 ? { dueno: puestas[0], id: valores[puestas[0].clave] as number } : null;
  }

  /**
   * A list filtered by owner (GET /tareas?clienteId=5): the owner it names, if any, and the rest of
   * the query for the list-query module, which knows no owner keys.
   */
  separarDeLaConsulta(query: ParsedUrlQuery, mensajeVarios: string): { nombrado: DuenoNombrado | null; resto: ParsedUrlQuery } {
    this.rechazarDesconocidos(query);
    const claves: readonly string[] = this.claves();
    const resto = Object.fromEntries(Object.entries(query).filter(([clave]) => !claves.includes(clave)));
    const valores = Object.fromEntries(this.claves().map((clave) => [clave, enteroDeConsulta(query, clave)]));
    const nombrado = this.opcionalDelCuerpo(valores, mensajeVarios);
    if (nombrado && nombrado.id < 1) throw notFound(`No existe el registro de ${nombrado.dueno.entidad} ${nombrado.id}`);
    return { nombrado: nombrado ?? null, resto };
  }

  /** A 404 unless the owner names a record of the caller's agent. */
  async verificar(trx: Knex.Transaction, { dueno, id }: DuenoNombrado): Promise<void> {
    if (!(await dueno.existe(trx, id))) throw notFound(`No existe el registro de ${dueno.entidad} ${id}`);
  }

  /**
   * For an owner's own delete code, in the request's transaction: removes the log records (with their
   * entries) and the attachments of these records of its entidad, and unlinks their tasks. Once the request commits, their
   * stored files go too, unless another attachment or entry of the agent still names them.
   */
  async eliminar(state: TransactionState, entidad: string, ids: readonly number[]): Promise<void> {
    if (!this.deEntidad(entidad)) throw new Error(`crm: la entidad "${entidad}" no está registrada como dueña (registrarDueno)`);
    if (ids.length === 0) return;
    // Their tasks stay, unlinked: a task is the agent's work, not the record's history.
    await desvincularTareasDe(state.trx, entidad, ids);
    const paths = [...(await eliminarAdjuntosDe(state.trx, entidad, ids)), ...(await eliminarBitacoraDe(state.trx, entidad, ids))];
    for (const path of new Set(paths)) await retirarArchivoHuerfano(state, this.storage, path);
  }
}

/**
 * crm's owners, published at register: an owner registers itself with registrarDueno (from
 * crm/server/index.ts) and, at bootstrap, takes this service to call `eliminar` from its delete code.
 */
export const DUENOS_CRM = servicio<DuenosDeCrm>('crm.duenos');
