import type { EstadoBaja } from '../../../core/shared/auth/baja.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import { FALLBACK_ERROR_MESSAGE } from '../../../web/src/api/sobre.ts';
import { readStoredToken } from '../../../web/src/api/token.ts';

/** The owner's cancellation of the account (core routes, docs/adr/040-baja-de-cuenta.md). */
export const bajaApi = baseApi.enhanceEndpoints({ addTagTypes: ['Baja'] }).injectEndpoints({
  endpoints: (build) => ({
    estadoBaja: build.query<EstadoBaja | null, void>({ query: () => '/cuenta/baja', providesTags: ['Baja'] }),
    solicitarBaja: build.mutation<WithMessage<EstadoBaja>, { password: string }>({
      query: (body) => ({ url: '/cuenta/baja', method: 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: ['Baja'],
    }),
    deshacerBaja: build.mutation<WithMessage<null>, void>({
      query: () => ({ url: '/cuenta/baja', method: 'DELETE' }),
      transformResponse: withMessage,
      invalidatesTags: ['Baja'],
    }),
  }),
});

export const { useEstadoBajaQuery, useSolicitarBajaMutation, useDeshacerBajaMutation } = bajaApi;

/**
 * Downloads the account's export. The contraseña goes in a POST body, so a link cannot do it: the
 * zip is fetched with the session's token and handed to the browser as a blob. Throws the server's
 * Spanish message on refusal.
 */
export async function descargarExportacion(password: string): Promise<void> {
  const token = readStoredToken();
  // A network failure or an answer without the server's message reads as every other failed call.
  const res = await fetch('/api/cuenta/exportacion', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ password }),
  }).catch(() => {
    throw new Error(FALLBACK_ERROR_MESSAGE);
  });
  if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? FALLBACK_ERROR_MESSAGE);
  const nombre = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'cartera-exportacion.zip';
  const enlace = document.createElement('a');
  enlace.href = URL.createObjectURL(await res.blob());
  enlace.download = nombre;
  enlace.click();
  setTimeout(() => URL.revokeObjectURL(enlace.href), 60_000);
}
