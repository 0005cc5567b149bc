import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { cambioPasswordFormSchema } from '../../../../core/shared/auth/schemas.ts';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { useStartSession } from '../../../../web/src/session/hooks.ts';
import { anyEmpty, TextField, usePasswordToggle, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useCambiarPasswordMutation } from '../api.ts';

interface PasswordValues {
  [field: string]: unknown;
  oldPassword: string;
  newPassword: string;
  confirmacion: string;
}

const MISMATCH = 'Las dos contraseñas no coinciden';
const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmacion: '' };

/**
 * The change-password dialog of Mi Cuenta (spec 01 §5). Every older token stops working after the
 * change, so the fresh session in the answer is stored at once.
 */
export function CambiarPasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Cambiar contraseña" className="cartera-dialog-form">
      {/* Mounted only while open, so every opening starts empty. */}
      {isOpen && <PasswordForm onClose={onClose} />}
    </Dialog>
  );
}

function PasswordForm({ onClose }: { onClose: () => void }) {
  const [cambiar, { isLoading }] = useCambiarPasswordMutation();
  const startSession = useStartSession();
  const password = usePasswordToggle();
  const form = useSchemaForm<PasswordValues, { oldPassword: string; newPassword: string }>(cambioPasswordFormSchema, EMPTY);
  const { values } = form;
  const mismatch = values.confirmacion !== '' && values.confirmacion !== values.newPassword;
  const disabled = anyEmpty(values, ['oldPassword', 'newPassword', 'confirmacion']) || mismatch;

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const { body, message } = await cambiar({ oldPassword, newPassword }).unwrap();
      if (body?.token) startSession(body);
      showToast(message || 'Tu contraseña se cambió correctamente', Intent.SUCCESS);
      onClose();
    } catch (e) {
      showToast((e as ApiError).message, Intent.DANGER);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <TextField form={form} name="oldPassword" label="Contraseña actual" type={password.type} autoComplete="current-password" autoFocus rightElement={password.toggle} />
        <TextField form={form} name="newPassword" label="Nueva contraseña" type={password.type} autoComplete="new-password" helperText="Entre 8 y 50 caracteres" />
        <TextField form={form} name="confirmacion" label="Repite la nueva contraseña" type={password.type} autoComplete="new-password" extraError={mismatch ? MISMATCH : null} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} />
            <Button type="submit" intent={Intent.PRIMARY} text="Cambiar contraseña" disabled={disabled} loading={isLoading} />
          </>
        }
      />
    </form>
  );
}
