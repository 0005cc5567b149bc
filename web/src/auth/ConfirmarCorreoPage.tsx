import { Button, Intent } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmarCorreoSchema } from '../../../core/shared/auth/schemas.ts';
import { anyEmpty, TextField, useSchemaForm } from '../ui/forms.tsx';
import { AvisoDeRechazo } from '../ui/AvisoDeRechazo.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useGuardado } from '../ui/useGuardado.ts';
import { useConfirmarCorreoMutation } from './api.ts';
import { AuthCard } from './AuthCard.tsx';

interface ConfirmarValues {
  [field: string]: unknown;
  correo: string;
  codigo: string;
}

/**
 * /confirmar-correo?email=…&codigo=…: the new address of an e-mail change confirms it with the code
 * mailed to it (docs/adr/021). Until then the user signs in with the old address.
 */
export default function ConfirmarCorreoPage() {
  const [params] = useSearchParams();
  const [confirmar, { isLoading, data }] = useConfirmarCorreoMutation();
  const { rechazo, intentar } = useGuardado();
  const form = useSchemaForm<ConfirmarValues, { correo: string; codigo: string }>(confirmarCorreoSchema, {
    correo: params.get('email')?.trim() ?? '',
    codigo: params.get('codigo')?.trim() ?? '',
  });
  const submit = form.handleSubmit(async (valores) => {
    await intentar(async () => void (await confirmar(valores).unwrap()));
  });

  if (data) {
    return (
      <AuthCard title="Correo confirmado" footer={<Link to="/login">Ir a iniciar sesión</Link>}>
        <Notice icon={<TickCircleIcon size={48} />} title={data.message ?? 'Tu correo se actualizó'} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirma tu nuevo correo" lead="Escribe el código de 6 dígitos que enviamos a tu nuevo correo." footer={<Link to="/login">Ir a iniciar sesión</Link>}>
      <AvisoDeRechazo mensaje={rechazo} />
      <form onSubmit={submit} noValidate>
        <TextField form={form} name="correo" label="Correo nuevo" type="email" autoComplete="email" />
        <TextField form={form} name="codigo" label="Código" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Confirmar correo" disabled={anyEmpty(form.values, ['correo', 'codigo'])} loading={isLoading} />
      </form>
    </AuthCard>
  );
}
