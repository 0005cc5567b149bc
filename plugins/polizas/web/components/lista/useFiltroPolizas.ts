import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Conducto, RamoId, StatusPoliza } from '../../../../catalogos/shared/catalogos.ts';
import { PARAMETROS_URL, ramosDeParametro, statusDeParametro, TODOS_LOS_ANIOS } from '../../../shared/filtros-url.ts';
import type { FiltroPolizas } from '../../polizas.api.ts';
import { useDebounced } from '../../../../../web/src/ui/useDebounced.ts';

import type { Elegido } from '../../../../../web/src/ui/Autocompletar.tsx';

export interface ValoresFiltro {
  cliente: Elegido | null;
  vendedor: Elegido | null;
  noPoliza: string;
  concepto: string;
  abreviacion: string;
  vigenciaDe: string;
  vigenciaA: string;
  conducto: Conducto | null;
  /** [] is every line. */
  ramos: RamoId[];
  status: StatusPoliza | null;
  soloRobot: boolean;
}

/** The validity-start range of a calendar year. */
export const rangoDelAnio = (anio: number) => ({ vigenciaDe: `${anio}-01-01`, vigenciaA: `${anio}-12-31` });

/** The year selector offers the current year and ten years back (spec 02 §2.1). */
export function aniosDelFiltro(actual = new Date().getFullYear()): number[] {
  return Array.from({ length: 11 }, (_, i) => actual - i);
}

/** Every validity start: the year selector's 'Todos los años'. */
export const SIN_RANGO = { vigenciaDe: '', vigenciaA: '' };

/**
 * The list's filters (spec 02 §2.1): validity start within the current year by default; texts are
 * sent once the user stops typing; any change of filter goes back to page 1 without asking for the
 * old page first. The address may start them otherwise (issue 18: the summary's 'Pólizas vigentes'
 * opens `?status=vigente&anio=todos&ramos=…`, exactly what it counts).
 */
export function useFiltroPolizas() {
  const [parametros] = useSearchParams();
  const [valores, setValores] = useState<ValoresFiltro>(() => ({
    cliente: null,
    vendedor: null,
    noPoliza: '',
    concepto: '',
    abreviacion: '',
    ...(parametros.get(PARAMETROS_URL.anio) === TODOS_LOS_ANIOS ? SIN_RANGO : rangoDelAnio(new Date().getFullYear())),
    conducto: null,
    ramos: ramosDeParametro(parametros.get(PARAMETROS_URL.ramos)),
    status: statusDeParametro(parametros.get(PARAMETROS_URL.status)),
    soloRobot: false,
  }));
  const textos = useDebounced({ noPoliza: valores.noPoliza, concepto: valores.concepto, abreviacion: valores.abreviacion });
  const { cliente, vendedor, vigenciaDe, vigenciaA, conducto, ramos, status, soloRobot } = valores;
  const sinPagina: Omit<FiltroPolizas, 'page'> = {
    clienteId: cliente?.id ?? null,
    vendedorId: vendedor?.id ?? null,
    ...textos,
    vigenciaDe,
    vigenciaA,
    conducto,
    ramos,
    status,
    soloRobot,
  };
  const clave = JSON.stringify(sinPagina);
  const [pagina, setPagina] = useState({ clave, page: 1 });

  return {
    valores,
    set: <K extends keyof ValoresFiltro>(campo: K, valor: ValoresFiltro[K]) => setValores((v) => ({ ...v, [campo]: valor })),
    /** A year, or every year (null). */
    elegirAnio: (anio: number | null) => setValores((v) => ({ ...v, ...(anio === null ? SIN_RANGO : rangoDelAnio(anio)) })),
    filtro: { ...sinPagina, page: pagina.clave === clave ? pagina.page : 1 } satisfies FiltroPolizas,
    setPage: (page: number) => setPagina({ clave, page }),
  };
}

export type FiltroDePolizas = ReturnType<typeof useFiltroPolizas>;
