import { Button, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Puede } from '../../../../../web/src/session/Puede.tsx';
import { ConfirmDialog } from '../../../../../web/src/ui/ConfirmDialog.tsx';
import { mensajeDeFallo } from '../../../../../web/src/ui/mensajes.ts';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import type { StatusPoliza } from '../../../../catalogos/shared/catalogos.ts';
import { useEliminarPolizaMutation } from '../../polizas.api.ts';
import { Alerta } from './Alerta.tsx';

/** Spec 02 §2.1, word for word. */
export const CONFIRMAR_ELIMINAR = 'Desea eliminar la poliza?, si procede perdera toda la informacion de la poliza, botacora y adjuntos.';

interface EliminarPolizaProps {
  poliza: { id: number; noPoliza: string; status: StatusPoliza };
  onEliminada: () => void;
  /** An icon alone (the list's cards) instead of a labelled button (the detail's toolbar). */
  soloIcono?: boolean;
}

/**
 * Delete (POLIZAS_D), hidden once the policy is eliminada: the spec's confirmation, a toast on
 * success, and the server's refusal in an 'Alerta' dialog (spec 02 §8).
 */
export function EliminarPoliza({ poliza, onEliminada, soloIcono = false }: EliminarPolizaProps) {
  const [eliminar, { isLoading }] = useEliminarPolizaMutation();
  const [confirmando, setConfirmando] = useState(false);
  const [rechazo, setRechazo] = useState<string | null>(null);
  if (poliza.status === 'eliminada') return null;

  async function confirmar() {
    try {
      const { message } = await eliminar(poliza.id).unwrap();
      setConfirmando(false);
      showToast(message, Intent.SUCCESS);
      onEliminada();
    } catch (error) {
      setConfirmando(false);
      setRechazo(mensajeDeFallo(error, 'Error al eliminar la póliza'));
    }
  }

  return (
    <Puede permiso="POLIZAS_D">
      <Button
        intent={Intent.DANGER}
        variant={soloIcono ? 'minimal' : 'outlined'}
        icon={<TrashIcon />}
        text={soloIcono ? undefined : 'Eliminar'}
        aria-label={`Eliminar póliza ${poliza.noPoliza}`}
        onClick={() => setConfirmando(true)}
      />
      <ConfirmDialog isOpen={confirmando} message={CONFIRMAR_ELIMINAR} onConfirm={() => void confirmar()} onCancel={() => setConfirmando(false)} loading={isLoading} />
      <Alerta isOpen={rechazo !== null} onClose={() => setRechazo(null)}>
        <p>{rechazo}</p>
      </Alerta>
    </Puede>
  );
}
