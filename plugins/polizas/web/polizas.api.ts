import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import { listaQuery, unoQuery } from '../../../web/src/api/crud.ts';
import { listaTag } from '../../../web/src/api/tags.ts';
import type { Conducto, Razon, RamoId, StatusPoliza } from '../../catalogos/shared/catalogos.ts';
import type { VendedorResumen } from '../../catalogos/shared/vendedores.ts';
import type { ClienteFila } from '../../clientes/shared/clientes.ts';
import type { MotivoDatos, PagoDatos } from '../shared/poliza-form.ts';
import type { Poliza, PolizaItem, ReciboItem } from '../shared/polizas.ts';
import { filtroDeRamos } from '../shared/filtros-url.ts';

/** The list filters of /polizas (spec 02 §2.1, §7); empty texts and nulls are not sent. */
export interface FiltroPolizas {
  clienteId: number | null;
  vendedorId: number | null;
  noPoliza: string;
  concepto: string;
  abreviacion: string;
  /** Validity-start range, 'yyyy-MM-dd' both. */
  vigenciaDe: string;
  vigenciaA: string;
  conducto: Conducto | null;
  /** The lines; [] is every line. */
  ramos: RamoId[];
  status: StatusPoliza | null;
  soloRobot: boolean;
  page: number;
}

export function parametrosPolizas(f: FiltroPolizas): Record<string, string | number> {
  const params: Record<string, string | number> = { page: f.page };
  if (f.clienteId) params.clienteId = f.clienteId;
  if (f.vendedorId) params.vendedorId = f.vendedorId;
  if (f.noPoliza.trim()) params['noPoliza[cn]'] = f.noPoliza.trim();
  if (f.concepto.trim()) params['concepto[cn]'] = f.concepto.trim();
  if (f.abreviacion.trim()) params['abreviacion[cn]'] = f.abreviacion.trim();
  if (f.vigenciaDe && f.vigenciaA) params['fechaVigenciaDe[bw]'] = `${f.vigenciaDe},${f.vigenciaA}`;
  else if (f.vigenciaDe) params['fechaVigenciaDe[ge]'] = f.vigenciaDe;
  else if (f.vigenciaA) params['fechaVigenciaDe[le]'] = f.vigenciaA;
  if (f.conducto) params.conducto = f.conducto;
  Object.assign(params, filtroDeRamos('ramo', f.ramos));
  if (f.status) params.status = f.status;
  if (f.soloRobot) params.esRobot = 'true';
  return params;
}

/** Autocompletes ask for 20 at a time (spec 02 §9). */
const TAMANO_AUTOCOMPLETE = 20;

/** A receipt's status change: the receipt, and its policy for the refresh. */
type CambioRecibo<T = object> = T & { id: number; polizaId: number };

/** What a receipt's change refreshes: its policy's detail and every receipt list. */
const tagsDeRecibo = (_r: unknown, _e: unknown, { id, polizaId }: CambioRecibo) => [
  { type: 'Poliza' as const, id: polizaId },
  { type: 'Recibo' as const, id },
  ...listaTag('Recibo'),
];

/** What closing or reactivating a policy refreshes: its detail, the policy list and the receipt lists. */
const tagsDePoliza = (_r: unknown, _e: unknown, { id }: { id: number }) => [{ type: 'Poliza' as const, id }, ...listaTag('Poliza'), ...listaTag('Recibo')];

/**
 * Policies and receipts of the list, the detail and its dialogs (spec 02 §7 'Policies', 'Receipts').
 * Receipt writes answer the updated receipt; the detail is read again so its totals and statuses agree.
 */
export const polizasApi = baseApi.enhanceEndpoints({ addTagTypes: ['Poliza', 'Recibo'] }).injectEndpoints({
  endpoints: (build) => ({
    polizas: build.query<ListPage<PolizaItem>, FiltroPolizas>(listaQuery('Poliza', '/polizas', parametrosPolizas)),
    poliza: build.query<Poliza, number>(unoQuery('Poliza', '/polizas')),
    eliminarPoliza: build.mutation<WithMessage<{ id: number }>, number>({
      query: (id) => ({ url: `/polizas/${id}`, method: 'DELETE' }),
      transformResponse: withMessage,
      invalidatesTags: [...listaTag('Poliza'), ...listaTag('Recibo')],
    }),
    cerrarPoliza: build.mutation<WithMessage<{ id: number; status: StatusPoliza }>, MotivoDatos & { id: number }>({
      query: ({ id, razonId, texto }) => ({ url: `/polizas/${id}/cancelar`, method: 'PUT', body: { razonId, texto } }),
      transformResponse: withMessage,
      invalidatesTags: tagsDePoliza,
    }),
    reactivarPoliza: build.mutation<WithMessage<{ id: number; status: StatusPoliza }>, MotivoDatos & { id: number }>({
      query: ({ id, razonId, texto }) => ({ url: `/polizas/${id}/reactivar`, method: 'PUT', body: { razonId, texto } }),
      transformResponse: withMessage,
      invalidatesTags: tagsDePoliza,
    }),

    recibo: build.query<ReciboItem, number>(unoQuery('Recibo', '/recibos')),
    pagarRecibo: build.mutation<WithMessage<ReciboItem>, CambioRecibo<PagoDatos>>({
      query: ({ id, fechaPago, folioPago, tipoCambio, observacion }) => ({ url: `/recibos/${id}/pagar`, method: 'PUT', body: { fechaPago, folioPago, tipoCambio, observacion } }),
      transformResponse: withMessage,
      invalidatesTags: tagsDeRecibo,
    }),
    revertirPago: build.mutation<WithMessage<ReciboItem>, CambioRecibo>({
      query: ({ id }) => ({ url: `/recibos/${id}/cancelarPago`, method: 'PUT' }),
      transformResponse: withMessage,
      invalidatesTags: tagsDeRecibo,
    }),
    cancelarRecibo: build.mutation<WithMessage<ReciboItem>, CambioRecibo<MotivoDatos>>({
      query: ({ id, polizaId, razonId, texto }) => ({ url: `/recibos/${id}/cancelar`, method: 'PUT', body: { polizaId, razonId, texto } }),
      transformResponse: withMessage,
      invalidatesTags: tagsDeRecibo,
    }),
    reactivarRecibo: build.mutation<WithMessage<ReciboItem>, CambioRecibo<MotivoDatos>>({
      query: ({ id, polizaId, razonId, texto }) => ({ url: `/recibos/${id}/reactivar`, method: 'PUT', body: { polizaId, razonId, texto } }),
      transformResponse: withMessage,
      invalidatesTags: tagsDeRecibo,
    }),

    // Closing and reactivation reasons: tipo 0 policies, 3 receipts (spec 02 §7).
    razonesDeCierre: build.query<Razon[], number>({
      query: (tipo) => ({ url: '/razones', params: { modelo: 0, tipo } }),
    }),
    // The list's client and seller filters; named for their use so other plugins keep their own.
    clientesParaFiltro: build.query<ListPage<ClienteFila>, string>({
      query: (nombre) => ({ url: '/clientes', params: { nombre, size: TAMANO_AUTOCOMPLETE, order: 'nombres asc' } }),
    }),
    vendedoresParaFiltro: build.query<ListPage<VendedorResumen>, string>({
      query: (nombre) => ({ url: '/vendedores', params: { 'nombre[cn]': nombre, size: TAMANO_AUTOCOMPLETE, order: 'nombres asc' } }),
    }),
  }),
});

export const {
  usePolizasQuery,
  usePolizaQuery,
  useEliminarPolizaMutation,
  useCerrarPolizaMutation,
  useReactivarPolizaMutation,
  useReciboQuery,
  usePagarReciboMutation,
  useRevertirPagoMutation,
  useCancelarReciboMutation,
  useReactivarReciboMutation,
  useRazonesDeCierreQuery,
  useClientesParaFiltroQuery,
  useVendedoresParaFiltroQuery,
} = polizasApi;
