import { filtroDeRamos } from '../../polizas/shared/filtros-url.ts';
import { filtroDeRango, type Rango } from '../shared/ventanas.ts';

/**
 * The query strings of the collections and renewals screens (spec 02 §7 'Receipts', 'Renewals'):
 * the carousel (100), the list (10 a page) and the classic layout (200) ask the same endpoint.
 */

export type Orden = 'asc' | 'desc';
export type CampoBusqueda = 'cliente' | 'poliza' | 'aseguradora';

/** The 'Buscar por' choice, as the screens name it. */
export const BUSCAR_POR: readonly { value: CampoBusqueda; label: string }[] = [
  { value: 'cliente', label: 'Cliente' },
  { value: 'poliza', label: 'Número de póliza' },
  { value: 'aseguradora', label: 'Aseguradora' },
];

/** Spec 02 §9: lists 10 a page, carousels 100, classic layouts 200. */
export const TAMANOS = { lista: 10, carrusel: 100, clasico: 200 } as const;

export interface Consulta {
  rango: Rango;
  hoy: string;
  orden: Orden;
  page: number;
  size: number;
  /** The search of the list; empty text searches nothing. */
  campo?: CampoBusqueda;
  texto?: string;
  /** The lines (RAMO ids) the summary's counter counted; none or all is every line. */
  ramos?: readonly number[];
  /** Renewals: only policies not yet renewed. */
  sinRenovar?: boolean;
}

type Parametros = Record<string, string | number>;

function busqueda(filtros: Record<CampoBusqueda, string>, { campo, texto }: Consulta): Parametros {
  const t = texto?.trim();
  return campo && t ? { [`${filtros[campo]}[cn]`]: t } : {};
}

/**
 * Pending and overdue receipts due in the range, of vigente policies only: the summary counts only
 * those, and a window's list must agree with its counter.
 */
export function consultaRecibos(c: Consulta): Parametros {
  return {
    ...filtroDeRango('fecVence', c.rango, c.hoy),
    status: 'PENDIENTE',
    polizaStatus: 'vigente',
    ...filtroDeRamos('ramo', c.ramos ?? []),
    order: `fecVence ${c.orden}`,
    page: c.page,
    size: c.size,
    ...busqueda({ cliente: 'cliente_nombre', poliza: 'poliza_noPoliza', aseguradora: 'aseguradora_abreviacion' }, c),
  };
}

/**
 * Vigente policies whose validity ends in the range; `sinRenovar` keeps those not yet renewed (the
 * classic layout, and the summary's counters, which count only those).
 */
export function consultaPolizas(c: Consulta): Parametros {
  return {
    ...filtroDeRango('fechaVigenciaA', c.rango, c.hoy),
    status: 'vigente',
    ...filtroDeRamos('ramo', c.ramos ?? []),
    order: `fechaVigenciaA ${c.orden}`,
    page: c.page,
    size: c.size,
    ...(c.sinRenovar ? { 'polizaIDRenovo[nu]': '' } : {}),
    ...busqueda({ cliente: 'nombre', poliza: 'noPoliza', aseguradora: 'abreviacion' }, c),
  };
}
