import { baseApi } from '../../../web/src/api/baseApi.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import { listaTag } from '../../../web/src/api/tags.ts';
import type { ListPage } from '../../../core/shared/envelope.ts';
import type { Moneda } from '../../catalogos/shared/monedas.ts';
import type { Cliente } from '../../clientes/shared/clientes.ts';
import type { DatosCalculoRecibos, ReciboCalculado } from '../shared/recibos-calculo.ts';
import type { SugerenciaVehiculo } from '../shared/vehiculos.ts';
import type { PolizaItem } from '../shared/polizas.ts';

/** A number the wizard is about to save: its insurer, its validity, and the policies it may share it with (itself, its renewal chain). */
export interface NumeroCapturado {
  aseguradoraId: number;
  noPoliza: string;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  excepto: number[];
}

/**
 * The list filters that find what POST /polizas refuses as a repeated number (issue 18): the same
 * insurer and number, a validity that overlaps [de, a), deleted policies (the list has none) and
 * the renewal chain aside.
 */
export function parametrosNumero(n: NumeroCapturado): Record<string, string | number> {
  return {
    noPoliza: n.noPoliza.trim(),
    aseguradoraId: n.aseguradoraId,
    'fechaVigenciaDe[lt]': n.fechaVigenciaA,
    'fechaVigenciaA[gt]': n.fechaVigenciaDe,
    ...(n.excepto.length ? { 'id[ni]': n.excepto.join(',') } : {}),
    order: 'fechaVigenciaDe asc',
    size: 1,
  };
}

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
    polizaConNumero: build.query<PolizaItem | null, NumeroCapturado>({
      query: (n) => ({ url: '/polizas', params: parametrosNumero(n) }),
      transformResponse: (pagina: ListPage<PolizaItem>) => pagina.items[0] ?? null,
      providesTags: listaTag('Poliza'),
    }),
    clienteDePoliza: build.query<Cliente, number>({ query: (id) => `/clientes/${id}` }),
    modelosDeAutos: build.query<SugerenciaVehiculo[], { description: string; model: number }>({
      query: ({ description, model }) => ({ url: '/autos/buscador/modelos', params: { description, model, company: COMPANIA_VEHICULOS, pickup: 0 } }),
    }),
  }),
});

export const {
  useGuardarPolizaCapturaMutation,
  useCalcularRecibosCapturaMutation,
  useMonedasDePolizaQuery,
  usePolizaConNumeroQuery,
  useLazyClienteDePolizaQuery,
  useModelosDeAutosQuery,
} = capturaApi;
