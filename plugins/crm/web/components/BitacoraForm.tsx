import { Button, FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { aportesA } from '../../../../web/src/plugins/registry.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { MENSAJES_BITACORA, NOMBRE_TIPO_REGISTRO, TIPOS_REGISTRO, type TipoRegistro } from '../../shared/bitacora.ts';
import { idDeDueno } from '../../shared/duenos.ts';
import { OPCIONES_DE_BITACORA, type AccionTrasGuardar } from '../../shared/opciones-de-bitacora.ts';
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
  // What the contributed options (OPCIONES_DE_BITACORA) asked to do once the entry is saved.
  const trasGuardar = useRef(new Map<string, AccionTrasGuardar>());

  async function enviar(event: FormEvent) {
    event.preventDefault();
    if (!texto.trim()) return;
    let guardado = false;
    await intentar(async () => {
      const respuesta = await guardar({ ...idDeDueno(dueno.dueno, dueno.id), asunto: null, tipo, textos: [{ tipo, texto: texto.trim(), adjunto: null }] }).unwrap();
      showToast(respuesta.message ?? MENSAJES_BITACORA.guardado, Intent.SUCCESS);
      setTexto('');
      guardado = true;
    }, ERROR_AL_GUARDAR);
    // After the save, never before: an option's failure cannot undo or block the entry.
    if (guardado) for (const accion of trasGuardar.current.values()) void accion();
  }

  return (
    <form onSubmit={(e) => void enviar(e)} aria-label="Nuevo registro">
      <AvisoDeRechazo mensaje={rechazo} />
      <FormGroup label="Tipo de registro" labelFor={`${id}-tipo`}>
        <HTMLSelect
          id={`${id}-tipo`}
          name="tipo"
          value={tipo}
          onChange={(e) => setTipo(e.currentTarget.value as TipoRegistro)}
          options={TIPOS_DEL_FORMULARIO.map((t) => ({ value: t, label: NOMBRE_TIPO_REGISTRO[t] }))}
        />
      </FormGroup>
      <FormGroup label="Comentario" labelFor={`${id}-texto`}>
        <TextArea id={`${id}-texto`} name="texto" fill maxLength={5000} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} />
      </FormGroup>
      {aportesA(OPCIONES_DE_BITACORA).map(({ id: opcion, permiso, Opcion }) => (
        <Puede key={opcion} permiso={permiso}>
          <Opcion dueno={dueno.dueno} id={dueno.id} alGuardar={(accion) => (accion ? trasGuardar.current.set(opcion, accion) : trasGuardar.current.delete(opcion))} />
        </Puede>
      ))}
      <div className="crm-acciones">
        <Button type="submit" intent={Intent.PRIMARY} text="Guardar" disabled={!texto.trim()} loading={isLoading} />
      </div>
    </form>
  );
}
