import type { LoginBody, RolCatalogo, UsoSuscripcion, UsuarioAdministrado, UsuarioSesion } from '../../../core/shared/auth/contract.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { unoQuery } from '../../../web/src/api/crud.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { CheckoutEstado, PlanEnVenta, SuscripcionActiva } from '../shared/pagos.ts';

/** The body of POST and PUT /usuarios from the administered-user form. */
export interface UsuarioGuardar {
  id?: number | null;
  correo: string;
  nombres: string;
  apPat: string;
  apMat: string;
  celular: string;
  status: 'activo' | 'inactivo';
  roles: string[];
}

/** PUT /usuarios for one's own account. */
export interface CuentaGuardar {
  id: number;
  nombres: string;
  apPat: string;
  apMat: string | null;
  celular: string | null;
}

/** Users, roles, plans and subscription calls of the cuentas plugin (spec 01 §7). */
export const cuentasApi = baseApi.enhanceEndpoints({ addTagTypes: ['Usuario', 'Uso', 'Suscripcion'] }).injectEndpoints({
  endpoints: (build) => ({
    usuariosAdicionales: build.query<UsuarioAdministrado[], void>({
      query: () => '/usuarios/adicionales',
      providesTags: ['Usuario'],
    }),
    usuario: build.query<UsuarioAdministrado, number>(unoQuery('Usuario', '/usuarios')),
    guardarUsuario: build.mutation<WithMessage<{ id: number }>, UsuarioGuardar>({
      query: (body) => ({ url: '/usuarios', method: body.id ? 'PUT' : 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: ['Usuario', 'Uso'],
    }),
    eliminarUsuario: build.mutation<WithMessage<unknown>, number>({
      query: (id) => ({ url: `/usuarios/${id}`, method: 'DELETE' }),
      transformResponse: withMessage,
      invalidatesTags: ['Usuario', 'Uso'],
    }),
    roles: build.query<RolCatalogo[], void>({ query: () => '/seguridad/roles' }),
    usoUsuarios: build.query<UsoSuscripcion, void>({
      query: () => ({ url: '/suscripciones/usages', params: { tipoItem: 'USUARIO' } }),
      providesTags: ['Uso'],
    }),
    suscripcionActiva: build.query<SuscripcionActiva, void>({
      query: () => '/suscripciones/activa',
      providesTags: ['Suscripcion'],
    }),
    planes: build.query<PlanEnVenta[], 'MENSUAL' | 'ANUAL'>({
      query: (periodicidad) => ({ url: '/planes', params: { periodicidad } }),
    }),
    crearCheckout: build.mutation<{ redirectURL: string }, { priceId: string }>({
      query: (body) => ({ url: '/payments/stripe/create-checkout', method: 'POST', body }),
    }),
    /** Whether the Checkout Session the payment page returned from was paid (it also applies it). */
    estadoCheckout: build.query<CheckoutEstado, string>({
      query: (sessionId) => ({ url: '/payments/stripe/checkout', params: { sessionId } }),
    }),
    /** A short-lived address of Stripe's customer portal (cards, invoices, cancellation). */
    portalFacturacion: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/payments/stripe/portal', method: 'POST' }),
    }),
    miUsuario: build.query<UsuarioSesion, void>({ query: () => '/usuarios/me' }),
    guardarCuenta: build.mutation<WithMessage<unknown>, CuentaGuardar>({
      query: (body) => ({ url: '/usuarios', method: 'PUT', body }),
      transformResponse: withMessage,
    }),
    cambiarPassword: build.mutation<WithMessage<LoginBody>, { oldPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/usuarios/password', method: 'PUT', body }),
      transformResponse: withMessage,
    }),
  }),
});

export const {
  useUsuariosAdicionalesQuery,
  useUsuarioQuery,
  useGuardarUsuarioMutation,
  useEliminarUsuarioMutation,
  useRolesQuery,
  useUsoUsuariosQuery,
  useSuscripcionActivaQuery,
  usePlanesQuery,
  useCrearCheckoutMutation,
  useEstadoCheckoutQuery,
  usePortalFacturacionMutation,
  useMiUsuarioQuery,
  useGuardarCuentaMutation,
  useCambiarPasswordMutation,
} = cuentasApi;
