import { Button, Intent } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { MENSAJES_TAREAS, type Tarea } from '../../shared/tareas.ts';
import { useGuardarTareaMutation } from '../api.ts';
import { conStatus } from './datosDeTarea.ts';

/** 'Completar' on an open task's page (issue 18): closes it at once, as the panel's checkbox does. */
export function CompletarTarea({ tarea }: { tarea: Tarea }) {
  const [guardar, { isLoading }] = useGuardarTareaMutation();
  if (tarea.status.name !== 'abierta') return null;

  async function completar() {
    try {
      await guardar(conStatus(tarea, 'cerrada')).unwrap();
      showToast(MENSAJES_TAREAS.completada, Intent.SUCCESS);
    } catch (fallo) {
      showToast(mensajeDeFallo(fallo, MENSAJES_TAREAS.errorAlCompletar), Intent.DANGER);
    }
  }

  return <Button intent={Intent.SUCCESS} icon={<TickIcon />} text="Completar" loading={isLoading} onClick={() => void completar()} />;
}
