import { Button, FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { MENSAJES_BITACORA, TIPOS_REGISTRO, type TipoRegistro } from '../../shared/bitacora.ts';
import { idDeDueno } from '../../shared/duenos.ts';
import { useGuardarBitacoraMutation, type DuenoRef } from '../api.ts';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';

// An 'adjunto' entry needs a file: attachments are added from the attachments page.
const TIPOS_DEL_FORMULARIO = TIPOS_REGISTRO.filter((tipo) => tipo !== 'adjunto');
const ERROR_AL_GUARDAR = 'Error al guardar el registro';

/** The log form (spec 01 §4, §5): an entry type and the comment; saving is disabled while it is empty. */
export function BitacoraForm({ dueno }: { dueno: DuenoRef }) {
  const id = useId();
  const [tipo, setTipo] = useState<TipoRegistro>('nota general');
  const [texto, setTexto] = useState('');
  const { rechazo, intentar } = useGuardado();
  const [guardar, { isLoading }] = useGuardarBitacoraMutation();

  async function enviar(event: FormEvent) {
    event.preventDefault();
    if (!texto.trim()) return;
    await intentar(async () => {
      const respuesta = await guardar({ ...idDeDueno(dueno.dueno, dueno.id), asunto: null, tipo, textos: [{ tipo, texto: texto.trim(), adjunto: null }] }).unwrap();
      showToast(respuesta.message ?? MENSAJES_BITACORA.guardado, Intent.SUCCESS);
      setTexto('');
    }, ERROR_AL_GUARDAR);
  }

  return (
    <form onSubmit={(e) => void enviar(e)} aria-label="Nuevo registro">
      <AvisoDeRechazo mensaje={rechazo} />
      <FormGroup label="Tipo de registro" labelFor={`${id}-tipo`}>
        <HTMLSelect id={`${id}-tipo`} name="tipo" value={tipo} onChange={(e) => setTipo(e.currentTarget.value as TipoRegistro)} options={TIPOS_DEL_FORMULARIO} />
      </FormGroup>
      <FormGroup label="Comentario" labelFor={`${id}-texto`}>
        <TextArea id={`${id}-texto`} name="texto" fill maxLength={5000} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} />
      </FormGroup>
      <div className="crm-acciones">
        <Button type="submit" intent={Intent.PRIMARY} text="Guardar" disabled={!texto.trim()} loading={isLoading} />
      </div>
    </form>
  );
}
