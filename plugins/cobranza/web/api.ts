import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { listaTag } from '../../../web/src/api/tags.ts';
import type { PolizaItem, ReciboItem } from '../../polizas/shared/polizas.ts';

type Parametros = Record<string, string | number>;

/**
 * The receipts and policies the collections and renewals screens list (the polizas plugin's API,
 * spec 02 §7). They provide the polizas plugin's list tags, so paying a receipt or closing a
 * policy in its dialogs refreshes these lists too.
 */
export const cobranzaApi = baseApi.enhanceEndpoints({ addTagTypes: ['Poliza', 'Recibo'] }).injectEndpoints({
  endpoints: (build) => ({
    recibosPorCobrar: build.query<ListPage<ReciboItem>, Parametros>({
      query: (params) => ({ url: '/recibos', params }),
      providesTags: listaTag('Recibo'),
    }),
    polizasPorRenovar: build.query<ListPage<PolizaItem>, Parametros>({
      query: (params) => ({ url: '/polizas', params }),
      providesTags: listaTag('Poliza'),
    }),
  }),
});

export const { useRecibosPorCobrarQuery, usePolizasPorRenovarQuery } = cobranzaApi;
