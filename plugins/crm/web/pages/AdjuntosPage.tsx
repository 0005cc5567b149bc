import { Button, Callout, Card, CardList, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { DocumentIcon, DownloadIcon, TrashIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { MENSAJES_ADJUNTOS, type Adjunto } from '../../shared/adjuntos.ts';
import { useAdjuntosQuery, useEliminarAdjuntoMutation } from '../api.ts';
import { fechaHoraVisible } from '../components/datosDeTarea.ts';
import { descargarArchivo } from '../components/descargar.ts';
import { SubirAdjunto } from '../components/SubirAdjunto.tsx';
import { paginaDelDueno, useDuenoDeRuta } from '../components/useDuenoDeRuta.ts';
import '../crm.css';

/** /{entidad}/{entidadId}/adjuntos (spec 01 §2, §3): the owner's files, upload, download and delete. */
export default function AdjuntosPage() {
  const dueno = useDuenoDeRuta();
  const { data, error, isLoading } = useAdjuntosQuery(dueno ?? skipToken, { refetchOnMountOrArgChange: true });
  const [eliminar, { isLoading: eliminando }] = useEliminarAdjuntoMutation();
  const [porEliminar, setPorEliminar] = useState<Adjunto | null>(null);
  if (!dueno || (error as ApiError | undefined)?.status === 404) return <Navigate to="/404" replace />;

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

  const descargar = (adjunto: Adjunto) =>
    descargarArchivo(adjunto.path, adjunto.archivo).catch(() => showToast('Error al descargar el archivo', Intent.DANGER));

  return (
    <div className="cartera-page-narrow">
      <PageHeader title="Adjuntos" back={paginaDelDueno(dueno)} actions={<Puede permiso="ADJUNTOS_W"><SubirAdjunto dueno={dueno} /></Puede>} />
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
            <Card key={adjunto.id} className="crm-texto" data-adjunto={adjunto.id}>
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
            </Card>
          ))}
        </CardList>
      )}
      <ConfirmDialog isOpen={porEliminar !== null} message="¿Desea eliminar el registro?" onConfirm={() => void confirmar()} onCancel={() => setPorEliminar(null)} loading={eliminando} />
    </div>
  );
}
