import { Alert, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { MENSAJES_TAREAS, type Tarea } from '../../shared/tareas.ts';
import { useEliminarTareaMutation } from '../api.ts';

interface EliminarTareaProps {
  /** The task to delete: the confirmation shows while there is one. */
  tarea: Tarea | null;
  onCerrar: () => void;
  /** After the delete: the detail goes back to the list; the list just refreshes. */
  onEliminada?: () => void;
}

/**
 * Deleting a task from its detail or the list: 'Alerta' CANCELAR / ACEPTAR first; a refusal shows
 * the server's message in an 'Alerta' dialog (spec 01 §8, 03 §8).
 */
export function EliminarTarea({ tarea, onCerrar, onEliminada }: EliminarTareaProps) {
  const [eliminar, { isLoading }] = useEliminarTareaMutation();
  const [rechazo, setRechazo] = useState<string | null>(null);

  async function confirmar() {
    if (!tarea) return;
    try {
      const { message } = await eliminar(tarea.id).unwrap();
      showToast(message || MENSAJES_TAREAS.eliminada, Intent.SUCCESS);
      onCerrar();
      onEliminada?.();
    } catch (error) {
      onCerrar();
      setRechazo(mensajeDeFallo(error, 'Error al eliminar la tarea'));
    }
  }

  return (
    <>
      <ConfirmDialog isOpen={tarea !== null} message="¿Desea eliminar el registro?" onConfirm={() => void confirmar()} onCancel={onCerrar} loading={isLoading} />
      <Alert isOpen={rechazo !== null} confirmButtonText="ACEPTAR" onClose={() => setRechazo(null)} className="cartera-alerta">
        <h2 className="bp6-heading">Alerta</h2>
        <p>{rechazo}</p>
      </Alert>
    </>
  );
}
