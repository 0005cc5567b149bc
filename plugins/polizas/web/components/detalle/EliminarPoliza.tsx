import { Button, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Puede } from '../../../../../web/src/session/Puede.tsx';
import { EliminarRegistro } from '../../../../../web/src/ui/EliminarRegistro.tsx';
import type { StatusPoliza } from '../../../../catalogos/shared/catalogos.ts';
import { useEliminarPolizaMutation } from '../../polizas.api.ts';

/** Spec 02 §2.1, word for word. */
export const CONFIRMAR_ELIMINAR = '¿Deseas eliminar la póliza? Si continúas, se perderá toda su información, su bitácora y sus adjuntos.';

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
  if (poliza.status === 'eliminada') return null;

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
      <EliminarRegistro
        id={confirmando ? poliza.id : null}
        eliminar={(id) => eliminar(id).unwrap()}
        loading={isLoading}
        mensaje={CONFIRMAR_ELIMINAR}
        errorAlEliminar="Error al eliminar la póliza"
        onCerrar={() => setConfirmando(false)}
        onEliminado={onEliminada}
      />
    </Puede>
  );
}
