import { baseApi } from '../../../web/src/api/baseApi.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { AjusteSemanal } from '../shared/ajuste-semanal.ts';
import type { Calendario, FiltroCalendario, ReporteSemanal } from '../shared/agenda.ts';

/** The weekly report, its Monday e-mail setting and the calendar (spec 03 §7, spec 02 §7). */
export const agendaApi = baseApi.enhanceEndpoints({ addTagTypes: ['AjusteSemanal'] }).injectEndpoints({
  endpoints: (build) => ({
    reporteSemanal: build.query<ReporteSemanal, string>({ query: (fecha) => `/reportes/weekly/${fecha}` }),
    calendario: build.query<Calendario, { inicio: string; fin: string; type: FiltroCalendario }>({ query: (params) => ({ url: '/calendario', params }) }),
    ajusteSemanal: build.query<AjusteSemanal, void>({ query: () => '/reportes/semanal/ajustes', providesTags: ['AjusteSemanal'] }),
    guardarAjusteSemanal: build.mutation<WithMessage<AjusteSemanal>, { activo: boolean }>({
      query: (body) => ({ url: '/reportes/semanal/ajustes', method: 'PUT', body }),
      transformResponse: withMessage,
      invalidatesTags: (_r, error) => (error ? [] : ['AjusteSemanal']),
    }),
  }),
});

export const { useReporteSemanalQuery, useCalendarioQuery, useAjusteSemanalQuery, useGuardarAjusteSemanalMutation } = agendaApi;
