import type { WebDialogProps } from '../../../../web/src/plugins/contract.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { AdjuntosContenido } from './AdjuntosContenido.tsx';
import { duenosConPagina } from '../duenosConPagina.ts';
import { duenoDeParams } from './duenoDeParams.ts';
import { SubirAdjunto } from './SubirAdjunto.tsx';
import '../crm.css';

/**
 * The dialog 'crm.adjuntos': the attachments of the owner its caller names in `params`
 * (`{entidad, id}`, e.g. `{entidad: 'recibos', id: 9}`), with the upload on top. It hands nothing back.
 */
export default function AdjuntosDialogo({ params }: WebDialogProps) {
  const dueno = duenoDeParams(params, duenosConPagina());
  if (!dueno) return null;
  return (
    <>
      <Puede permiso="ADJUNTOS_W">
        <div className="crm-acciones">
          <SubirAdjunto dueno={dueno} />
        </div>
      </Puede>
      <AdjuntosContenido dueno={dueno} />
    </>
  );
}
