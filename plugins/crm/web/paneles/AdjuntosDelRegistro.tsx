import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import { MENSAJES_ADJUNTOS, type Adjunto } from '../../shared/adjuntos.ts';
import type { PanelDeRegistroProps } from '../../shared/paneles.ts';
import { useAdjuntosQuery } from '../api.ts';
import { fechaHoraVisible } from '../components/datosDeTarea.ts';
import { descargarArchivo } from '../components/descargar.ts';
import '../crm.css';

/** How many attachments the panel shows; the attachments page has them all. */
export const ADJUNTOS_RECIENTES = 5;

/** A record's latest attachments on its page (issue 18: the client 360), newest first, each downloadable, with a link to all of them. */
export default function AdjuntosDelRegistro({ dueno, id }: PanelDeRegistroProps) {
  const { data, error, isLoading } = useAdjuntosQuery({ dueno, id }, { refetchOnMountOrArgChange: true });
  const recientes = [...(data ?? [])].sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id).slice(0, ADJUNTOS_RECIENTES);
  const descargar = (adjunto: Adjunto) => descargarArchivo(adjunto.path, adjunto.archivo).catch(() => showToast('Error al descargar el archivo', Intent.DANGER));
  return (
    <>
      <EstadoDeCarga cargando={isLoading} error={error} />
      {data && recientes.length === 0 && <NonIdealState title={MENSAJES_ADJUNTOS.sinAdjuntos} />}
      {recientes.length > 0 && (
        <ul className="crm-lista-corta" aria-label="Últimos adjuntos">
          {recientes.map((adjunto) => (
            <li key={adjunto.id} data-adjunto={adjunto.id}>
              <div>
                <strong>{adjunto.archivo}</strong>
                <div className="crm-detalle">{fechaHoraVisible(adjunto.fecha)}</div>
              </div>
              <Button variant="minimal" icon={<DownloadIcon />} aria-label={`Descargar ${adjunto.archivo}`} onClick={() => void descargar(adjunto)} />
            </li>
          ))}
        </ul>
      )}
      <div className="crm-panel-pie">
        <ButtonLink to={`/${dueno.entidad}/${id}/adjuntos`}>Ver todos los adjuntos</ButtonLink>
      </div>
    </>
  );
}
