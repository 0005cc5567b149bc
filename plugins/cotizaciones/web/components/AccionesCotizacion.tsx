import { Button, Dialog, DialogBody, DialogFooter, InputGroup, Intent } from '@blueprintjs/core';
import { DuplicateIcon, HistoryIcon, LinkIcon, PaperclipIcon, SendMessageIcon, ShareIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { AccionesDelRegistro } from '../../../../web/src/ui/AccionesDelRegistro.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { DUENO_COTIZACION, rutaDelVisor, type Cotizacion } from '../../shared/cotizaciones.ts';
import { STATUS_ENVIABLES } from '../../shared/estatus.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { useEliminarCotizacionMutation } from '../api.ts';
import { EnviarDialogo } from './EnviarDialogo.tsx';

type Abierto = 'enviar' | 'liga' | 'bitacora' | 'adjuntos' | null;

/** The client's link: what the e-mail carries, to copy into a chat or open as the client sees it. */
function LigaDialogo({ uuid, isOpen, onClose }: { uuid: string; isOpen: boolean; onClose: () => void }) {
  const liga = `${window.location.origin}${rutaDelVisor(uuid)}`;
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(liga);
      showToast(M.ligaCopiada, Intent.SUCCESS);
    } catch {
      showToast(M.ligaNoCopiada, Intent.WARNING);
    }
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Liga del cliente" style={{ width: 'min(560px, 95vw)' }}>
      <DialogBody>
        <p>{M.ligaAyuda}</p>
        <InputGroup readOnly value={liga} aria-label="Liga del cliente" name="liga" onFocus={(e) => e.currentTarget.select()} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon={<DuplicateIcon />} text="Copiar liga" onClick={() => void copiar()} />
            <a className="bp6-button bp6-intent-primary" href={rutaDelVisor(uuid)} target="_blank" rel="noopener noreferrer">
              <ShareIcon />
              <span className="bp6-button-text">Abrir</span>
            </a>
          </>
        }
      />
    </Dialog>
  );
}

/**
 * A quotation's actions (spec 03 §2), on its page and in the list's dialog: log and attachments
 * (crm's dialogs for entity cotizaciones), the client's link, send, edit and delete with confirmation.
 */
export function AccionesCotizacion({ cotizacion, onEliminada }: { cotizacion: Cotizacion; onEliminada: () => void }) {
  const [abierto, setAbierto] = useState<Abierto>(null);
  const [eliminar, { isLoading: eliminando }] = useEliminarCotizacionMutation();
  const cerrar = () => setAbierto(null);
  const dueno = { entidad: DUENO_COTIZACION.entidad, id: cotizacion.id };
  return (
    <>
      <div className="cartera-form-actions cotizaciones-acciones">
        <Puede permiso="BITACORA_R">
          <Button icon={<HistoryIcon />} text="Bitácora" onClick={() => setAbierto('bitacora')} />
        </Puede>
        <Puede permiso="ADJUNTOS_R">
          <Button icon={<PaperclipIcon />} text="Adjuntos" onClick={() => setAbierto('adjuntos')} />
        </Puede>
        <Button icon={<LinkIcon />} text="Ver liga del cliente" onClick={() => setAbierto('liga')} />
        {STATUS_ENVIABLES.includes(cotizacion.status) && (
          <Puede permiso="COTIZACIONES_W">
            <Button icon={<SendMessageIcon />} text="Enviar al cliente" onClick={() => setAbierto('enviar')} />
          </Puede>
        )}
      </div>
      <AccionesDelRegistro
        id={cotizacion.id}
        activo
        permisos={{ eliminar: 'COTIZACIONES_D', editar: 'COTIZACIONES_W' }}
        rutaEditar={`/cotizaciones/${cotizacion.id}`}
        eliminar={(id) => eliminar(id).unwrap()}
        loading={eliminando}
        mensaje={M.confirmarEliminar(cotizacion.noCotizacion)}
        eliminado={M.eliminada}
        errorAlEliminar={M.errorAlEliminar}
        onEliminado={onEliminada}
      />
      <EnviarDialogo cotizacion={cotizacion} isOpen={abierto === 'enviar'} onClose={cerrar} />
      <LigaDialogo uuid={cotizacion.uuid} isOpen={abierto === 'liga'} onClose={cerrar} />
      <PluginDialog id="crm.bitacora" isOpen={abierto === 'bitacora'} onClose={cerrar} onDone={cerrar} params={dueno} />
      <PluginDialog id="crm.adjuntos" isOpen={abierto === 'adjuntos'} onClose={cerrar} onDone={cerrar} params={dueno} />
    </>
  );
}
