import { Button, Card, H2, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { FechaField } from '../../../../web/src/ui/FechaField.tsx';
import { SelectField, TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { PhoneField } from '../../../../web/src/ui/PhoneField.tsx';
import { campoDelRechazo } from '../../shared/cliente-form.ts';
import { EDOS_CIVILES, etiquetaEdoCivil, MENSAJES_CLIENTES, type Cliente, type Fiscal } from '../../shared/clientes.ts';
import { useGuardarClienteMutation } from '../api.ts';
import { DireccionCampos, useColoniasDelCp } from './DireccionCampos.tsx';
import { RfcCampo } from './RfcCampo.tsx';
import { datosCliente, schemaCliente, valoresIniciales, type FormCliente } from './valoresCliente.ts';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';
import { useAhora } from '../../../../web/src/ui/useAhora.ts';

/** Birth and registration dates reach back a century. */
const DESDE = new Date(1900, 0, 1);

const SEXOS = [
  { value: 'hombre', label: 'Hombre' },
  { value: 'mujer', label: 'Mujer' },
];
/** The marital statuses, said as they apply to the person (Casada, Casado). */
const estadosCiviles = (sexo: unknown) => EDOS_CIVILES.map((value) => ({ value, label: etiquetaEdoCivil(value, sexo === 'mujer' ? 'mujer' : null) }));

interface ClienteFormProps {
  cliente: Cliente | null;
  /** A new client's starting values by field name (CapturaClienteParams): a prospect's data. */
  inicial?: Readonly<Record<string, string>>;
  /** Called with the saved client's id: the page goes to its detail, a modal closes. */
  onGuardado: (id: number) => void;
  onCancelar: () => void;
}

/** 'Captura de Cliente' (spec 02 §2.9, §5): personalidad, data with the computed RFC, address, mobile and e-mail. */
export function ClienteForm({ cliente, inicial, onGuardado, onCancelar }: ClienteFormProps) {
  const ahora = useAhora();
  const [guardar, { isLoading }] = useGuardarClienteMutation();
  const { rechazo, intentar } = useGuardado();
  const [manual, setManual] = useState(() => Boolean(cliente?.direcciones[0] && !cliente.direcciones[0].sepomex));
  const [fiscal, setFiscal] = useState<Fiscal>(cliente?.fiscal ?? (inicial?.fiscal === 'moral' ? 'moral' : 'fisica'));
  const form: FormCliente = useSchemaForm(schemaCliente(fiscal, manual), () => ({ ...valoresIniciales(cliente), ...inicial }));
  const colonias = useColoniasDelCp(form);
  // The schema follows the lookup: a CP missing from SEPOMEX asks for colonia and municipio by hand.
  if (colonias.asentamientos && colonias.manual !== manual) setManual(colonias.manual);
  const fisica = fiscal === 'fisica';
  // A refusal that names a field (a repeated RFC) shows at that field.
  const [enCampo, setEnCampo] = useState<{ campo: string; valor: string; mensaje: string } | null>(null);
  const rechazoEn = (campo: string) => (enCampo?.campo === campo && form.values[campo] === enCampo.valor ? enCampo.mensaje : null);
  const { idOf } = form;
  useEffect(() => {
    if (!enCampo) return;
    // Brought into view and focused: the message sits at the field, which may be far above 'Guardar'.
    const campo = document.getElementById(idOf(enCampo.campo));
    campo?.scrollIntoView({ block: 'center' });
    campo?.focus({ preventScroll: true });
  }, [enCampo, idOf]);

  // Refusals show the server's message over the form, or at their field; a failure without an answer, the spec's (02 §8).
  const submit = form.handleSubmit((validados) =>
    intentar(async () => {
      setEnCampo(null);
      const datos = datosCliente(validados, cliente);
      try {
        const { body, message } = await guardar(datos).unwrap();
        // Warnings never block the save; one toast says both, so neither hides the other.
        const texto = [message || MENSAJES_CLIENTES.guardado, ...body.advertencias].join('. ');
        showToast(texto, body.advertencias.length ? Intent.WARNING : Intent.SUCCESS);
        onGuardado(body.id);
      } catch (error) {
        const mensaje = (error as { message?: unknown }).message;
        const campo = typeof mensaje === 'string' ? campoDelRechazo(mensaje, datos) : null;
        if (!campo || typeof mensaje !== 'string') throw error;
        setEnCampo({ campo, valor: String(form.values[campo] ?? ''), mensaje });
      }
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
              <FechaField form={form} name="fecNacimiento" label="Fecha de nacimiento" minDate={DESDE} maxDate={ahora} />
              <SelectField form={form} name="sexo" label="Sexo" opciones={SEXOS} vacia="Selecciona" />
            </div>
            <div className="cartera-form-row">
              <SelectField form={form} name="edoCivil" label="Estado civil" opciones={estadosCiviles(form.values.sexo)} vacia="Selecciona" />
              <TextField form={form} name="alias" label="Alias" autoComplete="off" />
            </div>
          </>
        ) : (
          <>
            <TextField form={form} name="nombres" label="Razón social" autoComplete="off" autoFocus={!cliente} />
            <div className="cartera-form-row">
              <FechaField form={form} name="fecRegistro" label="Fecha de registro" minDate={DESDE} maxDate={ahora} />
              <TextField form={form} name="alias" label="Alias" autoComplete="off" />
            </div>
          </>
        )}
        <RfcCampo form={form} rechazo={rechazoEn('rfc')} />
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
