import { Checkbox, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import type { PropsDeOpcion } from '../../../crm/shared/opciones-de-bitacora.ts';
import { MENSAJES_INTEGRACIONES } from '../../shared/mensajes.ts';
import { mensajeDeTodoist } from '../mensajeDeTodoist.ts';
import type { TipoTareaTodoist } from '../../shared/todoist.ts';
import { useCerrarTareaTodoistMutation, useTareasTodoistDePolizaQuery, useTareaTodoistDeReciboQuery } from '../api.ts';

const TIPO_DE_ENTIDAD: Record<string, TipoTareaTodoist> = { polizas: 'POLIZA', recibos: 'RECIBO' };

/**
 * The log form's task option (spec 01 §4): on a policy's or a receipt's log whose Todoist task is
 * open, 'Cerrar también la tarea de Todoist'; ticked, the task is closed after the entry is saved, and
 * the option hides once it is. A Todoist failure is its own toast: the entry is saved already.
 */
export function CerrarTareaEnBitacora({ dueno, id, alGuardar }: PropsDeOpcion) {
  const tipo = TIPO_DE_ENTIDAD[dueno.entidad];
  const dePoliza = useTareasTodoistDePolizaQuery(id, { skip: tipo !== 'POLIZA' });
  const deRecibo = useTareaTodoistDeReciboQuery(id, { skip: tipo !== 'RECIBO' });
  const tarea = tipo === 'POLIZA' ? dePoliza.data?.poliza : deRecibo.data?.tarea;
  const abierta = Boolean(tarea && !tarea.completada);
  const [marcada, setMarcada] = useState(false);
  const [cerrar] = useCerrarTareaTodoistMutation();

  useEffect(() => {
    if (!abierta || !marcada || !tipo) {
      alGuardar(null);
      return;
    }
    alGuardar(async () => {
      try {
        const { message } = await cerrar({ id, tipo }).unwrap();
        showToast(message || MENSAJES_INTEGRACIONES.tareaCerrada, Intent.SUCCESS);
        setMarcada(false);
      } catch (fallo) {
        showToast(MENSAJES_INTEGRACIONES.tareaNoCerrada(mensajeDeTodoist(fallo)), Intent.WARNING);
      }
    });
  }, [abierta, marcada, tipo, id, cerrar, alGuardar]);

  if (!abierta) return null;
  return <Checkbox name="cerrarTodoist" label="Cerrar también la tarea de Todoist" checked={marcada} onChange={(e) => setMarcada(e.currentTarget.checked)} />;
}
