/**
 * The cache-tag convention every plugin API follows: a list provides `{type, id: 'LISTA'}` and each
 * record `{type, id}`. Saving refreshes the list and that record; deleting refreshes only the list,
 * so an open form or detail does not re-read the record it just deleted (that 404 would send the
 * user to the not-found page instead of back to the list).
 */
export function listaTag<T extends string>(type: T) {
  return [{ type, id: 'LISTA' as const }];
}

/** invalidatesTags of a save whose argument carries the record's id (none when creating). */
export function guardadoTags<T extends string>(type: T) {
  return (_result: unknown, _error: unknown, arg: { id?: number | null }) => [...listaTag(type), ...(arg.id ? [{ type, id: arg.id }] : [])];
}
