import { Button, Intent } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { loginSchema } from '../../../core/shared/auth/schemas.ts';
import type { ApiError } from '../api/envelopeBaseQuery.ts';
import { useSession, useStartSession } from '../session/hooks.ts';
import { TextField, usePasswordToggle, useSchemaForm } from '../ui/forms.tsx';
import { useLoginMutation } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { safeDestination } from './destino.ts';

/** /login (spec 01 §2): e-mail and password; `?url=` is where to go next, /resumen by default. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const destino = safeDestination(params.get('url'));
  const { status } = useSession();
  const startSession = useStartSession();
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const password = usePasswordToggle();
  const form = useSchemaForm<{ usuario: string; password: string }>(loginSchema, { usuario: '', password: '' });

  // A signed-in user is sent straight on; this also takes the user on right after signing in.
  if (status === 'signedIn') return <Navigate to={destino} replace />;

  const submit = form.handleSubmit(async (value) => {
    setError(null);
    try {
      startSession(await login(value).unwrap());
    } catch (e) {
      setError((e as ApiError).message);
    }
  });

  return (
    <AuthCard
      title="Iniciar sesión"
      lead="Entra a tu cartera con tu correo y contraseña."
      footer={
        <>
          <Link to="/registro">¿No tienes cuenta? Regístrate</Link>
          <Link to="/planes">Ver planes</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField form={form} name="usuario" label="Correo electrónico" type="email" autoComplete="username" autoFocus />
        <TextField form={form} name="password" label="Contraseña" type={password.type} autoComplete="current-password" rightElement={password.toggle} />
        <div className="cartera-auth-row">
          <Link to="/restaurar-pass">¿Olvidaste tu contraseña?</Link>
        </div>
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" icon={<LogInIcon />} text="Iniciar sesión" loading={isLoading} />
        {error && (
          <p className="cartera-form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </AuthCard>
  );
}
