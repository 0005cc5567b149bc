import { aportesA } from '../../../web/src/plugins/registry.ts';
import { DUENOS_CON_PAGINA, type DuenoConPagina } from '../shared/duenos.ts';

/** The owners with log and attachment pages, as the installed web plugins contributed them. */
export function duenosConPagina(): DuenoConPagina[] {
  return aportesA(DUENOS_CON_PAGINA);
}
