import { baseApi } from '../../../web/src/api/baseApi.ts';
import { eliminarMutation, guardarMutation, unoQuery } from '../../../web/src/api/crud.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import { listaTag } from '../../../web/src/api/tags.ts';
import type { EnvioDatos, Traduccion } from '../shared/envio-form.ts';
import type { CorreoEvento } from '../shared/eventos.ts';
import type { CorreoModelo, CorreoModeloDatos } from '../shared/modelo-form.ts';
import type { Recordatorio, RecordatorioDatos, RecordatorioPrevisto } from '../shared/recordatorios.ts';

/** Templates, events, translation and sending (spec 01 §7). */
export const comunicacionApi = baseApi.enhanceEndpoints({ addTagTypes: ['CorreoModelo', 'Recordatorio'] }).injectEndpoints({
  endpoints: (build) => ({
    correoEventos: build.query<CorreoEvento[], void>({ query: () => '/correo-evento' }),
    // Every template, or one event's (the send form's choices).
    correoModelos: build.query<CorreoModelo[], number | null>({
      query: (correoEventoId) => ({ url: '/correo-modelo', params: correoEventoId ? { correoEventoId } : {} }),
      providesTags: listaTag('CorreoModelo'),
    }),
    correoModelo: build.query<CorreoModelo, number>(unoQuery('CorreoModelo', '/correo-modelo')),
    guardarCorreoModelo: build.mutation<WithMessage<{ id: number }>, CorreoModeloDatos & { id: number | null }>(guardarMutation('CorreoModelo', '/correo-modelo')),
    eliminarCorreoModelo: build.mutation<WithMessage<unknown>, number>(eliminarMutation('CorreoModelo', '/correo-modelo')),
    recordatorios: build.query<Recordatorio[], void>({ query: () => '/correo-recordatorios', providesTags: listaTag('Recordatorio') }),
    // Tomorrow's run; it changes with the rules.
    recordatoriosPrevistos: build.query<RecordatorioPrevisto[], void>({ query: () => '/correo-recordatorios/vista-previa', providesTags: listaTag('Recordatorio') }),
    guardarRecordatorio: build.mutation<WithMessage<{ id: number }>, RecordatorioDatos & { id: number | null }>(guardarMutation('Recordatorio', '/correo-recordatorios')),
    eliminarRecordatorio: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Recordatorio', '/correo-recordatorios')),
    traducirCorreo: build.mutation<Traduccion, { correoModeloId: number; objectId: number }>({
      query: (body) => ({ url: '/correo-modelo/translate', method: 'POST', body }),
    }),
    enviarCorreo: build.mutation<WithMessage<{ url: string | null }>, Partial<EnvioDatos>>({
      query: (body) => ({ url: '/email/crm', method: 'POST', body }),
      transformResponse: withMessage,
    }),
  }),
});

export const {
  useCorreoEventosQuery,
  useCorreoModelosQuery,
  useCorreoModeloQuery,
  useGuardarCorreoModeloMutation,
  useEliminarCorreoModeloMutation,
  useTraducirCorreoMutation,
  useEnviarCorreoMutation,
  useRecordatoriosQuery,
  useRecordatoriosPrevistosQuery,
  useGuardarRecordatorioMutation,
  useEliminarRecordatorioMutation,
} = comunicacionApi;
