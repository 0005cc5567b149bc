import { baseApi } from '../../../web/src/api/baseApi.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { Aplicacion, EstadoIntegracion, IntegracionDatos, ParametrosDeAplicacion } from '../shared/integraciones.ts';
import type { TareaDeRecibo, TareasCreadas, TareasDePoliza, TipoTareaTodoist } from '../shared/todoist.ts';

const refrescar =
  <T extends string>(...tags: T[]) =>
  (_r: unknown, error: unknown) =>
    error ? [] : tags;

/** The integrations' settings and Todoist's tasks (spec 01 §7 /integraciones, /todoist/*). */
export const integracionesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Integracion', 'TareaTodoist'] }).injectEndpoints({
  endpoints: (build) => ({
    integraciones: build.query<EstadoIntegracion[], void>({ query: () => '/integraciones', providesTags: ['Integracion'] }),
    parametrosIntegracion: build.query<ParametrosDeAplicacion, Aplicacion>({
      query: (aplicacion) => ({ url: '/integraciones', params: { aplicacion } }),
      providesTags: ['Integracion'],
    }),
    guardarIntegracion: build.mutation<WithMessage<unknown>, IntegracionDatos>({
      query: (body) => ({ url: '/integraciones', method: 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: refrescar('Integracion', 'TareaTodoist'),
    }),
    eliminarIntegracion: build.mutation<WithMessage<unknown>, Aplicacion>({
      query: (aplicacion) => ({ url: '/integraciones', method: 'DELETE', params: { aplicacion } }),
      transformResponse: withMessage,
      invalidatesTags: refrescar('Integracion', 'TareaTodoist'),
    }),
    tareasTodoistDePoliza: build.query<TareasDePoliza, number>({ query: (polizaId) => `/todoist/poliza/${polizaId}`, providesTags: ['TareaTodoist'] }),
    tareaTodoistDeRecibo: build.query<TareaDeRecibo, number>({ query: (reciboId) => `/todoist/recibo/${reciboId}`, providesTags: ['TareaTodoist'] }),
    crearTareasTodoist: build.mutation<WithMessage<TareasCreadas>, number>({
      query: (polizaId) => ({ url: `/todoist/poliza/${polizaId}`, method: 'POST', body: {} }),
      transformResponse: withMessage,
      invalidatesTags: refrescar('TareaTodoist'),
    }),
    cerrarTareaTodoist: build.mutation<WithMessage<unknown>, { id: number; tipo: TipoTareaTodoist }>({
      query: ({ id, tipo }) => ({ url: `/todoist/${id}/cerrar/tipo/${tipo}`, method: 'PUT', body: {} }),
      transformResponse: withMessage,
      invalidatesTags: refrescar('TareaTodoist'),
    }),
  }),
});

export const {
  useIntegracionesQuery,
  useParametrosIntegracionQuery,
  useGuardarIntegracionMutation,
  useEliminarIntegracionMutation,
  useTareasTodoistDePolizaQuery,
  useTareaTodoistDeReciboQuery,
  useCrearTareasTodoistMutation,
  useCerrarTareaTodoistMutation,
} = integracionesApi;
