import { EliminarRegistro } from '../../../../web/src/ui/EliminarRegistro.tsx';
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
 * Deleting a task from its detail or the list: 'Alerta' 'Cancelar' / 'Aceptar' first; a refusal shows
 * the server's message in an 'Alerta' dialog (spec 01 §8, 03 §8).
 */
export function EliminarTarea({ tarea, onCerrar, onEliminada }: EliminarTareaProps) {
  const [eliminar, { isLoading }] = useEliminarTareaMutation();
  return (
    <EliminarRegistro
      id={tarea?.id ?? null}
      eliminar={(id) => eliminar(id).unwrap()}
      loading={isLoading}
      eliminado={MENSAJES_TAREAS.eliminada}
      errorAlEliminar="Error al eliminar la tarea"
      onCerrar={onCerrar}
      onEliminado={onEliminada}
    />
  );
}
