import { Button, Callout, Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon, KeyIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { cuentaSchema } from '../../../../core/shared/auth/schemas.ts';
import type { UsuarioSesion } from '../../../../core/shared/auth/contract.ts';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { useAppDispatch } from '../../../../web/src/session/hooks.ts';
import { usuarioUpdated } from '../../../../web/src/session/sessionSlice.ts';
import { TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import { useGuardarCuentaMutation, useMiUsuarioQuery, type CuentaGuardar } from '../api.ts';
import { BajaDeCuenta } from './BajaDeCuenta.tsx';
import { CambiarPasswordDialog } from './CambiarPasswordDialog.tsx';

interface CuentaValues {
  [field: string]: unknown;
  id: number;
  nombres: string;
  apPat: string;
  apMat: string;
  celular: string;
}

/** /configuracion/mi-cuenta (spec 01 §2, §5): the user's own data and the change-password dialog. */
export default function MiCuentaPage() {
  const { data: usuario, isLoading, error } = useMiUsuarioQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div>
      <PageHeader title="Mi Cuenta" back="/configuracion" backLabel="Regresar a Configuración" />
      <EstadoDeCarga cargando={isLoading} error={error} />
      {usuario && <CuentaForm usuario={usuario} />}
      {usuario?.principal && <BajaDeCuenta />}
    </div>
  );
}

function CuentaForm({ usuario }: { usuario: UsuarioSesion }) {
  const dispatch = useAppDispatch();
  const [guardar, { isLoading }] = useGuardarCuentaMutation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const form = useSchemaForm<CuentaValues, CuentaGuardar>(cuentaSchema, () => ({
    id: usuario.id,
    nombres: usuario.nombres ?? '',
    apPat: usuario.apPat ?? '',
    apMat: usuario.apMat ?? '',
    celular: usuario.celular ?? '',
  }));
  const { setValues } = form;
  // A fresh copy from the server replaces what the form started with.
  useEffect(() => {
    setValues({ id: usuario.id, nombres: usuario.nombres ?? '', apPat: usuario.apPat ?? '', apMat: usuario.apMat ?? '', celular: usuario.celular ?? '' });
  }, [usuario, setValues]);

  const principal = usuario.principal;
  const submit = form.handleSubmit(async (value) => {
    try {
      const { message } = await guardar(value).unwrap();
      showToast(message || 'Guardado exitosamente', Intent.SUCCESS);
      dispatch(usuarioUpdated(principal ? { celular: value.celular } : { nombres: value.nombres, apPat: value.apPat, apMat: value.apMat, celular: value.celular }));
    } catch (e) {
      showToast((e as ApiError).message, Intent.DANGER);
    }
  });

  return (
    <Card className="cartera-form-card">
      <form onSubmit={submit} noValidate>
        <FormGroup label="Correo electrónico" labelFor="mi-cuenta-correo">
          <InputGroup id="mi-cuenta-correo" value={usuario.correo} readOnly disabled />
        </FormGroup>
        {principal && (
          <Callout intent={Intent.PRIMARY} compact className="cartera-form-banner">
            Tu nombre es el que registraste para la cuenta y no se puede cambiar aquí.
          </Callout>
        )}
        <div className="cartera-form-row">
          <TextField form={form} name="nombres" label="Nombre(s)" disabled={principal} autoComplete="given-name" autoFocus={!principal} />
          <TextField form={form} name="apPat" label="Apellido paterno" disabled={principal} autoComplete="family-name" />
          <TextField form={form} name="apMat" label="Apellido materno" disabled={principal} autoComplete="additional-name" />
        </div>
        <TextField
          form={form}
          name="celular"
          label="Celular"
          inputMode="numeric"
          autoComplete="tel-national"
          helperText="10 dígitos, sin espacios"
          normalize={(value) => value.replace(/[\s()-]/g, '')}
          autoFocus={principal}
        />
        <div className="cartera-form-actions">
          <Button icon={<KeyIcon />} text="Cambiar contraseña" onClick={() => setPasswordOpen(true)} />
          <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} />
        </div>
      </form>
      <CambiarPasswordDialog isOpen={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Card>
  );
}
