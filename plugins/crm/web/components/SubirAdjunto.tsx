import { FileInput, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { MENSAJES_ADJUNTOS } from '../../shared/adjuntos.ts';
import { useGuardarAdjuntoMutation, useSubirAdjuntoMutation, type DuenoRef } from '../api.ts';

const ERROR_AL_SUBIR = 'Error al subir el archivo';

/** Uploads a chosen file into the owner's bucket, then records it as the owner's attachment (spec 01 §3). */
export function SubirAdjunto({ dueno }: { dueno: DuenoRef }) {
  const [subir] = useSubirAdjuntoMutation();
  const [guardar] = useGuardarAdjuntoMutation();
  const [subiendo, setSubiendo] = useState(false);
  const bucket = dueno.dueno.entidad;

  async function cargar(file: File) {
    setSubiendo(true);
    try {
      const { url } = await subir({ bucket, path: `${bucket}/${file.name}`, file }).unwrap();
      const respuesta = await guardar({ [dueno.dueno.clave]: dueno.id, dominio: bucket, path: url, archivo: file.name }).unwrap();
      showToast(respuesta.message ?? MENSAJES_ADJUNTOS.guardado, Intent.SUCCESS);
    } catch (error) {
      showToast(mensajeDeFallo(error, ERROR_AL_SUBIR), Intent.DANGER);
    } finally {
      setSubiendo(false);
    }
  }

  return (
    <FileInput
      text={subiendo ? 'Subiendo…' : 'Elige un archivo…'}
      buttonText="Subir"
      disabled={subiendo}
      inputProps={{ name: 'archivo', 'aria-label': 'Subir archivo adjunto' }}
      onInputChange={(event) => {
        const input = event.currentTarget as HTMLInputElement;
        const file = input.files?.[0];
        input.value = '';
        if (file) void cargar(file);
      }}
    />
  );
}
