import { PARAMETROS_URL, parametroDeRamos, TODOS_LOS_ANIOS } from '../../../../polizas/shared/filtros-url.ts';

/**
 * Where each figure of the summary leads (issue 18): the list filtered to exactly what the figure
 * counts, lines included. `ramos` are the RAMO ids of the toggle's lines (all four: no filter).
 */

function enlace(ruta: string, parametros: Record<string, string>): string {
  const consulta = new URLSearchParams(Object.entries(parametros).filter(([, v]) => v !== '')).toString();
  return consulta ? `${ruta}?${consulta}` : ruta;
}

/** 'Pólizas Vigentes' counts every vigente policy of the lines, whatever its validity year. */
export const enlacePolizasVigentes = (ramos: readonly number[]) =>
  enlace('/polizas', { [PARAMETROS_URL.status]: 'vigente', [PARAMETROS_URL.anio]: TODOS_LOS_ANIOS, [PARAMETROS_URL.ramos]: parametroDeRamos(ramos) });

/** A window of 'Recibos x Cobrar', or every overdue receipt ('vencidos'). */
export const enlaceCobranza = (ventana: string, ramos: readonly number[]) => enlace('/cxc', { [PARAMETROS_URL.ventana]: ventana, [PARAMETROS_URL.ramos]: parametroDeRamos(ramos) });

/** A window of 'Pólizas x Renovar', which counts only the policies not yet renewed. */
export const enlaceRenovaciones = (ventana: string, ramos: readonly number[]) =>
  enlace('/renovaciones', { [PARAMETROS_URL.ventana]: ventana, [PARAMETROS_URL.ramos]: parametroDeRamos(ramos), [PARAMETROS_URL.sinRenovar]: '1' });
