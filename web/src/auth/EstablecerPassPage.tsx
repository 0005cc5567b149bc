import { Button, Intent } from '@blueprintjs/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { establecerFormSchema } from '../../../core/shared/auth/schemas.ts';
import { showToast } from '../ui/toaster.ts';
import { anyEmpty, TextField, usePasswordToggle, useSchemaForm } from '../ui/forms.tsx';
import { useEstablecerPasswordMutation } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { AvisoDeRechazo } from '../ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../ui/useGuardado.ts';

interface EstablecerValues {
  [field: string]: unknown;
  email: string;
  codigo: string;
  newPassword: string;
  confirmacion: string;
}

const MISMATCH = 'Las dos contraseñas no coinciden';

/** /establecer-pass?email=…&codigo=… (spec 01 §2, §5): the new password, twice; then /login. */
export default function EstablecerPassPage() {
  const [params] = useSearchParams();
  const emailParam = params.get('email')?.trim() ?? '';
  const codigoParam = params.get('codigo')?.trim() ?? '';
  const navigate = useNavigate();
  const [establecer, { isLoading }] = useEstablecerPasswordMutation();
  const { rechazo, intentar } = useGuardado();
  const password = usePasswordToggle();
  const form = useSchemaForm<EstablecerValues, { email: string; codigo: string; newPassword: string }>(establecerFormSchema, {
    email: emailParam,
    codigo: codigoParam,
    newPassword: '',
    confirmacion: '',
  });
  const { values } = form;
  const mismatch = values.confirmacion !== '' && values.confirmacion !== values.newPassword;
  const disabled = anyEmpty(values, ['email', 'codigo', 'newPassword', 'confirmacion']) || mismatch;

  const submit = form.handleSubmit(async (value) => {
    if (disabled) return;
    await intentar(async () => {
      const { message } = await establecer(value).unwrap();
      showToast(message || 'Tu contraseña se actualizó. Ya puedes iniciar sesión.', Intent.SUCCESS);
      navigate('/login', { replace: true });
    });
  });

  return (
    <AuthCard title="Nueva contraseña" lead="Elige la contraseña con la que entrarás a Cartera." footer={<Link to="/login">Regresar a iniciar sesión</Link>}>
      <AvisoDeRechazo mensaje={rechazo} />
      <form onSubmit={submit} noValidate>
        {!emailParam && <TextField form={form} name="email" label="Correo electrónico" type="email" autoComplete="email" autoFocus />}
        {!codigoParam && <TextField form={form} name="codigo" label="Código" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus={Boolean(emailParam)} />}
        <TextField
          form={form}
          name="newPassword"
          label="Nueva contraseña"
          type={password.type}
          autoComplete="new-password"
          rightElement={password.toggle}
          helperText="Entre 8 y 50 caracteres"
          autoFocus={Boolean(emailParam && codigoParam)}
        />
        <TextField form={form} name="confirmacion" label="Repite la contraseña" type={password.type} autoComplete="new-password" extraError={mismatch ? MISMATCH : null} />
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Guardar contraseña" disabled={disabled} loading={isLoading} />
      </form>
    </AuthCard>
  );
}
