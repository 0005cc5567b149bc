import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { cargaMutation, type Carga } from '../../../web/src/api/carga.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { Vendedor, VendedorResumen } from '../../catalogos/shared/vendedores.ts';
import type { Adjunto, AdjuntoDatos } from '../shared/adjuntos.ts';
import type { RegistroBitacora, RegistroDatos } from '../shared/bitacora.ts';
import type { Dueno } from '../shared/duenos.ts';
import type { StatusTarea, Tarea, TareaDatos } from '../shared/tareas.ts';
import { eliminarMutation, guardarMutation, listaQuery, unoQuery } from '../../../web/src/api/crud.ts';
import { listaTag } from '../../../web/src/api/tags.ts';

/** The tasks list (spec 01 §7, 03 §7): by status, name and description (contains), seller, the page (size -1: all). */
export interface FiltroTareas {
  status: StatusTarea | null;
  nombre: string;
  descripcion: string;
  vendedorId: number | null;
  page: number;
  size: number;
  /** Only the tasks of this record (a client's page). */
  dueno?: DuenoRef | null;
}

/** Soonest due first, tasks without a due date last (issue 18; the spec's list orders by creation). */
export const ORDEN_TAREAS = 'vencimiento asc, fecha asc';

function parametrosTareas({ status, nombre, descripcion, vendedorId, page, size, dueno }: FiltroTareas): Record<string, string | number> {
  const params: Record<string, string | number> = { page, size, order: ORDEN_TAREAS };
  if (dueno) params[dueno.dueno.clave] = dueno.id;
  if (status) params.status = status;
  if (nombre.trim()) params['nombre[cn]'] = nombre.trim();
  if (descripcion.trim()) params['descripcion[cn]'] = descripcion.trim();
  if (vendedorId) params.vendedor_id = vendedorId;
  return params;
}

/** The seller autocomplete's page size (spec 03 §9). */
const TAMANO_AUTOCOMPLETE = 20;

/** The owner of a log or of attachments: its kind and id. */
export interface DuenoRef {
  dueno: Dueno;
  id: number;
}

/** Tasks, the activity log and attachments (spec 01 §2, §3, §7). */
export const crmApi = baseApi.enhanceEndpoints({ addTagTypes: ['Bitacora', 'Adjunto', 'Tarea'] }).injectEndpoints({
  endpoints: (build) => ({
    tareas: build.query<ListPage<Tarea>, FiltroTareas>(listaQuery('Tarea', '/tareas', parametrosTareas)),
    tarea: build.query<Tarea, number>(unoQuery('Tarea', '/tareas')),
    guardarTarea: build.mutation<WithMessage<{ id: number }>, TareaDatos & { id: number | null }>(guardarMutation('Tarea', '/tareas')),
    eliminarTarea: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Tarea', '/tareas')),
    // The seller filter of the task list: sellers whose full name contains the text (spec 03 §9).
    vendedoresAutocomplete: build.query<ListPage<VendedorResumen>, string>({
      query: (nombre) => ({ url: '/vendedores', params: { 'nombre[cn]': nombre, size: TAMANO_AUTOCOMPLETE, order: 'nombres asc' } }),
    }),
    // The seller selector of the task form: every active seller (spec 01 §9: size 99999).
    vendedoresDeTarea: build.query<ListPage<Vendedor>, void>({
      query: () => ({ url: '/vendedores', params: { size: 99999, status: 'activo', order: 'nombres asc' } }),
    }),

    bitacora: build.query<RegistroBitacora[], DuenoRef>({
      query: ({ dueno, id }) => ({ url: '/crm', params: { [dueno.clave]: id } }),
      providesTags: listaTag('Bitacora'),
    }),
    guardarBitacora: build.mutation<WithMessage<{ id: number }>, RegistroDatos>({
      query: (body) => ({ url: '/crm', method: 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: listaTag('Bitacora'),
    }),
    eliminarTextoBitacora: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Bitacora', '/crm/texts')),

    adjuntos: build.query<Adjunto[], DuenoRef>({
      query: ({ dueno, id }) => `/adjuntos/${dueno.entidad}/${id}`,
      providesTags: listaTag('Adjunto'),
    }),
    subirAdjunto: build.mutation<{ url: string }, Carga>(cargaMutation()),
    guardarAdjunto: build.mutation<WithMessage<{ id: number }>, AdjuntoDatos>({
      query: (body) => ({ url: '/adjuntos', method: 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: listaTag('Adjunto'),
    }),
    eliminarAdjunto: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Adjunto', '/adjuntos')),
  }),
});

export const {
  useTareasQuery,
  useTareaQuery,
  useGuardarTareaMutation,
  useEliminarTareaMutation,
  useVendedoresAutocompleteQuery,
  useVendedoresDeTareaQuery,
  useBitacoraQuery,
  useGuardarBitacoraMutation,
  useEliminarTextoBitacoraMutation,
  useAdjuntosQuery,
  useSubirAdjuntoMutation,
  useGuardarAdjuntoMutation,
  useEliminarAdjuntoMutation,
} = crmApi;
