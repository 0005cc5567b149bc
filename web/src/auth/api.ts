import type { Comunicado, LoginBody, UsuarioSesion } from '../../../core/shared/auth/contract.ts';
import { baseApi } from '../api/baseApi.ts';
import { withMessage, type WithMessage } from '../api/envelopeBaseQuery.ts';

/** The sign-in, registration and password calls the shell owns (spec 01 §7). */
export interface RegistroBody {
  correo: string;
  nombre: string;
  apPaterno: string;
  apMaterno: string | null;
  cedula: string | null;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginBody, { usuario: string; password: string }>({
      query: (body) => ({ url: '/usuarios/login', method: 'POST', body }),
    }),
    /** The same call with no body and the stored token: a fresh token for the same session. */
    refrescarSesion: build.mutation<LoginBody, void>({
      query: () => ({ url: '/usuarios/login', method: 'POST' }),
    }),
    registrar: build.mutation<WithMessage<unknown>, RegistroBody>({
      query: (body) => ({ url: '/agentes', method: 'POST', body }),
      transformResponse: withMessage,
    }),
    validarEmail: build.mutation<unknown, string>({
      query: (email) => ({ url: '/usuarios/validar-email', params: { email } }),
    }),
    activar: build.mutation<LoginBody, { correo: string; codigo: string; password: string }>({
      query: (body) => ({ url: '/usuarios/activate', method: 'POST', body }),
    }),
    restaurarPassword: build.mutation<WithMessage<unknown>, { email: string }>({
      query: (body) => ({ url: '/usuarios/password/restore', method: 'PUT', body }),
      transformResponse: withMessage,
    }),
    establecerPassword: build.mutation<WithMessage<unknown>, { email: string; codigo: string; newPassword: string }>({
      query: (body) => ({ url: '/usuarios/password/restore/set', method: 'PUT', body }),
      transformResponse: withMessage,
    }),
    confirmarCorreo: build.mutation<WithMessage<unknown>, { correo: string; codigo: string }>({
      query: (body) => ({ url: '/usuarios/correo/confirmar', method: 'POST', body }),
      transformResponse: withMessage,
    }),
    /** 'Salir': the server revokes the session, so the token stops working everywhere at once. */
    cerrarSesion: build.mutation<unknown, void>({
      query: () => ({ url: '/usuarios/logout', method: 'POST' }),
    }),
    me: build.query<UsuarioSesion, void>({ query: () => '/usuarios/me' }),
    comunicados: build.query<Comunicado[], void>({ query: () => '/comunicados' }),
    registrarPagina: build.mutation<unknown, { path: string }>({
      query: (body) => ({ url: '/eventos/pagina', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegistrarMutation,
  useValidarEmailMutation,
  useActivarMutation,
  useRestaurarPasswordMutation,
  useEstablecerPasswordMutation,
  useConfirmarCorreoMutation,
  useCerrarSesionMutation,
} = authApi;
