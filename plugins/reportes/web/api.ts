import { baseApi } from '../../../web/src/api/baseApi.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import { guardadoTags, listaTag } from '../../../web/src/api/tags.ts';
import type { Aseguradora } from '../../catalogos/shared/aseguradoras.ts';
import type { Banner } from '../../catalogos/shared/catalogos.ts';
import type { Meta, MetaDatos } from '../shared/metas.ts';
import type { ResumenCartera, TipoResumen } from '../shared/resumen.ts';

/** What a goal panel sends: the validated form plus the goal's id (null creates). */
export type MetaEnvio = MetaDatos & { id: number | null };

/**
 * The portfolio summary and the production goals (spec 02 §7 'Summary', 'Goals and parameters').
 * A goal saved or deleted refreshes the summary too: its gauges show the goals.
 */
export const reportesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Resumen', 'Meta'] }).injectEndpoints({
  endpoints: (build) => ({
    resumenCartera: build.query<ResumenCartera, readonly TipoResumen[]>({
      query: (tipos) => ({ url: '/reportes/resumen-cartera', params: { tipo: tipos.join(',') } }),
      providesTags: ['Resumen'],
    }),
    bannersResumen: build.query<Banner[], void>({ query: () => ({ url: '/banners', params: { ubicacion: 'HOME' } }) }),

    metas: build.query<Meta[], void>({ query: () => '/metas', providesTags: listaTag('Meta') }),
    guardarMeta: build.mutation<WithMessage<{ id: number }>, MetaEnvio>({
      query: ({ id, ...body }) => ({ url: id ? `/metas/${id}` : '/metas', method: id ? 'PUT' : 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: (result, error, arg) => (error ? [] : [...guardadoTags('Meta')(result, error, arg), 'Resumen']),
    }),
    eliminarMeta: build.mutation<WithMessage<unknown>, number>({
      query: (id) => ({ url: `/metas/${id}`, method: 'DELETE' }),
      transformResponse: withMessage,
      // Only once it is gone: a refused deletion keeps its panel, which shows why (spec 02 §8).
      invalidatesTags: (_result, error) => (error ? [] : [...listaTag('Meta'), 'Resumen']),
    }),
    // Named for its use: other plugins read /aseguradoras/registradas under their own names.
    aseguradorasParaMetas: build.query<Aseguradora[], void>({ query: () => '/aseguradoras/registradas' }),
  }),
});

export const { useResumenCarteraQuery, useBannersResumenQuery, useMetasQuery, useGuardarMetaMutation, useEliminarMetaMutation, useAseguradorasParaMetasQuery } = reportesApi;
