import { Button, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { SelectField, useSchemaForm } from '../../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import { motivoSchema, type MotivoDatos } from '../../../shared/poliza-form.ts';
import { useRazonesDeCierreQuery } from '../../polizas.api.ts';
import { AvisoDeRechazo } from '../../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../../web/src/ui/useGuardado.ts';

interface MotivoFormProps {
  /** The reasons' catalogue: TIPO_RAZON.POLIZA or TIPO_RAZON.RECIBO. */
  tipo: number;
  /** The submit button's text ('Cerrar póliza', 'Reactivar recibo'). */
  accion: string;
  /** What the action will do, above the fields. */
  aviso?: ReactNode;
  /** Sends the reason; answers the server's success message, throws its refusal. */
  onEnviar: (motivo: MotivoDatos) => Promise<string>;
  onListo: () => void;
  onRegresar: () => void;
}

/**
 * A reason and comments, both required (spec 02 §5): closing, cancelling or reactivating a policy,
 * cancelling or reactivating a receipt. Success is a toast; a refusal stays on the form as a banner
 * (spec 01 §8).
 */
export function MotivoForm({ tipo, accion, aviso, onEnviar, onListo, onRegresar }: MotivoFormProps) {
  const razones = useRazonesDeCierreQuery(tipo);
  const form = useSchemaForm<{ razonId: string; texto: string }, MotivoDatos>(motivoSchema, { razonId: '', texto: '' });
  const [enviando, setEnviando] = useState(false);
  const { rechazo, intentar } = useGuardado();
  const errorTexto = form.errorOf('texto');

  const enviar = form.handleSubmit(async (motivo) => {
    setEnviando(true);
    await intentar(async () => {
      showToast(await onEnviar(motivo), Intent.SUCCESS);
      onListo();
    }, 'Error al guardar');
    setEnviando(false);
  });

  return (
    <form onSubmit={enviar} noValidate>
      {aviso && <p>{aviso}</p>}
      <AvisoDeRechazo mensaje={rechazo} />
      <SelectField
        form={form}
        name="razonId"
        label="Motivo"
        vacia={razones.isLoading ? 'Cargando...' : 'Selecciona un motivo'}
        opciones={(razones.data ?? []).map((r) => ({ value: String(r.id), label: r.nombre }))}
      />
      <FormGroup label="Comentarios" labelFor={form.idOf('texto')} intent={errorTexto ? Intent.DANGER : Intent.NONE} helperText={errorTexto}>
        <TextArea
          id={form.idOf('texto')}
          name="texto"
          fill
          rows={4}
          maxLength={1000}
          value={form.values.texto}
          onChange={(e) => form.set('texto', e.currentTarget.value)}
          onBlur={() => form.touch('texto')}
          intent={errorTexto ? Intent.DANGER : Intent.NONE}
        />
      </FormGroup>
      <div className="cartera-form-actions">
        <Button text="Regresar" onClick={onRegresar} />
        <Button type="submit" intent={Intent.PRIMARY} text={accion} loading={enviando} />
      </div>
    </form>
  );
}
