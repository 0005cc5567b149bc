import { esClaveDueno, FORMATO_ENTIDAD, type Dueno, type DuenoConPagina } from '../shared/duenos.ts';

/**
 * The owners whose log and attachments have pages (/{entidad}/{entidadId}/bitacora and /adjuntos)
 * are those whose web plugins contribute to DUENOS_CON_PAGINA (duenosConPagina.ts reads them); crm
 * names none. Any other registered owner opens the dialogs 'crm.bitacora' and 'crm.adjuntos' with
 * `{entidad, clave, id}` (DuenoRef's shape). Pure, so the server's tests can check it.
 */

/** The owner named by its entidad (one with pages), or by its entidad and key (`clave`). */
export function duenoDe(conPagina: readonly DuenoConPagina[], entidad: string, clave?: unknown): Dueno | undefined {
  const conocido = conPagina.find((d) => d.entidad === entidad);
  if (conocido) return { clave: conocido.clave, entidad: conocido.entidad };
  return typeof clave === 'string' && esClaveDueno(clave) && FORMATO_ENTIDAD.test(entidad) ? { clave, entidad } : undefined;
}

/** Where an owner's log and attachments lead back to: what its plugin said, else its entidad's list. */
export function paginaDe(conPagina: readonly DuenoConPagina[], dueno: Dueno, id: number): string {
  return conPagina.find((d) => d.entidad === dueno.entidad)?.volver(id) ?? `/${dueno.entidad}`;
}
