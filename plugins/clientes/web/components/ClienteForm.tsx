import { Button, Card, H2, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { rfcPersonaFisica, rfcPersonaMoral, validarRfc } from '../../../../core/shared/mx/rfc.ts';
import { FechaField } from '../../../../web/src/ui/FechaField.tsx';
import { SelectField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { PhoneField } from '../../../../web/src/ui/PhoneField.tsx';
import { MENSAJES_CLIENTES, type Cliente, type Fiscal } from '../../shared/clientes.ts';
import { useGuardarClienteMutation } from '../api.ts';
import { DireccionCampos, useColoniasDelCp } from './DireccionCampos.tsx';
import { datosCliente, schemaCliente, valoresIniciales, type FormCliente, type ValoresCliente } from './valoresCliente.ts';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';

/** Birth and registration dates reach back a century. */
const DESDE = new Date(1900, 0, 1);

const mayusculas = (v: string) => v.toUpperCase().replace(/\s/g, '');

/** The RFC the SAT would compute from what is typed so far; '' while something is missing. */
function rfcCalculado(v: ValoresCliente): string {
  return v.fiscal === 'moral'
    ? rfcPersonaMoral({ razonSocial: v.nombres, fecRegistro: v.fecRegistro })
    : rfcPersonaFisica({ nombres: v.nombres, apPat: v.apPat, apMat: v.apMat, fecNacimiento: v.fecNacimiento });
}

/**
 * The RFC follows the names and date as they are typed (spec 02 §5) and stays editable: it is only
 * replaced when the computed value changes, so an edited client keeps its registered RFC until then.
 */
function useRfcAutomatico(form: FormCliente): void {
  const calculado = rfcCalculado(form.values);
  const anterior = useRef(calculado);
  const { set } = form;
  useEffect(() => {
    if (calculado === anterior.current) return;
    anterior.current = calculado;
    if (calculado) set('rfc', calculado);
  }, [calculado, set]);
}

const SEXOS = [
  { value: 'hombre', label: 'Hombre' },
  { value: 'mujer', label: 'Mujer' },
];
const ESTADOS_CIVILES = ['Soltero', 'Casado', 'Viudo', 'Divorciado', 'Concubinato'].map((label) => ({ value: label.toLowerCase(), label }));

interface ClienteFormProps {
  cliente: Cliente | null;
  /** Called with the saved client's id: the page goes to its detail, a modal closes. */
  onGuardado: (id: number) => void;
  onCancelar: () => void;
}

/** 'Captura de Cliente' (spec 02 §2.9, §5): personalidad, data with the computed RFC, address, mobile and e-mail. */
export function ClienteForm({ cliente, onGuardado, onCancelar }: ClienteFormProps) {
  const [guardar, { isLoading }] = useGuardarClienteMutation();
  const { rechazo, intentar } = useGuardado();
  const [manual, setManual] = useState(() => Boolean(cliente?.direcciones[0] && !cliente.direcciones[0].sepomex));
  const [fiscal, setFiscal] = useState<Fiscal>(cliente?.fiscal ?? 'fisica');
  const form: FormCliente = useSchemaForm(schemaCliente(fiscal, manual), () => valoresIniciales(cliente));
  const colonias = useColoniasDelCp(form);
  // The schema follows the lookup: a CP missing from SEPOMEX asks for colonia and municipio by hand.
  if (colonias.asentamientos && colonias.manual !== manual) setManual(colonias.manual);
  useRfcAutomatico(form);
  const rfc = validarRfc(form.values.rfc);
  const aviso = rfc.valido && !rfc.digitoVerificadorOk ? MENSAJES_CLIENTES.digitoVerificador(form.values.rfc) : undefined;
  const fisica = fiscal === 'fisica';

  // Refusals show the server's message over the form; a failure without an answer, the spec's (02 §8).
  const submit = form.handleSubmit((validados) =>
    intentar(async () => {
      const { body, message } = await guardar(datosCliente(validados, cliente)).unwrap();
      // Warnings never block the save; one toast says both, so neither hides the other.
      const texto = [message || MENSAJES_CLIENTES.guardado, ...body.advertencias].join('. ');
      showToast(texto, body.advertencias.length ? Intent.WARNING : Intent.SUCCESS);
      onGuardado(body.id);
    }, MENSAJES_CLIENTES.errorAlGuardar),
  );

  return (
    <form onSubmit={submit} noValidate>
      <AvisoDeRechazo mensaje={rechazo} />
      <Card className="cartera-form-card">
        <RadioGroup
          inline
          label="Personalidad fiscal"
          name="fiscal"
          className="cartera-cliente-fiscal"
          selectedValue={fiscal}
          onChange={(event) => {
            const valor = event.currentTarget.value as Fiscal;
            setFiscal(valor);
            form.set('fiscal', valor);
          }}
        >
          <Radio label="Persona física" value="fisica" />
          <Radio label="Persona moral" value="moral" />
        </RadioGroup>
        {fisica ? (
          <>
            <TextField form={form} name="nombres" label="Nombre(s)" autoComplete="off" autoFocus={!cliente} />
            <div className="cartera-form-row">
              <TextField form={form} name="apPat" label="Apellido paterno" autoComplete="off" />
              <TextField form={form} name="apMat" label="Apellido materno" autoComplete="off" />
            </div>
            <div className="cartera-form-row">
              <FechaField form={form} name="fecNacimiento" label="Fecha de nacimiento" minDate={DESDE} maxDate={new Date()} />
              <SelectField form={form} name="sexo" label="Sexo" opciones={SEXOS} vacia="Selecciona" />
            </div>
            <div className="cartera-form-row">
              <SelectField form={form} name="edoCivil" label="Estado civil" opciones={ESTADOS_CIVILES} vacia="Selecciona" />
              <TextField form={form} name="alias" label="Alias" autoComplete="off" />
            </div>
          </>
        ) : (
          <>
            <TextField form={form} name="nombres" label="Razón social" autoComplete="off" autoFocus={!cliente} />
            <div className="cartera-form-row">
              <FechaField form={form} name="fecRegistro" label="Fecha de registro" minDate={DESDE} maxDate={new Date()} />
              <TextField form={form} name="alias" label="Alias" autoComplete="off" />
            </div>
          </>
        )}
        <TextField form={form} name="rfc" label="RFC" autoComplete="off" maxLength={fisica ? 13 : 12} normalize={mayusculas} helperText={aviso} />
      </Card>
      <Card className="cartera-form-card">
        <H2 className="cartera-form-section-title">Dirección</H2>
        <DireccionCampos form={form} colonias={colonias} />
      </Card>
      <Card className="cartera-form-card">
        <H2 className="cartera-form-section-title">Contacto</H2>
        <div className="cartera-form-row">
          <PhoneField form={form} name="celular.numero" label="Celular" />
          <TextField form={form} name="correo.correo" label="Correo electrónico" type="email" autoComplete="off" />
          <TextField form={form} name="correo.tipo" label="Tipo de correo" placeholder="personal, trabajo…" autoComplete="off" />
        </div>
      </Card>
      <div className="cartera-form-actions">
        <Button text="Cancelar" onClick={onCancelar} />
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}
