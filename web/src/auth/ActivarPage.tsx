import { Button, Intent } from '@blueprintjs/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { activarFormSchema } from '../../../core/shared/auth/schemas.ts';
import { useStartSession } from '../session/hooks.ts';
import { anyEmpty, TextField, usePasswordToggle, useSchemaForm } from '../ui/forms.tsx';
import { useActivarMutation } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { AvisoDeRechazo } from '../ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../ui/useGuardado.ts';

interface ActivarValues {
  [field: string]: unknown;
  correo: string;
  codigo: string;
  password: string;
  confirmacion: string;
}

const MISMATCH = 'Las contraseñas deben coincidir';

/**
 * /activar?email=…&codigo=… (spec 01 §2, §5): the 6-digit code from the e-mail and the password,
 * twice. The button waits until every field is filled and both passwords match. The principal user
 * then goes to /comofunciona, an additional user to /.
 */
export default function ActivarPage() {
  const [params] = useSearchParams();
  const emailParam = params.get('email')?.trim() ?? '';
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [activar, { isLoading }] = useActivarMutation();
  const { rechazo, intentar } = useGuardado();
  const password = usePasswordToggle();
  const form = useSchemaForm<ActivarValues, { correo: string; codigo: string; password: string }>(activarFormSchema, {
    correo: emailParam,
    codigo: params.get('codigo')?.trim() ?? '',
    password: '',
    confirmacion: '',
  });
  const { values } = form;
  const mismatch = values.confirmacion !== '' && values.confirmacion !== values.password;
  const disabled = anyEmpty(values, ['correo', 'codigo', 'password', 'confirmacion']) || mismatch;

  const submit = form.handleSubmit(async ({ correo, codigo, password: clave }) => {
    if (disabled) return;
    await intentar(async () => {
      const body = await activar({ correo, codigo, password: clave }).unwrap();
      startSession(body);
      navigate(body.usuario?.principal ? '/comofunciona' : '/', { replace: true });
    });
  });

  return (
    <AuthCard
      title="Activa tu cuenta"
      lead={
        emailParam ? (
          <>
            Escribe el código de 6 dígitos que enviamos a <strong>{emailParam}</strong> y elige tu contraseña.
          </>
        ) : (
          'Escribe tu correo, el código de 6 dígitos que te enviamos y elige tu contraseña.'
        )
      }
      footer={<Link to="/login">Ir a iniciar sesión</Link>}
    >
      <AvisoDeRechazo mensaje={rechazo} />
      <form onSubmit={submit} noValidate>
        {!emailParam && <TextField form={form} name="correo" label="Correo electrónico" type="email" autoComplete="email" autoFocus />}
        <TextField form={form} name="codigo" label="Código de activación" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus={Boolean(emailParam)} />
        <TextField
          form={form}
          name="password"
          label="Contraseña"
          type={password.type}
          autoComplete="new-password"
          rightElement={password.toggle}
          helperText="Entre 8 y 50 caracteres"
        />
        <TextField form={form} name="confirmacion" label="Repite la contraseña" type={password.type} autoComplete="new-password" extraError={mismatch ? MISMATCH : null} />
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Activar cuenta" disabled={disabled} loading={isLoading} />
      </form>
    </AuthCard>
  );
}
