import { FileInput, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { MENSAJES_ADJUNTOS } from '../../shared/adjuntos.ts';
import { idDeDueno } from '../../shared/duenos.ts';
import { useGuardarAdjuntoMutation, useSubirAdjuntoMutation, type DuenoRef } from '../api.ts';

const ERROR_AL_SUBIR = 'Error al subir el archivo';

/**
 * A path no other upload has: the storage replaces a file of the same path, so two clients' 'INE.pdf'
 * must not share one, and deleting one attachment must not take another's file.
 */
const rutaNueva = ({ dueno, id }: DuenoRef, nombre: string) => `${dueno.entidad}/${id}/${Date.now().toString(36)}/${nombre}`;

/** Uploads a chosen file into the owner's bucket, then records it as the owner's attachment (spec 01 §3). */
export function SubirAdjunto({ dueno }: { dueno: DuenoRef }) {
  const [subir] = useSubirAdjuntoMutation();
  const [guardar] = useGuardarAdjuntoMutation();
  const [subiendo, setSubiendo] = useState(false);
  const bucket = dueno.dueno.entidad;

  async function cargar(file: File) {
    setSubiendo(true);
    try {
      const { url } = await subir({ bucket, path: rutaNueva(dueno, file.name), file }).unwrap();
      const respuesta = await guardar({ ...idDeDueno(dueno.dueno, dueno.id), dominio: bucket, path: url, archivo: file.name }).unwrap();
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
