import type { WebDialogProps } from '../../../../web/src/plugins/contract.ts';
import { BitacoraContenido } from './BitacoraContenido.tsx';
import { duenosConPagina } from '../duenosConPagina.ts';
import { duenoDeParams } from './duenoDeParams.ts';
import '../crm.css';

/**
 * The dialog 'crm.bitacora': the log of the owner its caller names in `params`,
 * `{entidad, id}` (e.g. `{entidad: 'polizas', id: 5}`). It hands nothing back; the caller closes it.
 */
export default function BitacoraDialogo({ params }: WebDialogProps) {
  const dueno = duenoDeParams(params, duenosConPagina());
  return dueno ? <BitacoraContenido dueno={dueno} /> : null;
}
