import { Dialog, DialogBody, Intent, NonIdealState } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { PluginDialog } from '../../../../../web/src/plugins/PluginDialog.tsx';
import { ConfirmDialog } from '../../../../../web/src/ui/ConfirmDialog.tsx';
import { mensajeDeFallo } from '../../../../../web/src/ui/mensajes.ts';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import { TIPO_RAZON } from '../../../../catalogos/shared/catalogos.ts';
import type { Poliza, Recibo } from '../../../shared/polizas.ts';
import { useCancelarReciboMutation, useReactivarReciboMutation, useRevertirPagoMutation } from '../../polizas.api.ts';
import { MotivoForm } from '../detalle/MotivoForm.tsx';
import type { AccionRecibo } from './acciones.ts';
import { PagarReciboForm } from './PagarReciboForm.tsx';
import { ReciboFila } from './ReciboFila.tsx';

/**
 * A policy's receipts with their per-status actions (spec 02 §4): pay, revert the payment, cancel
 * ('Cerrar Recibo'), reactivate, and the receipt's log and attachments (the crm plugin's dialogs).
 * Each change answers the receipt, and the policy is read again so the whole detail agrees.
 */
export function RecibosLista({ poliza, enfocado = null }: { poliza: Pick<Poliza, 'id' | 'status' | 'recibos'>; enfocado?: number | null }) {
  const lista = useRef<HTMLDivElement>(null);
  // The receipt the caller came for is scrolled into view once the list is drawn.
  useEffect(() => {
    if (enfocado !== null) lista.current?.querySelector(`[data-recibo="${enfocado}"]`)?.scrollIntoView({ block: 'center' });
  }, [enfocado]);
  const [abierta, setAbierta] = useState<{ accion: AccionRecibo; recibo: Recibo } | null>(null);
  const [revertir, { isLoading: revirtiendo }] = useRevertirPagoMutation();
  const [cancelar] = useCancelarReciboMutation();
  const [reactivar] = useReactivarReciboMutation();
  const cerrar = () => setAbierta(null);
  const es = (accion: AccionRecibo) => abierta?.accion === accion;
  const recibo = abierta?.recibo;
  const dueno = recibo && { entidad: 'recibos', id: recibo.id };

  async function confirmarReversion() {
    if (!recibo) return;
    try {
      showToast((await revertir({ id: recibo.id, polizaId: recibo.polizaId }).unwrap()).message, Intent.SUCCESS);
    } catch (error) {
      showToast(mensajeDeFallo(error, 'Error al revertir el pago'), Intent.DANGER);
    }
    cerrar();
  }

  if (poliza.recibos.length === 0) return <NonIdealState title="Sin resultados" />;
  return (
    <>
      <div className="polizas-recibos" aria-label="Recibos" role="list" ref={lista}>
        {poliza.recibos.map((r) => (
          <div role="listitem" key={r.id}>
            <ReciboFila recibo={r} enfocado={r.id === enfocado} polizaStatus={poliza.status} onAccion={(accion, elegido) => setAbierta({ accion, recibo: elegido })} />
          </div>
        ))}
      </div>

      <Dialog isOpen={es('pagar')} onClose={cerrar} title="Pagar Recibo">
        <DialogBody>{recibo && es('pagar') && <PagarReciboForm recibo={recibo} onListo={cerrar} onRegresar={cerrar} />}</DialogBody>
      </Dialog>
      <Dialog isOpen={es('cancelar') || es('reactivar')} onClose={cerrar} title={es('reactivar') ? 'Reactivar Recibo' : 'Cerrar Recibo'}>
        <DialogBody>
          {recibo && (es('cancelar') || es('reactivar')) && (
            <MotivoForm
              key={abierta.accion}
              tipo={TIPO_RAZON.RECIBO}
              accion={es('reactivar') ? 'Reactivar recibo' : 'Cancelar recibo'}
              onEnviar={async (m) => {
                const cambio = es('reactivar') ? reactivar : cancelar;
                return (await cambio({ ...m, id: recibo.id, polizaId: recibo.polizaId }).unwrap()).message;
              }}
              onListo={cerrar}
              onRegresar={cerrar}
            />
          )}
        </DialogBody>
      </Dialog>
      <ConfirmDialog isOpen={es('revertir')} message="¿Deseas revertir el pago del recibo?" onConfirm={() => void confirmarReversion()} onCancel={cerrar} loading={revirtiendo} />
      <PluginDialog id="crm.bitacora" isOpen={es('bitacora')} params={dueno} onClose={cerrar} onDone={cerrar} />
      <PluginDialog id="crm.adjuntos" isOpen={es('adjuntos')} params={dueno} onClose={cerrar} onDone={cerrar} />
    </>
  );
}
