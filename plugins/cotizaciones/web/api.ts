import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { eliminarMutation, guardarMutation, listaQuery, unoQuery, type ParametrosLista } from '../../../web/src/api/crud.ts';
import { withMessage, type WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { Aseguradora } from '../../catalogos/shared/aseguradoras.ts';
import type { Cobertura, RamoId } from '../../catalogos/shared/catalogos.ts';
import type { Moneda } from '../../catalogos/shared/monedas.ts';
import type {
  CorreoDeDestinatario,
  Cotizacion,
  CotizacionDatos,
  CotizacionFila,
  Destinatario,
  EnvioCotizacion,
  EnvioCotizacionDatos,
  StatusCotizacion,
  Template,
  TemplateDatos,
  TemplateFila,
} from '../shared/cotizaciones.ts';

/** The quotations list (spec 03 §7): number (exact), recipient's name (contains), status, the page. */
export interface FiltroCotizaciones {
  noCotizacion: string;
  nombre: string;
  status: StatusCotizacion | '';
  page: number;
}

function parametrosCotizaciones({ noCotizacion, nombre, status, page }: FiltroCotizaciones): ParametrosLista {
  const params: ParametrosLista = { page, order: 'fecVencimiento asc' };
  if (noCotizacion.trim()) params['noCotizacion[eq]'] = noCotizacion.trim();
  if (nombre.trim()) params['nombre[cn]'] = nombre.trim();
  if (status) params['status[eq]'] = status;
  return params;
}

/** The templates list (spec 03 §7): name (contains) and the page. */
export interface FiltroTemplates {
  nombre: string;
  page: number;
}

function parametrosTemplates({ nombre, page }: FiltroTemplates): ParametrosLista {
  return nombre.trim() ? { page, 'nombre[cn]': nombre.trim() } : { page };
}

/** Quotations and templates (spec 03 §7 Quotations and templates), and the catalogues their forms pick from. */
export const cotizacionesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Cotizacion', 'TemplateCotizacion'] }).injectEndpoints({
  endpoints: (build) => ({
    cotizaciones: build.query<ListPage<CotizacionFila>, FiltroCotizaciones>(listaQuery('Cotizacion', '/cotizaciones', parametrosCotizaciones)),
    cotizacion: build.query<Cotizacion, number>(unoQuery('Cotizacion', '/cotizaciones')),
    guardarCotizacion: build.mutation<WithMessage<{ id: number }>, CotizacionDatos & { id: number | null }>(guardarMutation('Cotizacion', '/cotizaciones')),
    eliminarCotizacion: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Cotizacion', '/cotizaciones')),
    // Sending sets fechaEnvio (and may move the status): the record and the list are read again.
    enviarCotizacion: build.mutation<WithMessage<EnvioCotizacion>, EnvioCotizacionDatos & { id: number }>({
      query: ({ id, correo }) => ({ url: `/cotizaciones/${id}/send`, method: 'POST', body: { correo } }),
      transformResponse: withMessage,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Cotizacion', id },
        { type: 'Cotizacion', id: 'LISTA' },
      ],
    }),
    // The chosen recipient's e-mail, which a new quotation's 'Correo' starts with.
    correoDeDestinatario: build.query<CorreoDeDestinatario, Destinatario>({ query: (destinatario) => ({ url: '/cotizaciones/destinatario/correo', params: destinatario }) }),
    templates: build.query<ListPage<TemplateFila>, FiltroTemplates>(listaQuery('TemplateCotizacion', '/cotizaciones/templates', parametrosTemplates)),
    // The templates a quotation of this ramo can add proposals from: all of them, by name.
    templatesDeRamo: build.query<ListPage<TemplateFila>, RamoId>(
      listaQuery('TemplateCotizacion', '/cotizaciones/templates', (ramo: RamoId) => ({ ramo, size: -1, order: 'nombre asc' })),
    ),
    template: build.query<Template, number>(unoQuery('TemplateCotizacion', '/cotizaciones/templates')),
    guardarTemplate: build.mutation<WithMessage<{ id: number }>, TemplateDatos & { id: number | null }>(guardarMutation('TemplateCotizacion', '/cotizaciones/templates')),
    eliminarTemplate: build.mutation<WithMessage<unknown>, number>(eliminarMutation('TemplateCotizacion', '/cotizaciones/templates')),
    // Catalogues, named for their use here (other plugins read the same addresses under their own names).
    coberturasDeRamo: build.query<Cobertura[], RamoId>({ query: (ramo) => ({ url: '/coberturas', params: { ramo } }) }),
    aseguradorasParaCotizar: build.query<Aseguradora[], void>({ query: () => '/aseguradoras/registradas' }),
    monedasParaCotizar: build.query<Moneda[], void>({ query: () => '/monedas' }),
  }),
});

export const {
  useCotizacionesQuery,
  useCotizacionQuery,
  useGuardarCotizacionMutation,
  useEliminarCotizacionMutation,
  useEnviarCotizacionMutation,
  useLazyCorreoDeDestinatarioQuery,
  useTemplatesQuery,
  useTemplatesDeRamoQuery,
  useTemplateQuery,
  useLazyTemplateQuery,
  useGuardarTemplateMutation,
  useEliminarTemplateMutation,
  useCoberturasDeRamoQuery,
  useAseguradorasParaCotizarQuery,
  useMonedasParaCotizarQuery,
} = cotizacionesApi;
