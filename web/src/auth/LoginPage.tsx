import { Button, Intent } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginBody } from '../../../core/shared/auth/contract.ts';
import { loginSchema } from '../../../core/shared/auth/schemas.ts';
import { llamarApi } from '../api/llamarApi.ts';
import { FALLBACK_ERROR_MESSAGE, type ApiError } from '../api/sobre.ts';
import { isTokenExpired, readStoredToken, TOKEN_STORAGE_KEY } from '../api/token.ts';
import { cargarApp, cargarAppYPagina } from '../cargarApp.ts';
import { TextField, usePasswordToggle, useSchemaForm } from '../ui/forms.tsx';
import { AuthCard } from './AuthCard.tsx';
import { safeDestination } from './destino.ts';

/** The path of a destination that may carry a query. */
const rutaDe = (destino: string) => destino.split(/[?#]/)[0];

const tokenVigente = () => {
  const token = readStoredToken();
  return token !== null && !isTokenExpired(token);
};

/**
 * /login (spec 01 §2): e-mail and password; `?url=` is where to go next, /resumen by default.
 * Drawn by the entry without the store (see Raiz): it signs in with a plain call and hands the
 * session to the signed-in shell, loaded meanwhile, as it opens `?url=`.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const destino = safeDestination(params.get('url'));
  const navigate = useNavigate();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const password = usePasswordToggle();
  const form = useSchemaForm<{ usuario: string; password: string }>(loginSchema, { usuario: '', password: '' });

  // A stored token (this tab's, or one another tab just signed in with) goes straight on; the shell verifies it.
  useEffect(() => {
    const seguir = () => {
      if (!tokenVigente()) return;
      void Promise.all([import('../session/traspaso.ts'), cargarAppYPagina(rutaDe(destino))]).then(([{ retomarSesion }]) => {
        retomarSesion();
        navigate(destino, { replace: true });
      });
    };
    seguir();
    const onStorage = (event: StorageEvent) => (event.key === TOKEN_STORAGE_KEY || event.key === null) && seguir();
    window.addEventListener('storage', onStorage);
    // The shell is fetched once the page is up, so signing in does not wait for it.
    const idle = window.setTimeout(() => void cargarApp().catch(() => undefined), 0);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.clearTimeout(idle);
    };
  }, [destino, navigate]);

  const submit = form.handleSubmit(async (value) => {
    setError(null);
    setLoading(true);
    try {
      const [sesion, { entregarSesion }] = await Promise.all([
        llamarApi<LoginBody>('/usuarios/login', { method: 'POST', body: value }),
        import('../session/traspaso.ts'),
        cargarAppYPagina(rutaDe(destino)),
      ]);
      entregarSesion(sesion);
      navigate(destino, { replace: true });
    } catch (e) {
      // A failed call carries the server's message; a shell that failed to load gets the usual one.
      setError(typeof (e as Partial<ApiError>).status === 'number' ? (e as ApiError).message : FALLBACK_ERROR_MESSAGE);
      setLoading(false);
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
