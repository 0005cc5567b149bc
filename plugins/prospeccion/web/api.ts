import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { eliminarMutation, guardarMutation, listaQuery, unoQuery } from '../../../web/src/api/crud.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import { listaTag } from '../../../web/src/api/tags.ts';
import type { ConversionDatos, Prospecto, ProspectoDatos, ProspectoFila } from '../shared/prospectos.ts';

/** The prospects list: the search text (sent only with 3 or more characters) and the page (spec 03 §2, §7). */
export interface FiltroProspectos {
  nombre: string;
  page: number;
}

/** Prospects and their conversion into a client (spec 03 §7 Prospects; docs/adr/025-prospeccion.md). */
export const prospectosApi = baseApi.enhanceEndpoints({ addTagTypes: ['Prospecto', 'Tablero', 'NotaCard'] }).injectEndpoints({
  endpoints: (build) => ({
    prospectos: build.query<ListPage<ProspectoFila>, FiltroProspectos>(
      listaQuery('Prospecto', '/prospectos', ({ nombre, page }: FiltroProspectos) => ({ page, order: 'nombres asc', ...(nombre ? { 'nombres[cn]': nombre } : {}) })),
    ),
    prospecto: build.query<Prospecto, number>(unoQuery('Prospecto', '/prospectos')),
    // The card form's prospect search and a task's prospect: 20 at a time (spec 03 §7, §9).
    prospectosAutocompletar: build.query<ListPage<ProspectoFila>, string>({
      query: (nombre) => ({ url: '/prospectos', params: { 'nombres[cn]': nombre, size: 20, order: 'nombres asc' } }),
    }),
    // The prospect a client came from (its page's panel).
    prospectosDelCliente: build.query<ListPage<ProspectoFila>, number>(listaQuery('Prospecto', '/prospectos', (clienteId: number) => ({ clienteId, size: 5 }))),
    guardarProspecto: build.mutation<WithMessage<{ id: number }>, ProspectoDatos>(guardarMutation('Prospecto', '/prospectos')),
    eliminarProspecto: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Prospecto', '/prospectos')),
    convertirProspecto: build.mutation<WithMessage<{ id: number; clienteId: number }>, ConversionDatos & { id: number }>({
      query: ({ id, clienteId }) => ({ url: `/prospectos/${id}/convertir`, method: 'POST', body: { clienteId } }),
      transformResponse: withMessage,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Prospecto', id }, ...listaTag('Prospecto'), ...listaTag('Tablero')],
    }),
  }),
});

export const {
  useProspectosQuery,
  useProspectoQuery,
  useProspectosAutocompletarQuery,
  useProspectosDelClienteQuery,
  useGuardarProspectoMutation,
  useEliminarProspectoMutation,
  useConvertirProspectoMutation,
} = prospectosApi;
