import { baseApi } from '../../../web/src/api/baseApi.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import { listaTag } from '../../../web/src/api/tags.ts';
import type { Moneda } from '../../catalogos/shared/monedas.ts';
import type { Cliente } from '../../clientes/shared/clientes.ts';
import type { DatosCalculoRecibos, ReciboCalculado } from '../shared/recibos-calculo.ts';
import type { SugerenciaVehiculo } from '../shared/vehiculos.ts';

/** What the wizard saves: the payload, and the policy's id when it is edited (null posts a new one). */
export interface GuardadoPoliza {
  id: number | null;
  payload: Record<string, unknown>;
}

/** The insurer's catalogue the spec's vehicle search names, and cars only (spec 02 §7). */
const COMPANIA_VEHICULOS = 29;

/**
 * The capture wizard's calls (spec 02 §7): save, the receipt calculation, the agent's currencies,
 * a client in full (for 'contractor is also insured') and the vehicle suggestions. The policy itself,
 * the client and seller searches and the agent keys come from polizas.api.ts and claves.api.ts.
 */
export const capturaApi = baseApi.enhanceEndpoints({ addTagTypes: ['Poliza', 'Recibo'] }).injectEndpoints({
  endpoints: (build) => ({
    guardarPolizaCaptura: build.mutation<WithMessage<{ id: number }>, GuardadoPoliza>({
      query: ({ id, payload }) => ({ url: id ? `/polizas/${id}` : '/polizas', method: id ? 'PUT' : 'POST', body: payload }),
      transformResponse: withMessage,
      // A renewal also changes the original policy (its polizaIDRenovo).
      invalidatesTags: (_r, _e, { id, payload }) => [
        ...listaTag('Poliza'),
        ...listaTag('Recibo'),
        ...[id, payload.polizaIDRenovo].filter((x): x is number => typeof x === 'number').map((x) => ({ type: 'Poliza' as const, id: x })),
      ],
    }),
    // A mutation: nothing to cache, each call answers for the draft as it is now.
    calcularRecibosCaptura: build.mutation<ReciboCalculado[], DatosCalculoRecibos>({
      query: (body) => ({ url: '/recibos/calcular', method: 'POST', body }),
    }),
    monedasDePoliza: build.query<Moneda[], void>({ query: () => '/monedas' }),
    clienteDePoliza: build.query<Cliente, number>({ query: (id) => `/clientes/${id}` }),
    modelosDeAutos: build.query<SugerenciaVehiculo[], { description: string; model: number }>({
      query: ({ description, model }) => ({ url: '/autos/buscador/modelos', params: { description, model, company: COMPANIA_VEHICULOS, pickup: 0 } }),
    }),
  }),
});

export const { useGuardarPolizaCapturaMutation, useCalcularRecibosCapturaMutation, useMonedasDePolizaQuery, useLazyClienteDePolizaQuery, useModelosDeAutosQuery } = capturaApi;
