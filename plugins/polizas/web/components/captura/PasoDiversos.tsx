import { FormGroup, TextArea } from '@blueprintjs/core';
import { generalesSchema } from '../../../shared/poliza-form.ts';
import { FormaPaso, type PasoProps } from './AccionesPaso.tsx';
import { OBLIGATORIO } from './CamposCaptura.tsx';
import { capturaActions } from './borradorSlice.ts';
import { useAppDispatch, useBorrador } from './useBorrador.ts';

const ETIQUETA = 'Detalle del bien asegurado';

/** Diversos (spec 02 §5 'Diversos step'): the insured property described in free text, required. */
export function PasoDiversos({ onAnterior, onContinuar }: PasoProps) {
  const { detalles } = useBorrador();
  const dispatch = useAppDispatch();
  const vacio = detalles.texto.trim() === '';
  return (
    <FormaPaso titulo="Diversos" deshabilitado={vacio} pendientes={vacio ? [ETIQUETA] : []} onEnviar={onContinuar} onAnterior={onAnterior}>
      <FormGroup label={ETIQUETA} labelFor="captura-texto" labelInfo={OBLIGATORIO}>
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
