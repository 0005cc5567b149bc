import { Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Alerta } from './Alerta.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { mensajeDeFallo } from './mensajes.ts';
import { showToast } from './toaster.ts';

interface EliminarRegistroProps {
  /** The record to delete: the confirmation shows while there is one. */
  id: number | null;
  /** The delete call, e.g. `(id) => eliminarCliente(id).unwrap()`. */
  eliminar: (id: number) => Promise<{ message: string }>;
  loading: boolean;
  /** The question; the spec's own unless a screen has a longer one. */
  mensaje?: string;
  /** The toast when the server answers without a message. */
  eliminado?: string;
  /** The refusal when the server gives no reason. */
  errorAlEliminar: string;
  onCerrar: () => void;
  onEliminado?: () => void;
}

/**
 * Deleting a record: 'Alerta' 'Cancelar' / 'Aceptar' first, a toast on success, and a refusal's message
 * in an 'Alerta' dialog (spec 01 §8).
 */
export function EliminarRegistro({
  id,
  eliminar,
  loading,
  mensaje = '¿Deseas eliminar el registro?',
  eliminado = '',
  errorAlEliminar,
  onCerrar,
  onEliminado,
}: EliminarRegistroProps) {
  const [rechazo, setRechazo] = useState<string | null>(null);

  async function confirmar(porEliminar: number) {
    try {
      const { message } = await eliminar(porEliminar);
      onCerrar();
      showToast(message || eliminado, Intent.SUCCESS);
      onEliminado?.();
    } catch (error) {
      onCerrar();
      setRechazo(mensajeDeFallo(error, errorAlEliminar));
    }
  }

  return (
    <>
      <ConfirmDialog isOpen={id !== null} message={mensaje} onConfirm={() => id !== null && void confirmar(id)} onCancel={onCerrar} loading={loading} />
      <Alerta isOpen={rechazo !== null} onClose={() => setRechazo(null)}>
        <p>{rechazo}</p>
      </Alerta>
    </>
  );
}
