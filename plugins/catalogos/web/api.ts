import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { cargaMutation, type Carga } from '../../../web/src/api/carga.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { Aseguradora, AseguradoraDatos } from '../shared/aseguradoras.ts';
import type { ComunicadoAgente, ComunicadoDatos } from '../shared/comunicados.ts';
import type { Empresa, EmpresaDatos } from '../shared/empresas.ts';
import type { Moneda, MonedaCatalogo, MonedaDatos } from '../shared/monedas.ts';
import type { ParametroVencimiento } from '../shared/parametros.ts';
import type { Vendedor, VendedorDatos } from '../shared/vendedores.ts';
import { eliminarMutation, guardarMutation, listaQuery, unoQuery } from '../../../web/src/api/crud.ts';
import { guardadoTags, listaTag } from '../../../web/src/api/tags.ts';

/** The filters of the insurers list, sent as the list-query string of spec 01 §7. */
export interface FiltroAseguradoras {
  aseguradora: string;
  abreviacion: string;
  /** 'Ocultar predefinidas': only the agent's own insurers (estandar=false). */
  ocultarPredefinidas: boolean;
  page: number;
  size: number;
}

function parametrosAseguradoras(filtro: FiltroAseguradoras): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = { page: filtro.page, size: filtro.size, order: 'aseguradora asc' };
  if (filtro.aseguradora.trim()) params['aseguradora[cn]'] = filtro.aseguradora.trim();
  if (filtro.abreviacion.trim()) params['abreviacion[cn]'] = filtro.abreviacion.trim();
  if (filtro.ocultarPredefinidas) params.estandar = false;
  return params;
}

/** The sellers list: a name search (full name, contains) and the page; ordered by name (spec 03 §2, §7). */
export interface FiltroVendedores {
  nombre: string;
  page: number;
}

/** The agent's announcements list: a text search (contains) and the page, newest first (ADR 011). */
export interface FiltroComunicados {
  texto: string;
  page: number;
}

/** Insurers, currencies, due-date offsets, sellers, the company and announcements (spec 01 §7, 02 §7, 03 §7; ADR 011). */
export const catalogosApi = baseApi.enhanceEndpoints({ addTagTypes: ['Aseguradora', 'Moneda', 'Parametro', 'Vendedor', 'Empresa', 'Comunicado'] }).injectEndpoints({
  endpoints: (build) => ({
    aseguradoras: build.query<ListPage<Aseguradora>, FiltroAseguradoras>(listaQuery('Aseguradora', '/aseguradoras', parametrosAseguradoras)),
    aseguradora: build.query<Aseguradora, number>(unoQuery('Aseguradora', '/aseguradoras')),
    guardarAseguradora: build.mutation<WithMessage<{ id: number }>, AseguradoraDatos & { id: number | null }>(guardarMutation('Aseguradora', '/aseguradoras')),
    eliminarAseguradora: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Aseguradora', '/aseguradoras')),

    monedas: build.query<Moneda[], void>({ query: () => '/monedas', providesTags: listaTag('Moneda') }),
    catalogoMonedas: build.query<MonedaCatalogo[], void>({ query: () => '/monedas/all' }),
    moneda: build.query<Moneda, number>(unoQuery('Moneda', '/monedas')),
    guardarMoneda: build.mutation<WithMessage<{ id: number }>, MonedaDatos>({
      query: (body) => ({ url: '/monedas', method: body.id ? 'PUT' : 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: guardadoTags('Moneda'),
    }),
    eliminarMoneda: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Moneda', '/monedas')),

    parametros: build.query<ParametroVencimiento[], void>({ query: () => '/parametros', providesTags: ['Parametro'] }),
    guardarParametros: build.mutation<WithMessage<ParametroVencimiento[]>, ParametroVencimiento[]>({
      query: (body) => ({ url: '/parametros', method: 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: ['Parametro'],
    }),

    vendedores: build.query<ListPage<Vendedor>, FiltroVendedores>(
      listaQuery('Vendedor', '/vendedores', ({ nombre, page }: FiltroVendedores) => ({ page, order: 'nombres asc', ...(nombre ? { 'nombre[cn]': nombre } : {}) })),
    ),
    vendedor: build.query<Vendedor, number>(unoQuery('Vendedor', '/vendedores')),
    guardarVendedor: build.mutation<WithMessage<{ id: number }>, VendedorDatos>(guardarMutation('Vendedor', '/vendedores')),
    eliminarVendedor: build.mutation<WithMessage<unknown>, number>({
      query: (id) => ({ url: `/vendedores/${id}`, method: 'DELETE' }),
      transformResponse: withMessage,
      // Deleting a seller only deactivates it: its detail must show the new status.
      invalidatesTags: (_result, _error, id) => [...listaTag('Vendedor'), { type: 'Vendedor' as const, id }],
    }),

    empresa: build.query<Empresa, void>({ query: () => '/empresas/default', providesTags: ['Empresa'] }),
    guardarEmpresa: build.mutation<WithMessage<{ id: number }>, EmpresaDatos>({
      query: (body) => ({ url: '/empresas', method: 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: ['Empresa'],
    }),
    subirArchivo: build.mutation<{ url: string }, Carga>(cargaMutation()),

    // Not 'comunicados': the shell's announcement modal already names its call so.
    comunicadosAdmin: build.query<ListPage<ComunicadoAgente>, FiltroComunicados>(
      listaQuery('Comunicado', '/comunicados/admin', ({ texto, page }: FiltroComunicados) => ({ page, order: 'publicadoDe desc', ...(texto ? { 'texto[cn]': texto } : {}) })),
    ),
    comunicadoAdmin: build.query<ComunicadoAgente, number>(unoQuery('Comunicado', '/comunicados')),
    guardarComunicado: build.mutation<WithMessage<{ id: number }>, ComunicadoDatos & { id: number | null }>(guardarMutation('Comunicado', '/comunicados')),
    eliminarComunicado: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Comunicado', '/comunicados')),
  }),
});

export const {
  useAseguradorasQuery,
  useAseguradoraQuery,
  useGuardarAseguradoraMutation,
  useEliminarAseguradoraMutation,
  useMonedasQuery,
  useCatalogoMonedasQuery,
  useMonedaQuery,
  useGuardarMonedaMutation,
  useEliminarMonedaMutation,
  useParametrosQuery,
  useGuardarParametrosMutation,
  useVendedoresQuery,
  useVendedorQuery,
  useGuardarVendedorMutation,
  useEliminarVendedorMutation,
  useEmpresaQuery,
  useGuardarEmpresaMutation,
  useSubirArchivoMutation,
  useComunicadosAdminQuery,
  useComunicadoAdminQuery,
  useGuardarComunicadoMutation,
  useEliminarComunicadoMutation,
} = catalogosApi;
