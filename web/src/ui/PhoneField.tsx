import { Classes, ControlGroup, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { AnySchemaForm } from './forms.tsx';
import './lists.css';

/** The countries offered, the preferred ones of the spec (México first, the default; then Estados Unidos). */
const PAISES = [
  { lada: '+52', nombre: 'México', codigo: 'MX' },
  { lada: '+1', nombre: 'Estados Unidos', codigo: 'US' },
] as const;

/** Splits '+5215512345678' into the country code and the number; a number without one is Mexican. */
function separar(telefono: string): { lada: string; numero: string } {
  const pais = PAISES.find((p) => telefono.startsWith(p.lada));
  return pais ? { lada: pais.lada, numero: telefono.slice(pais.lada.length) } : { lada: PAISES[0].lada, numero: telefono.replace(/^\+/, '') };
}

interface PhoneFieldProps {
  form: AnySchemaForm;
  name: string;
  label: string;
}

/** A phone number with its country code, stored as '+52' followed by the digits (spec 03 §5). */
export function PhoneField({ form, name, label }: PhoneFieldProps) {
  const { lada, numero } = separar(String(form.values[name] ?? ''));
  const error = form.errorOf(name);
  const id = form.idOf(name);
  const set = (nuevaLada: string, nuevoNumero: string) => form.set(name, nuevoNumero === '' ? '' : `${nuevaLada}${nuevoNumero.replace(/\D/g, '')}`);
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
      <ControlGroup fill>
        <HTMLSelect
          aria-label="País"
          value={lada}
          onChange={(event) => set(event.currentTarget.value, numero)}
          options={PAISES.map((p) => ({ label: `${p.codigo} ${p.lada}`, value: p.lada }))}
          title={PAISES.find((p) => p.lada === lada)?.nombre}
          className={`cartera-telefono-pais ${Classes.FIXED}`}
        />
        <InputGroup
          id={id}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          value={numero}
          maxLength={12}
          onValueChange={(value) => set(lada, value)}
          onBlur={() => form.touch(name)}
          intent={error ? Intent.DANGER : Intent.NONE}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-help` : undefined}
          fill
        />
      </ControlGroup>
    </FormGroup>
  );
}
