import { Button } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { rfcPersonaFisica, rfcPersonaMoral, validarRfc } from '../../../../core/shared/mx/rfc.ts';
import { TextField } from '../../../../web/src/ui/forms.tsx';
import { MENSAJES_CLIENTES } from '../../shared/clientes.ts';
import type { FormCliente, ValoresCliente } from './valoresCliente.ts';

/** The spec upper-cases the RFC (02 §5); spaces a paste brings are dropped. Nothing else is changed. */
const mayusculas = (v: string) => v.toUpperCase().replace(/\s/g, '');

/** The RFC the SAT would compute from what is typed so far; '' while something is missing. */
function rfcCalculado(v: ValoresCliente): string {
  return v.fiscal === 'moral'
    ? rfcPersonaMoral({ razonSocial: v.nombres, fecRegistro: v.fecRegistro })
    : rfcPersonaFisica({ nombres: v.nombres, apPat: v.apPat, apMat: v.apMat, fecNacimiento: v.fecNacimiento });
}

/**
 * The computed RFC is a suggestion (spec 02 §5): it fills the field while the field is empty or
 * still holds the previous suggestion. Once the user writes something else there — the RFC on their
 * SAT certificate — it is theirs and is never replaced; the check-digit warning may still show.
 * An edited client whose RFC is not the computed one keeps it the same way.
 */
function useRfcSugerido(form: FormCliente): string {
  const calculado = rfcCalculado(form.values);
  const anterior = useRef(calculado);
  const actual = form.values.rfc;
  const { set } = form;
  useEffect(() => {
    if (calculado === anterior.current) return;
    const sugerido = anterior.current;
    anterior.current = calculado;
    if (calculado && (actual === '' || actual === sugerido)) set('rfc', calculado);
  }, [calculado, actual, set]);
  return calculado;
}

interface RfcCampoProps {
  form: FormCliente;
  /** The server's refusal of this RFC (a repeated one), shown at the field while it holds that value. */
  rechazo: string | null;
}

/** The RFC field: the suggestion, the user's own value kept, the check-digit warning and a way back to the suggestion. */
export function RfcCampo({ form, rechazo }: RfcCampoProps) {
  const calculado = useRfcSugerido(form);
  const valor = form.values.rfc;
  const rfc = validarRfc(valor);
  const aviso = rfc.valido && !rfc.digitoVerificadorOk ? MENSAJES_CLIENTES.digitoVerificador(valor) : null;
  const otro = calculado !== '' && valor !== '' && valor !== calculado;
  const ayuda =
    aviso || otro ? (
      <>
        {aviso}
        {otro && (
          <Button size="small" variant="minimal" className="cartera-cliente-rfc-usar" onClick={() => form.set('rfc', calculado)}>
            {MENSAJES_CLIENTES.usarRfcCalculado(calculado)}
          </Button>
        )}
      </>
    ) : undefined;
  return (
    <TextField
      form={form}
      name="rfc"
      label="RFC"
      autoComplete="off"
      maxLength={form.values.fiscal === 'moral' ? 12 : 13}
      normalize={mayusculas}
      helperText={ayuda}
      extraError={rechazo}
    />
  );
}
