import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { RUTAS_RPA, type DetalleSincronizacion, type LogSincronizacion } from '../shared/sincronizacion.ts';

/** A run still going is read again this often, so its progress and end show without reloading. */
export const REVISION_EN_CURSO_MS = 10_000;

/** One page of a run's policies: /automatizaciones/{logId}?page&size. */
export interface PaginaDetalle {
  logId: number;
  page: number;
  size: number;
}

/** The insurer-portal sync logs (spec 02 §2.14, §7 'Sync logs'); read-only, always read fresh. */
export const sincronizacionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logsRpa: build.query<LogSincronizacion[], void>({ query: () => RUTAS_RPA.logs }),
    logRpa: build.query<LogSincronizacion, number>({ query: (logId) => RUTAS_RPA.log(logId) }),
    detalleRpa: build.query<ListPage<DetalleSincronizacion>, PaginaDetalle>({ query: ({ logId, page, size }) => ({ url: RUTAS_RPA.detalle(logId), params: { page, size } }) }),
  }),
});

export const { useLogsRpaQuery, useLogRpaQuery, useDetalleRpaQuery } = sincronizacionApi;
