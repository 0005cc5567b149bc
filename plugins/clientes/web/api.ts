import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { AsentamientoSepomex } from '../../catalogos/shared/sepomex.ts';
import type { Cliente, ClienteDatos, ClienteFila, ClienteGuardado } from '../shared/clientes.ts';
import { guardadoTags, listaTag } from '../../../web/src/api/tags.ts';

/** The clients list: the search text (sent only with 3 or more characters) and the page (spec 02 §2.9, §7). */
export interface FiltroClientes {
  nombre: string;
  page: number;
}


/** Clients and the SEPOMEX lookup of their address form (spec 02 §7; docs/adr/012-clientes-borrado.md). */
export const clientesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Cliente'] }).injectEndpoints({
  endpoints: (build) => ({
    clientes: build.query<ListPage<ClienteFila>, FiltroClientes>({
      query: ({ nombre, page }) => ({ url: '/clientes', params: { page, order: 'nombres asc', ...(nombre ? { nombre } : {}) } }),
      providesTags: listaTag('Cliente'),
    }),
    cliente: build.query<Cliente, number>({
      query: (id) => `/clientes/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Cliente', id }],
    }),
    guardarCliente: build.mutation<WithMessage<ClienteGuardado>, ClienteDatos>({
      query: ({ id, ...body }) => ({ url: id ? `/clientes/${id}` : '/clientes', method: id ? 'PUT' : 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: guardadoTags('Cliente'),
    }),
    eliminarCliente: build.mutation<WithMessage<unknown>, number>({
      query: (id) => ({ url: `/clientes/${id}`, method: 'DELETE' }),
      transformResponse: withMessage,
      invalidatesTags: listaTag('Cliente'),
    }),
    // Named for its plugin: another plugin may look up SEPOMEX too.
    asentamientosCliente: build.query<AsentamientoSepomex[], string>({ query: (cp) => `/sepomex/${cp}` }),
  }),
});

export const { useClientesQuery, useClienteQuery, useLazyClienteQuery, useGuardarClienteMutation, useEliminarClienteMutation, useAsentamientosClienteQuery } = clientesApi;
