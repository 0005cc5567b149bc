/**
 * What the loader (on the agency's page) and the frame (on Cartera's origin) agree on. The frame only
 * ever tells its parent its height; it never reads anything the parent sends.
 */
export const TIPO_MENSAJE = 'cartera:quote-viewer';

/** The frame page, on the loader's own origin. */
export const RUTA_FRAME = '/widgets/quote-viewer/frame.html';

/** 'ready': the quotation rendered; 'resize': its content changed height. Never sent when loading failed. */
export interface MensajeVisor {
  tipo: typeof TIPO_MENSAJE;
  evento: 'ready' | 'resize';
  alto: number;
}

/** A height worth applying: a message from a frame that is not ours could carry anything. */
export function esMensajeVisor(data: unknown): data is MensajeVisor {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.tipo === TIPO_MENSAJE && (m.evento === 'ready' || m.evento === 'resize') && typeof m.alto === 'number' && m.alto >= 0 && m.alto <= 100_000;
}
