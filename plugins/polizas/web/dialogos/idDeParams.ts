/**
 * The record a caller of the dialogs 'polizas.detalle', 'polizas.pagarRecibo' and 'polizas.cerrar'
 * names in its params, `{id}`; null unless it is a positive integer (params are only the caller's word).
 */
export function idDeParams(params: unknown): number | null {
  const { id } = (params ?? {}) as { id?: unknown };
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
