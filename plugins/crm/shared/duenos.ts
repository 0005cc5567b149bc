import { puntoDeExtension } from '../../../core/shared/extension.ts';

/**
 * What a log record or an attachment belongs to: a record of another plugin, its owner. crm lists no
 * owner: each plugin whose records keep a log registers its kind (plugins/crm/server/duenos.ts), and
 * only registered kinds are accepted (docs/adr/020-datos-por-plugin.md).
 */

/** An owner's key in a payload or a query: `clienteId` in POST /crm, GET /crm?clienteId=5, POST /adjuntos. */
export type ClaveDueno = `${string}Id`;

/**
 * A kind of owner: its key, and its entidad — its name in /adjuntos/{entidad}/{id}, what the log and
 * attachment rows store, and the storage bucket its files are uploaded to (the owner registers it).
 */
export interface Dueno {
  clave: ClaveDueno;
  entidad: string;
}

/**
 * The owner keys as a record carries them (GET /crm): every registered key, the record's owner set
 * and the others null.
 */
export type IdsDueno = Partial<Record<ClaveDueno, number | null>>;

/** An owner key's shape: a lower-case word ending in Id (clienteId, polizaId). */
export const FORMATO_CLAVE = /^[a-z][a-zA-Z0-9]*Id$/;
/** An entidad's shape: lower-case letters, as a storage bucket's name (clientes, polizas). */
export const FORMATO_ENTIDAD = /^[a-z]{1,20}$/;

export const esClaveDueno = (clave: string): clave is ClaveDueno => FORMATO_CLAVE.test(clave);

export const mensajeUnDueno = (claves: readonly string[]) => `Indica exactamente uno de: ${claves.join(', ')}`;

/** An owner with pages of its own: its log and attachments at /{entidad}/{id}/bitacora and /adjuntos lead back to `volver`. */
export interface DuenoConPagina extends Dueno {
  volver(id: number): string;
}

/** Where an owner's web plugin contributes its pages' entry (core/shared/extension.ts). */
export const DUENOS_CON_PAGINA = puntoDeExtension<DuenoConPagina>('crm.duenosConPagina');

/** An owner's key with its id, as a payload or a query names the owner: `{ clienteId: 5 }`. */
export const idDeDueno = (dueno: Dueno, id: number): IdsDueno => ({ [dueno.clave]: id }) as IdsDueno;
