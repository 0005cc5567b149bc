import { Button, Checkbox, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { registroSchema } from '../../../core/shared/auth/schemas.ts';
import type { ApiError } from '../api/envelopeBaseQuery.ts';
import { TextField, useSchemaForm } from '../ui/forms.tsx';
import { useRegistrarMutation, useValidarEmailMutation, type RegistroBody } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { AvisoDeRechazo } from '../ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../ui/useGuardado.ts';

interface RegistroValues {
  [field: string]: unknown;
  correo: string;
  nombre: string;
  apPaterno: string;
  apMaterno: string;
}

/**
 * /registro (spec 01 §2, §5): the agent's e-mail (checked with the server when the field is left),
 * names, and the terms, which must be accepted before the button works. Then /activar?email=….
 */
export default function RegistroPage() {
  const navigate = useNavigate();
  const [registrar, { isLoading }] = useRegistrarMutation();
  const [validarEmail] = useValidarEmailMutation();
  const [terminos, setTerminos] = useState(false);
  const { rechazo, intentar } = useGuardado();
  const [emailError, setEmailError] = useState<{ correo: string; message: string } | null>(null);
  const form = useSchemaForm<RegistroValues, RegistroBody>(registroSchema, { correo: '', nombre: '', apPaterno: '', apMaterno: '' });
  const correo = form.values.correo.trim();
  // The server's verdict only counts for the address it was given.
  const serverEmailError = emailError && emailError.correo === correo ? emailError.message : null;

  async function checkEmail() {
    if (!correo || form.errors.correo) return;
    try {
      await validarEmail(correo).unwrap();
      setEmailError(null);
    } catch (e) {
      setEmailError({ correo, message: (e as ApiError).message });
    }
  }

  const submit = form.handleSubmit(async (value) => {
    if (serverEmailError) {
      document.getElementById(form.idOf('correo'))?.focus();
      return;
    }
    await intentar(async () => {
      await registrar({ ...value, cedula: value.cedula ?? null }).unwrap();
      navigate(`/activar?email=${encodeURIComponent(value.correo)}`);
    });
  });

  return (
    <AuthCard
      title="Crea tu cuenta"
      lead="Regístrate como agente y prueba Cartera sin costo."
      footer={
        <>
          <Link to="/login">¿Ya tienes cuenta? Inicia sesión</Link>
          <Link to="/planes">Ver planes</Link>
        </>
      }
    >
      <AvisoDeRechazo mensaje={rechazo} />
      <form onSubmit={submit} noValidate>
        <TextField form={form} name="correo" label="Correo electrónico" type="email" autoComplete="email" autoFocus onBlur={checkEmail} extraError={serverEmailError} />
        <TextField form={form} name="nombre" label="Nombre(s)" autoComplete="given-name" />
        <TextField form={form} name="apPaterno" label="Apellido paterno" autoComplete="family-name" />
        <TextField form={form} name="apMaterno" label="Apellido materno" labelInfo="(opcional)" autoComplete="additional-name" />
        <Checkbox
          checked={terminos}
          onChange={(event) => setTerminos(event.currentTarget.checked)}
          labelElement={
            <>
              Acepto los{' '}
              <Link to="/terminos-condiciones" target="_blank">
                términos y condiciones
              </Link>{' '}
              y el{' '}
              <Link to="/aviso-privacidad" target="_blank">
                aviso de privacidad
              </Link>
            </>
          }
        />
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Crear cuenta" disabled={!terminos} loading={isLoading} />
      </form>
    </AuthCard>
  );
}
