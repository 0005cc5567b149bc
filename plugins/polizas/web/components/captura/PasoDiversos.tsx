import { FormGroup, TextArea } from '@blueprintjs/core';
import { generalesSchema } from '../../../shared/poliza-form.ts';
import { FormaPaso, type PasoProps } from './AccionesPaso.tsx';
import { capturaActions } from './borradorSlice.ts';
import { useAppDispatch, useBorrador } from './useBorrador.ts';

/** Diversos (spec 02 §5 'Diversos step'): the insured property described in free text, required. */
export function PasoDiversos({ onAnterior, onContinuar }: PasoProps) {
  const { detalles } = useBorrador();
  const dispatch = useAppDispatch();
  const vacio = detalles.texto.trim() === '';
  return (
    <FormaPaso titulo="Diversos" deshabilitado={vacio} onEnviar={onContinuar} onAnterior={onAnterior}>
      <FormGroup label="Detalle del bien asegurado" labelFor="captura-texto">
        <TextArea
          id="captura-texto"
          name="texto"
          rows={20}
          fill
          maxLength={generalesSchema.texto.max}
          value={detalles.texto}
          onChange={(e) => dispatch(capturaActions.detalleCambiado(e.currentTarget.value))}
        />
      </FormGroup>
    </FormaPaso>
  );
}
