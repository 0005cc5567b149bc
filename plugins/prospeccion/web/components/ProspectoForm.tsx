import { Button, Card, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FechaField } from '../../../../web/src/ui/FechaField.tsx';
import { SelectField, TextField, useSchemaForm, type FormValues } from '../../../../web/src/ui/forms.tsx';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';
import { EDOS_CIVILES, etiquetaEdoCivil } from '../../../clientes/shared/clientes.ts';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';
import { schemaProspecto } from '../../shared/prospecto-form.ts';
import type { Fiscal, Prospecto, ProspectoDatos } from '../../shared/prospectos.ts';
import { useGuardarProspectoMutation } from '../api.ts';

/** Birth and registration dates reach back a century, up to today. */
const DESDE = new Date(1900, 0, 1);
const SEXOS = [
  { value: 'hombre', label: 'Hombre' },
  { value: 'mujer', label: 'Mujer' },
];
const estadosCiviles = (sexo: unknown) => EDOS_CIVILES.map((value) => ({ value, label: etiquetaEdoCivil(value, sexo === 'mujer' ? 'mujer' : null) }));

/** The form's schemas, without the id the form never shows (memoised: the form compares them by identity). */
const SCHEMAS = Object.fromEntries((['fisica', 'moral'] as const).map((f) => [f, Object.fromEntries(Object.entries(schemaProspecto(f)).filter(([campo]) => campo !== 'id'))]));

const CAMPOS = ['nombres', 'apPat', 'apMat', 'fecNacimiento', 'sexo', 'edoCivil', 'fecRegistro', 'telefono', 'email'] as const;

function valoresIniciales(p: Prospecto | null): FormValues {
  return { fiscal: p?.fiscal ?? 'fisica', ...Object.fromEntries(CAMPOS.map((c) => [c, p?.[c] ?? ''])) };
}

interface ProspectoFormProps {
  prospecto: Prospecto | null;
  /** In a dialog (the card form's 'Nuevo prospecto'): what to do with the saved prospect instead of opening its page, and on 'Cancelar'. */
  enDialogo?: { onGuardado: (id: number) => void; onCancelar: () => void };
}

/** 'Captura de Prospecto' (spec 03 §2, §5): personalidad física or moral and the fields of each. */
export function ProspectoForm({ prospecto, enDialogo }: ProspectoFormProps) {
  const navigate = useNavigate();
  const [guardar, { isLoading }] = useGuardarProspectoMutation();
  const { rechazo, intentar } = useGuardado();
  const [fiscal, setFiscal] = useState<Fiscal>(prospecto?.fiscal ?? 'fisica');
  const form = useSchemaForm<FormValues, ProspectoDatos>(SCHEMAS[fiscal], () => valoresIniciales(prospecto));
  const volver = prospecto ? `/prospectos/${prospecto.id}` : '/prospectos';
  const [hoy] = useState(() => new Date());

  // Refusals show the server's message over the form; a failure without an answer, the spec's (03 §8).
  const submit = form.handleSubmit((datos) =>
    intentar(async () => {
      const { body, message } = await guardar({ ...datos, fiscal, id: prospecto?.id ?? null }).unwrap();
      showToast(message || M.guardado, Intent.SUCCESS);
      if (enDialogo) enDialogo.onGuardado(body.id);
      else navigate(`/prospectos/${body.id}`);
    }, M.errorAlGuardar),
  );

  return (
    <form
      onSubmit={(event) => {
        // In a dialog over the card form: React carries the submit up through the portal to that form too.
        event.stopPropagation();
        return submit(event);
      }}
      noValidate
      aria-label="Captura de Prospecto"
    >
      <AvisoDeRechazo mensaje={rechazo} />
      <Card className="cartera-form-card">
        <RadioGroup
          inline
          label="Personalidad fiscal"
          name="fiscal"
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
        {fiscal === 'fisica' ? (
          <>
            <TextField form={form} name="nombres" label="Nombre(s)" autoComplete="off" autoFocus />
            <div className="cartera-form-row">
              <TextField form={form} name="apPat" label="Apellido paterno" autoComplete="off" />
              <TextField form={form} name="apMat" label="Apellido materno" autoComplete="off" />
            </div>
            <div className="cartera-form-row">
              <FechaField form={form} name="fecNacimiento" label="Fecha de nacimiento" minDate={DESDE} maxDate={hoy} />
              <SelectField form={form} name="sexo" label="Sexo" opciones={SEXOS} vacia="Selecciona" />
              <SelectField form={form} name="edoCivil" label="Estado civil" opciones={estadosCiviles(form.values.sexo)} vacia="Selecciona" />
            </div>
          </>
        ) : (
          <>
            <TextField form={form} name="nombres" label="Razón social" autoComplete="off" autoFocus />
            <FechaField form={form} name="fecRegistro" label="Fecha de registro" minDate={DESDE} maxDate={hoy} />
          </>
        )}
        <div className="cartera-form-row">
          <TextField form={form} name="telefono" label="Teléfono" type="tel" inputMode="numeric" maxLength={10} autoComplete="off" normalize={(v) => v.replace(/\D/g, '')} />
          <TextField form={form} name="email" label="Correo electrónico" type="email" autoComplete="off" />
        </div>
      </Card>
      <div className="cartera-form-actions">
        <Button text="Cancelar" onClick={() => (enDialogo ? enDialogo.onCancelar() : navigate(volver))} />
        <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} />
      </div>
    </form>
  );
}
