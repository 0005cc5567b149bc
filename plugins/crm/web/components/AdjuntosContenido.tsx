import { Button, CardList, Intent, NonIdealState } from '@blueprintjs/core';
import { DocumentIcon, DownloadIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { EliminarRegistro } from '../../../../web/src/ui/EliminarRegistro.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { MENSAJES_ADJUNTOS, type Adjunto } from '../../shared/adjuntos.ts';
import { useAdjuntosQuery, useEliminarAdjuntoMutation, type DuenoRef } from '../api.ts';
import { fechaHoraVisible } from './datosDeTarea.ts';
import { descargarArchivo } from './descargar.ts';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';

/**
 * An owner's attachments (spec 01 §2, §3): download and delete; the page /{entidad}/{entidadId}/adjuntos
 * and the dialog 'crm.adjuntos' show it, each with its upload button.
 */
export function AdjuntosContenido({ dueno }: { dueno: DuenoRef }) {
  const { data, error, isLoading } = useAdjuntosQuery(dueno, { refetchOnMountOrArgChange: true });
  const [eliminar, { isLoading: eliminando }] = useEliminarAdjuntoMutation();
  const [porEliminar, setPorEliminar] = useState<number | null>(null);

  const descargar = (adjunto: Adjunto) => descargarArchivo(adjunto.path, adjunto.archivo).catch(() => showToast('Error al descargar el archivo', Intent.DANGER));

  return (
    <>
      <EstadoDeCarga cargando={isLoading} error={error} />
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
                  <Button variant="minimal" icon={<TrashIcon />} aria-label={`Eliminar ${adjunto.archivo}`} onClick={() => setPorEliminar(adjunto.id)} />
                </Puede>
              </div>
            </Fila>
          ))}
        </CardList>
      )}
      <EliminarRegistro
        id={porEliminar}
        eliminar={(id) => eliminar(id).unwrap()}
        loading={eliminando}
        eliminado={MENSAJES_ADJUNTOS.eliminado}
        errorAlEliminar={MENSAJES_ADJUNTOS.errorAlEliminar}
        onCerrar={() => setPorEliminar(null)}
      />
    </>
  );
}
