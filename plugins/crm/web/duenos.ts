import { esClaveDueno, FORMATO_ENTIDAD, type Dueno } from '../shared/duenos.ts';

/**
 * The owners whose log and attachment pages crm's web still routes (/{entidad}/{entidadId}/bitacora
 * and /adjuntos, web/index.ts) and whose callers still open the dialogs with `{entidad, id}` only:
 * clients, policies and receipts. The server accepts whatever owners registered themselves
 * (plugins/crm/server/duenos.ts); a new owner needs no entry here: its web code opens the dialogs
 * 'crm.bitacora' and 'crm.adjuntos' with `{entidad, clave, id}` (DuenoRef's shape, shared/duenos.ts).
 */
interface DuenoConPagina extends Dueno {
  /** Where the owner's log and attachments lead back to. */
  volver: (id: number) => string;
}

const DUENOS_CON_PAGINA: readonly DuenoConPagina[] = [
  { clave: 'clienteId', entidad: 'clientes', volver: (id) => `/clientes/${id}` },
  // A policy's /polizas/{id} is the capture wizard (spec 01 §2: back to /polizas); a receipt has no page of its own.
  { clave: 'polizaId', entidad: 'polizas', volver: () => '/polizas' },
  { clave: 'reciboId', entidad: 'recibos', volver: () => '/polizas' },
];

/** The owner named by its entidad, and its key when the caller gave one (`clave`). */
export function duenoDe(entidad: string, clave?: unknown): Dueno | undefined {
  const conocido = DUENOS_CON_PAGINA.find((d) => d.entidad === entidad);
  if (conocido) return { clave: conocido.clave, entidad: conocido.entidad };
  return typeof clave === 'string' && esClaveDueno(clave) && FORMATO_ENTIDAD.test(entidad) ? { clave, entidad } : undefined;
}

/** Where an owner's log and attachments lead back to: its detail page, else its entidad's list. */
export function paginaDe(dueno: Dueno, id: number): string {
  return DUENOS_CON_PAGINA.find((d) => d.entidad === dueno.entidad)?.volver(id) ?? `/${dueno.entidad}`;
}
