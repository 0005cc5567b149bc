import { Button, Callout, CardList, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { DocumentIcon, DownloadIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { MENSAJES_ADJUNTOS, type Adjunto } from '../../shared/adjuntos.ts';
import { useAdjuntosQuery, useEliminarAdjuntoMutation, type DuenoRef } from '../api.ts';
import { fechaHoraVisible } from './datosDeTarea.ts';
import { descargarArchivo } from './descargar.ts';
import { Fila } from '../../../../web/src/ui/Fila.tsx';

/**
 * An owner's attachments (spec 01 §2, §3): download and delete; the page /{entidad}/{entidadId}/adjuntos
 * and the dialog 'crm.adjuntos' show it, each with its upload button.
 */
export function AdjuntosContenido({ dueno }: { dueno: DuenoRef }) {
  const { data, error, isLoading } = useAdjuntosQuery(dueno, { refetchOnMountOrArgChange: true });
  const [eliminar, { isLoading: eliminando }] = useEliminarAdjuntoMutation();
  const [porEliminar, setPorEliminar] = useState<Adjunto | null>(null);

  async function confirmar() {
    if (!porEliminar) return;
    try {
      const respuesta = await eliminar(porEliminar.id).unwrap();
      showToast(respuesta.message ?? MENSAJES_ADJUNTOS.eliminado, Intent.SUCCESS);
    } catch (fallo) {
      showToast(mensajeDeFallo(fallo, 'Error al eliminar el archivo adjunto'), Intent.DANGER);
    }
    setPorEliminar(null);
  }

  const descargar = (adjunto: Adjunto) => descargarArchivo(adjunto.path, adjunto.archivo).catch(() => showToast('Error al descargar el archivo', Intent.DANGER));

  return (
    <>
      {isLoading && <Spinner aria-label="Cargando" />}
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {(error as ApiError).message}
        </Callout>
      )}
      {data && data.length === 0 && <NonIdealState icon={<DocumentIcon size={48} />} title={MENSAJES_ADJUNTOS.sinAdjuntos} />}
      {data && data.length > 0 && (
        <CardList aria-label="Adjuntos">
          {data.map((adjunto) => (
            <Fila key={adjunto.id} className="crm-texto" data-adjunto={adjunto.id}>
              <div>
                <strong>{adjunto.archivo}</strong>
                <div className="crm-detalle">{fechaHoraVisible(adjunto.fecha)}</div>
              </div>
              <div>
                <Button variant="minimal" icon={<DownloadIcon />} aria-label={`Descargar ${adjunto.archivo}`} onClick={() => void descargar(adjunto)} />
                <Puede permiso="ADJUNTOS_D">
                  <Button variant="minimal" icon={<TrashIcon />} aria-label={`Eliminar ${adjunto.archivo}`} onClick={() => setPorEliminar(adjunto)} />
                </Puede>
              </div>
            </Fila>
          ))}
        </CardList>
      )}
      <ConfirmDialog
        isOpen={porEliminar !== null}
        message="¿Desea eliminar el registro?"
        onConfirm={() => void confirmar()}
        onCancel={() => setPorEliminar(null)}
        loading={eliminando}
      />
    </>
  );
}
