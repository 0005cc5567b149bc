import { baseApi } from '../../../../web/src/api/baseApi.ts';
import type { PolizasDelClienteResumen } from '../../shared/cliente-polizas.ts';

/** GET /clientes/{id}/polizas: the client 360's policies and receipts panel (issue 18). */
export const clientePolizasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    polizasDelCliente: build.query<PolizasDelClienteResumen, number>({ query: (clienteId) => `/clientes/${clienteId}/polizas` }),
  }),
});

export const { usePolizasDelClienteQuery } = clientePolizasApi;
