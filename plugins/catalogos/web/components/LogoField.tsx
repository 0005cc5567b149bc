import { Button, FileInput, FormGroup, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { AnySchemaForm } from '../../../../web/src/ui/forms.tsx';
import { useSubirArchivoMutation } from '../api.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';

/** The logo formats of spec 03 §5. */
const EXTENSIONES = ['jpg', 'jpeg', 'png'];

/**
 * The company logo: a chosen image is uploaded to the public 'empresa' bucket right away and its URL
 * kept in the form's `logoUrl`, saved with the rest of the profile. Each upload gets a new name, so
 * no browser shows a cached older logo.
 */
export function LogoField({ form }: { form: AnySchemaForm }) {
  const [subir, { isLoading }] = useSubirArchivoMutation();
  const [error, setError] = useState<string | null>(null);
  const logoUrl = String(form.values.logoUrl ?? '');
  const mensaje = error ?? form.errorOf('logoUrl');

  async function elegir(file: File | undefined) {
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!EXTENSIONES.includes(extension)) {
      setError('El logo debe ser una imagen .jpg, .jpeg o .png');
      return;
    }
    setError(null);
    try {
      const { url } = await subir({ bucket: 'empresa', path: `empresa/logo-${Date.now()}.${extension}`, file }).unwrap();
      form.set('logoUrl', url);
    } catch (e) {
      setError(mensajeDeFallo(e, 'Error al subir el logo'));
    }
  }

  return (
    <FormGroup label="Logo" labelFor={form.idOf('logoUrl')} intent={mensaje ? Intent.DANGER : Intent.NONE} helperText={mensaje ?? 'Imagen .jpg, .jpeg o .png'}>
      <div className="cartera-logo">
        {logoUrl && <img src={logoUrl} alt="Logo de la empresa" className="cartera-logo-imagen" />}
        <FileInput
          text={isLoading ? 'Subiendo…' : logoUrl ? 'Cambiar logo' : 'Elegir imagen'}
          buttonText="Buscar"
          hasSelection={Boolean(logoUrl)}
          disabled={isLoading}
          inputProps={{ id: form.idOf('logoUrl'), name: 'logo', accept: '.jpg,.jpeg,.png,image/jpeg,image/png' }}
          onInputChange={(event) => {
            const input = event.currentTarget as HTMLInputElement;
            void elegir(input.files?.[0]);
            // Choosing the same file again must fire again.
            input.value = '';
          }}
        />
        {logoUrl && <Button variant="minimal" intent={Intent.DANGER} icon={<TrashIcon />} text="Quitar logo" onClick={() => form.set('logoUrl', '')} />}
      </div>
    </FormGroup>
  );
}
