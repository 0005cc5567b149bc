import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { Aseguradora, AseguradoraDatos } from '../shared/aseguradoras.ts';
import type { ComunicadoAgente, ComunicadoDatos } from '../shared/comunicados.ts';
import type { Empresa, EmpresaDatos } from '../shared/empresas.ts';
import type { Moneda, MonedaCatalogo, MonedaDatos } from '../shared/monedas.ts';
import type { ParametroVencimiento } from '../shared/parametros.ts';
import type { Vendedor, VendedorDatos } from '../shared/vendedores.ts';
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

/** POST /storage/upload: a file into a bucket at `path` (docs/adr/009-file-storage.md). */
export interface Carga {
  bucket: string;
  path: string;
  file: File;
}

/** The agent's announcements list: a text search (contains) and the page, newest first (ADR 011). */
export interface FiltroComunicados {
  texto: string;
  page: number;
}

/** Insurers, currencies, due-date offsets, sellers, the company and announcements (spec 01 §7, 02 §7, 03 §7; ADR 011). */
export const catalogosApi = baseApi.enhanceEndpoints({ addTagTypes: ['Aseguradora', 'Moneda', 'Parametro', 'Vendedor', 'Empresa', 'Comunicado'] }).injectEndpoints({
  endpoints: (build) => ({
    aseguradoras: build.query<ListPage<Aseguradora>, FiltroAseguradoras>({
      query: (filtro) => ({ url: '/aseguradoras', params: parametrosAseguradoras(filtro) }),
      providesTags: listaTag('Aseguradora'),
    }),
    aseguradora: build.query<Aseguradora, number>({
      query: (id) => `/aseguradoras/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Aseguradora', id }],
    }),
    guardarAseguradora: build.mutation<WithMessage<{ id: number }>, AseguradoraDatos & { id: number | null }>({
      query: ({ id, ...body }) => ({ url: id ? `/aseguradoras/${id}` : '/aseguradoras', method: id ? 'PUT' : 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: guardadoTags('Aseguradora'),
    }),
    eliminarAseguradora: build.mutation<WithMessage<unknown>, number>({
      query: (id) => ({ url: `/aseguradoras/${id}`, method: 'DELETE' }),
      transformResponse: withMessage,
      invalidatesTags: listaTag('Aseguradora'),
    }),

    monedas: build.query<Moneda[], void>({ query: () => '/monedas', providesTags: listaTag('Moneda') }),
    catalogoMonedas: build.query<MonedaCatalogo[], void>({ query: () => '/monedas/all' }),
    moneda: build.query<Moneda, number>({
      query: (id) => `/monedas/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Moneda', id }],
    }),
    guardarMoneda: build.mutation<WithMessage<{ id: number }>, MonedaDatos>({
      query: (body) => ({ url: '/monedas', method: body.id ? 'PUT' : 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: guardadoTags('Moneda'),
    }),
    eliminarMoneda: build.mutation<WithMessage<unknown>, number>({
      query: (id) => ({ url: `/monedas/${id}`, method: 'DELETE' }),
      transformResponse: withMessage,
      invalidatesTags: listaTag('Moneda'),
    }),

    parametros: build.query<ParametroVencimiento[], void>({ query: () => '/parametros', providesTags: ['Parametro'] }),
    guardarParametros: build.mutation<WithMessage<ParametroVencimiento[]>, ParametroVencimiento[]>({
      query: (body) => ({ url: '/parametros', method: 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: ['Parametro'],
    }),

    vendedores: build.query<ListPage<Vendedor>, FiltroVendedores>({
      query: ({ nombre, page }) => ({ url: '/vendedores', params: { page, order: 'nombres asc', ...(nombre ? { 'nombre[cn]': nombre } : {}) } }),
      providesTags: listaTag('Vendedor'),
    }),
    vendedor: build.query<Vendedor, number>({
      query: (id) => `/vendedores/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Vendedor', id }],
    }),
    guardarVendedor: build.mutation<WithMessage<{ id: number }>, VendedorDatos>({
      query: ({ id, ...body }) => ({ url: id ? `/vendedores/${id}` : '/vendedores', method: id ? 'PUT' : 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: guardadoTags('Vendedor'),
    }),
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
    subirArchivo: build.mutation<{ url: string }, Carga>({
      query: ({ bucket, path, file }) => {
        const body = new FormData();
        body.append('bucket', bucket);
        body.append('path', path);
        body.append('file', file);
        return { url: '/storage/upload', method: 'POST', body };
      },
    }),

    // Not 'comunicados': the shell's announcement modal already names its call so.
    comunicadosAdmin: build.query<ListPage<ComunicadoAgente>, FiltroComunicados>({
      query: ({ texto, page }) => ({ url: '/comunicados/admin', params: { page, order: 'publicadoDe desc', ...(texto ? { 'texto[cn]': texto } : {}) } }),
      providesTags: listaTag('Comunicado'),
    }),
    comunicadoAdmin: build.query<ComunicadoAgente, number>({
      query: (id) => `/comunicados/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Comunicado', id }],
    }),
    guardarComunicado: build.mutation<WithMessage<{ id: number }>, ComunicadoDatos & { id: number | null }>({
      query: ({ id, ...body }) => ({ url: id ? `/comunicados/${id}` : '/comunicados', method: id ? 'PUT' : 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: guardadoTags('Comunicado'),
    }),
    eliminarComunicado: build.mutation<WithMessage<unknown>, number>({
      query: (id) => ({ url: `/comunicados/${id}`, method: 'DELETE' }),
      transformResponse: withMessage,
      invalidatesTags: listaTag('Comunicado'),
    }),
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
