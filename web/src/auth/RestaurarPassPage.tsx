import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { restaurarSchema } from '../../../core/shared/auth/schemas.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { TextField, useSchemaForm } from '../ui/forms.tsx';
import { useRestaurarPasswordMutation } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { AvisoDeRechazo } from '../ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../ui/useGuardado.ts';

/** /restaurar-pass: asks for the e-mail; the server mails a code (and never says whether the address exists). */
export default function RestaurarPassPage() {
  const [restaurar, { isLoading }] = useRestaurarPasswordMutation();
  const [enviado, setEnviado] = useState<{ email: string; message: string } | null>(null);
  const { rechazo, intentar } = useGuardado();
  const form = useSchemaForm<{ email: string }>(restaurarSchema, { email: '' });

  const submit = form.handleSubmit(({ email }) =>
    intentar(async () => {
      const { message } = await restaurar({ email }).unwrap();
      setEnviado({ email, message: message || 'Si el correo está registrado, te enviamos un código para restablecer tu contraseña.' });
    }),
  );

  return (
    <AuthCard
      title="Restablecer contraseña"
      lead="Te enviaremos un código a tu correo para que elijas una nueva contraseña."
      footer={<Link to="/login">Regresar a iniciar sesión</Link>}
    >
      <AvisoDeRechazo mensaje={rechazo} />
      {enviado ? (
        <>
          <Callout intent={Intent.SUCCESS} className="cartera-form-banner" role="status">
            {enviado.message}
          </Callout>
          <ButtonLink to={`/establecer-pass?email=${encodeURIComponent(enviado.email)}`} intent="primary">
            Ya tengo mi código
          </ButtonLink>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField form={form} name="email" label="Correo electrónico" type="email" autoComplete="email" autoFocus />
          <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Enviar código" loading={isLoading} />
        </form>
      )}
    </AuthCard>
  );
}
