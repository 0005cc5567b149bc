import { AccionesAportadas } from '../../../../../web/src/plugins/AccionesAportadas.tsx';
import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { DisableIcon, EditIcon, HistoryIcon, PaperclipIcon, RefreshIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { PluginDialog } from '../../../../../web/src/plugins/PluginDialog.tsx';
import { ACCIONES_DE_REGISTRO, type RegistroDeAccion } from '../../../shared/acciones-de-registro.ts';
import { Puede } from '../../../../../web/src/session/Puede.tsx';
import { ButtonLink } from '../../../../../web/src/ui/ButtonLink.tsx';
import type { Poliza } from '../../../shared/polizas.ts';
import { CerrarPoliza, cierreDePoliza, ReactivarPoliza, TITULO_REACTIVAR } from './CierrePoliza.tsx';
import { polizaActiva } from './estados.ts';
import { EliminarPoliza } from './EliminarPoliza.tsx';
import { RenovarPoliza } from './RenovarPoliza.tsx';

/** Edit (POLIZAS_W): the capture wizard on /polizas/{id} (spec 02 §2.2). */
export function EditarPoliza({ id }: { id: number }) {
  return (
    <Puede permiso="POLIZAS_W">
      <ButtonLink to={`/polizas/${id}`}>
        <EditIcon /> Editar
      </ButtonLink>
    </Puede>
  );
}

type Dialogo = 'cerrar' | 'reactivar' | 'bitacora' | 'adjuntos';

interface BarraPolizaProps {
  poliza: Poliza;
  onEliminada: () => void;
  /** The full page has its edit link in the header. */
  conEditar: boolean;
}

/**
 * The detail's toolbar (spec 02 §2.2, §4): close (hidden once terminada or cancelada) or reactivate,
 * renew, edit, attachments, log and delete, each for whoever holds its permission.
 */
export function BarraPoliza({ poliza, onEliminada, conEditar }: BarraPolizaProps) {
  const [abierto, setAbierto] = useState<Dialogo | null>(null);
  const cerrar = () => setAbierto(null);
  const cierre = cierreDePoliza(poliza);
  const dueno = { entidad: 'polizas', id: poliza.id };

  return (
    <div className="polizas-barra" role="toolbar" aria-label="Acciones de la póliza">
      {/* Closing is also the renewals screen's action; reactivating needs POLIZAS_W (ADR 017). */}
      {polizaActiva(poliza.status) ? (
        <Puede permiso={['POLIZAS_W', 'POLIZAS_RENOVACIONES']}>
          <Button icon={<DisableIcon />} text={cierre.accion} onClick={() => setAbierto('cerrar')} />
        </Puede>
      ) : (
        <Puede permiso="POLIZAS_W">
          <Button icon={<RefreshIcon />} text="Reactivar" onClick={() => setAbierto('reactivar')} />
        </Puede>
      )}
      <RenovarPoliza poliza={poliza} />
      {conEditar && <EditarPoliza id={poliza.id} />}
      <Puede permiso="ADJUNTOS_R">
        <Button icon={<PaperclipIcon />} text="Adjuntos" onClick={() => setAbierto('adjuntos')} />
      </Puede>
      <Puede permiso="BITACORA_R">
        <Button icon={<HistoryIcon />} text="Bitácora" onClick={() => setAbierto('bitacora')} />
      </Puede>
      <AccionesAportadas punto={ACCIONES_DE_REGISTRO} props={{ registro: { tipo: 'poliza', id: poliza.id } satisfies RegistroDeAccion as RegistroDeAccion, compacta: false }} />
      <EliminarPoliza poliza={poliza} onEliminada={onEliminada} />

      <Dialog isOpen={abierto === 'cerrar'} onClose={cerrar} title={cierre.titulo}>
        <DialogBody>{abierto === 'cerrar' && <CerrarPoliza poliza={poliza} onListo={cerrar} onRegresar={cerrar} />}</DialogBody>
      </Dialog>
      <Dialog isOpen={abierto === 'reactivar'} onClose={cerrar} title={TITULO_REACTIVAR}>
        <DialogBody>{abierto === 'reactivar' && <ReactivarPoliza polizaId={poliza.id} onListo={cerrar} onRegresar={cerrar} />}</DialogBody>
      </Dialog>
      <PluginDialog id="crm.bitacora" isOpen={abierto === 'bitacora'} params={dueno} onClose={cerrar} onDone={cerrar} />
      <PluginDialog id="crm.adjuntos" isOpen={abierto === 'adjuntos'} params={dueno} onClose={cerrar} onDone={cerrar} />
    </div>
  );
}
