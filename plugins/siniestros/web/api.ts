import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { eliminarMutation, guardarMutation, listaQuery, unoQuery, type ParametrosLista } from '../../../web/src/api/crud.ts';
import type { WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { PolizaDeSiniestro, Siniestro, SiniestroDatos, SiniestroItem } from '../shared/siniestros.ts';

/** The claims list (spec 03 §7): policy number, client and claim number (contains), closed ones on request, the page. */
export interface FiltroSiniestros {
  noPoliza: string;
  cliente: string;
  noSiniestro: string;
  /** Also FINALIZADO and RECHAZADO, which the list hides by default (spec 03 §2). */
  cerrados: boolean;
  page: number;
}

/** Every status: the server hides closed claims only when no status filter is sent. */
const TODOS = { 'status[nn]': '' };

function parametrosSiniestros({ noPoliza, cliente, noSiniestro, cerrados, page }: FiltroSiniestros): ParametrosLista {
  const params: ParametrosLista = { page, order: 'fechaEstimadaResolucion asc', ...(cerrados ? TODOS : { 'status[ni]': 'FINALIZADO,RECHAZADO' }) };
  if (noPoliza.trim()) params['noPoliza[cn]'] = noPoliza.trim();
  if (cliente.trim()) params['cliente[cn]'] = cliente.trim();
  if (noSiniestro.trim()) params['noSiniestro[cn]'] = noSiniestro.trim();
  return params;
}

/** Claims (spec 03 §7 Claims; 01 §7: a policy's claims). */
export const siniestrosApi = baseApi.enhanceEndpoints({ addTagTypes: ['Siniestro'] }).injectEndpoints({
  endpoints: (build) => ({
    siniestros: build.query<ListPage<SiniestroItem>, FiltroSiniestros>(listaQuery('Siniestro', '/siniestros', parametrosSiniestros)),
    // The block of the policy's detail: all of its claims, whatever their status, newest first.
    siniestrosDePoliza: build.query<ListPage<SiniestroItem>, number>(
      listaQuery('Siniestro', '/siniestros', (polizaId: number) => ({ polizaId, size: -1, order: 'fechaSiniestro desc' })),
    ),
    siniestro: build.query<Siniestro, number>(unoQuery('Siniestro', '/siniestros')),
    // The form's choices: the client's vigente policies with their insured people and vehicle.
    polizasParaSiniestro: build.query<PolizaDeSiniestro[], number>({ query: (clienteId) => ({ url: '/siniestros/polizas', params: { clienteId } }) }),
    guardarSiniestro: build.mutation<WithMessage<{ id: number }>, SiniestroDatos & { id: number | null }>(guardarMutation('Siniestro', '/siniestros')),
    eliminarSiniestro: build.mutation<WithMessage<unknown>, number>(eliminarMutation('Siniestro', '/siniestros')),
  }),
});

export const { useSiniestrosQuery, useSiniestrosDePolizaQuery, useSiniestroQuery, usePolizasParaSiniestroQuery, useGuardarSiniestroMutation, useEliminarSiniestroMutation } =
  siniestrosApi;
