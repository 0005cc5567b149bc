import { baseApi } from '../../../web/src/api/baseApi.ts';
import type { ListPage } from '../../../core/shared/envelope.ts';
import type { Aseguradora } from '../../catalogos/shared/aseguradoras.ts';
import type { Ramo } from '../../catalogos/shared/catalogos.ts';
import type { Contratante, FilaClienteInforme, FilaPolizaInforme, FilaReciboInforme, MesComisiones, PaginaInforme } from '../shared/informes.ts';

/** Query parameters as the report calls send them (spec 02 §7 'Reports'): empty ones left out. */
export type Parametros = Record<string, string | number | undefined>;

const limpio = (p: Parametros) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== ''));

/** The four reports (spec 02 §2.16) and the catalogues their filters offer. */
export const informesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    informePolizas: build.query<PaginaInforme<FilaPolizaInforme>, Parametros>({ query: (p) => ({ url: '/reportes/polizas', params: limpio(p) }) }),
    informeRecibos: build.query<PaginaInforme<FilaReciboInforme>, Parametros>({ query: (p) => ({ url: '/reportes/recibos', params: limpio(p) }) }),
    informeClientes: build.query<ListPage<FilaClienteInforme>, Parametros>({ query: (p) => ({ url: '/reportes/clientes', params: limpio(p) }) }),
    contratantesInforme: build.query<Contratante[], string>({ query: (nombre) => ({ url: '/reportes/clientes/contratantes', params: { nombre } }) }),
    acumuladosComisiones: build.query<MesComisiones[], { start: string; end: string }>({ query: (params) => ({ url: '/reportes/comisiones/acumulados', params }) }),
    recibosComisiones: build.query<ListPage<FilaReciboInforme>, Parametros>({ query: (p) => ({ url: '/reportes/comisiones/recibos', params: limpio(p) }) }),
    monedasInforme: build.query<{ id: number; abreviacion: string }[], void>({ query: () => '/reportes/monedas' }),
    ramosInforme: build.query<Ramo[], void>({ query: () => '/ramos' }),
    aseguradorasInforme: build.query<Aseguradora[], void>({ query: () => '/aseguradoras/registradas' }),
  }),
});

export const {
  useInformePolizasQuery,
  useInformeRecibosQuery,
  useInformeClientesQuery,
  useContratantesInformeQuery,
  useAcumuladosComisionesQuery,
  useRecibosComisionesQuery,
  useMonedasInformeQuery,
  useRamosInformeQuery,
  useAseguradorasInformeQuery,
} = informesApi;

/** The export's address: the same filters plus the format. */
export function urlDeExportacion(ruta: string, parametros: Parametros, formato: 'xlsx' | 'csv'): string {
  const consulta = new URLSearchParams(Object.entries(limpio({ ...parametros, page: undefined, size: undefined, formato })).map(([k, v]) => [k, String(v)]));
  return `/api${ruta}/exportar?${consulta.toString()}`;
}
