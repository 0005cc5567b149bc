import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

interface ConfirmDialogProps {
  isOpen: boolean;
  /** e.g. '¿Deseas eliminar el registro?' */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
}

/** The confirmation of every destructive action: 'Alerta', 'Cancelar' / 'Aceptar' (spec 01 §8). */
export function ConfirmDialog({ isOpen, message, onConfirm, onCancel, loading }: ConfirmDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title="Alerta" className="cartera-confirm" role="alertdialog" aria-describedby="cartera-confirm-message">
      <DialogBody>
        <p id="cartera-confirm-message">{message}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onCancel} autoFocus />
            <Button intent={Intent.DANGER} text="Aceptar" onClick={onConfirm} loading={loading} />
          </>
        }
      />
    </Dialog>
  );
}
