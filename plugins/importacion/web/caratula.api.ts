import { baseApi } from '../../../web/src/api/baseApi.ts';
import { cargaMutation, type Carga } from '../../../web/src/api/carga.ts';
import { readStoredToken } from '../../../web/src/api/token.ts';
import { BUCKET_CARATULAS, CODIGOS_CARATULA, rutaDeCaratula, type CaratulaPeticion, type RespuestaCaratula } from '../shared/caratula-api.ts';
import { MENSAJES_PDF } from '../shared/mensajes.ts';

/** The cover-page upload (spec 02 §7): bucket caratulas, path polizas/{filename}. */
export const caratulaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subirCaratula: build.mutation<{ url: string }, Carga>(cargaMutation()),
  }),
});

export const { useSubirCaratulaMutation } = caratulaApi;

export const cargaDeCaratula = (file: File): Carga => ({ bucket: BUCKET_CARATULAS, path: rutaDeCaratula(file.name), file });

/**
 * POST /polizas/caratula/preview, /polizas/caratula and /polizas/caratula/cliente. Their answer
 * keeps its `code` (10: create the agent key; the others choose the help text), which the base
 * query's error would drop.
 */
export async function llamarCaratula<T>(
  ruta: '/polizas/caratula/preview' | '/polizas/caratula' | '/polizas/caratula/cliente',
  peticion: CaratulaPeticion,
): Promise<RespuestaCaratula<T>> {
  const token = readStoredToken();
  try {
    const res = await fetch(`/api${ruta}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(peticion),
    });
    const json = (await res.json().catch(() => null)) as Partial<RespuestaCaratula<T>> | null;
    if (json && typeof json.ok === 'boolean' && typeof json.message === 'string')
      return { ok: json.ok, code: json.code ?? CODIGOS_CARATULA.ok, message: json.message, body: json.body ?? null };
  } catch {
    // No answer at all: the generic text below.
  }
  return { ok: false, code: CODIGOS_CARATULA.archivoDanado, message: MENSAJES_PDF.inesperado, body: null };
}
