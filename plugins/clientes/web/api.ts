import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import type { WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { AsentamientoSepomex } from '../../catalogos/shared/sepomex.ts';
import type { Cliente, ClienteDatos, ClienteFila, ClienteGuardado } from '../shared/clientes.ts';
import { eliminarMutation, guardarMutation, listaQuery, unoQuery } from '../../../web/src/api/crud.ts';

/** The clients list: the search text (sent only with 3 or more characters) and the page (spec 02 §2.9, §7). */
export interface FiltroClientes {
  nombre: string;
  page: number;
}

/** Clients and the SEPOMEX lookup of their address form (spec 02 §7; docs/adr/012-clientes-borrado.md). */
export const clientesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Cliente'] }).injectEndpoints({
  endpoints: (build) => ({
    clientes: build.query<ListPage<ClienteFila>, FiltroClientes>(
      listaQuery('Cliente', '/clientes', ({ nombre, page }: FiltroClientes) => ({ page, order: 'nombres asc', ...(nombre ? { nombre } : {}) })),
    ),
    cliente: build.query<Cliente, number>(unoQuery('Cliente', '/clientes')),
    // The client field of other plugins' forms (a task's client): 20 at a time, from 3 letters (spec 02 §9).
    clientesAutocompletar: build.query<ListPage<ClienteFila>, string>({
      query: (nombre) => ({ url: '/clientes', params: { nombre, size: 20, order: 'nombres asc' } }),
    }),
    guardarCliente: build.mutation<WithMessage<ClienteGuardado>, ClienteDatos>(guardarMutation('Cliente', '/clientes')),
    eliminarCliente: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Cliente', '/clientes')),
    // Named for its plugin: another plugin may look up SEPOMEX too.
    asentamientosCliente: build.query<AsentamientoSepomex[], string>({ query: (cp) => `/sepomex/${cp}` }),
  }),
});

export const {
  useClientesQuery,
  useClienteQuery,
  useClientesAutocompletarQuery,
  useLazyClienteQuery,
  useGuardarClienteMutation,
  useEliminarClienteMutation,
  useAsentamientosClienteQuery,
} = clientesApi;
