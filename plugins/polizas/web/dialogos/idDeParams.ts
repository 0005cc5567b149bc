/**
 * The record a caller of the dialogs 'polizas.detalle', 'polizas.pagarRecibo' and 'polizas.cerrar'
 * names in its params, `{id}`; null unless it is a positive integer (params are only the caller's word).
 */
export function idDeParams(params: unknown): number | null {
  const { id } = (params ?? {}) as { id?: unknown };
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The receipt a caller of 'polizas.detalle' wants in view (`{id, reciboId}`, e.g. a receipt report's row); null when absent. */
export function reciboDeParams(params: unknown): number | null {
  const { reciboId } = (params ?? {}) as { reciboId?: unknown };
  return typeof reciboId === 'number' && Number.isSafeInteger(reciboId) && reciboId > 0 ? reciboId : null;
}
