import { withMessage } from './envelopeBaseQuery.ts';
import { guardadoTags, listaTag } from './tags.ts';

/**
 * The four endpoints a plugin API writes for each record type (list, one by id, save, delete),
 * following the tag convention of tags.ts. Each helper gives the options of one endpoint, and the
 * plugin still names it and its types: `tarea: build.query<Tarea, number>(unoQuery('Tarea', '/tareas'))`,
 * so its hooks keep their names and types. The helpers do not take `build` because TypeScript cannot
 * infer the builder's types while the result and argument types are given by hand. A tag that is
 * not among the API's tag types fails to compile.
 */

/** The list-query string of a list (spec 01 §7). */
export type ParametrosLista = Record<string, string | number | boolean>;

/** A list (GET `url`) whose filter becomes the query string; it provides the list's tag. */
export function listaQuery<T extends string, Filtro>(tag: T, url: string, parametros: (filtro: Filtro) => ParametrosLista) {
  return {
    query: (filtro: Filtro) => ({ url, params: parametros(filtro) }),
    providesTags: listaTag(tag),
  };
}

/** One record (GET `url/id`); it provides the record's tag. */
export function unoQuery<T extends string>(tag: T, url: string) {
  return {
    query: (id: number) => `${url}/${id}`,
    providesTags: (_result: unknown, _error: unknown, id: number) => [{ type: tag, id }],
  };
}

/** A save: POST `url` without an id, PUT `url/id` with one (the id is not sent in the body); answers with the message. */
export function guardarMutation<T extends string>(tag: T, url: string) {
  return {
    query: ({ id, ...body }: { id?: number | null }) => ({ url: id ? `${url}/${id}` : url, method: id ? 'PUT' : 'POST', body }),
    transformResponse: withMessage,
    invalidatesTags: guardadoTags(tag),
  };
}

/** A deletion (DELETE `url/id`); it refreshes only the list (see tags.ts). */
export function eliminarMutation<T extends string>(tag: T, url: string) {
  return {
    query: (id: number) => ({ url: `${url}/${id}`, method: 'DELETE' }),
    transformResponse: withMessage,
    invalidatesTags: listaTag(tag),
  };
}
