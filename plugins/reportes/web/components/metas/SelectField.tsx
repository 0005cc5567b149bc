import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import type { SchemaForm } from '../../../../../web/src/ui/forms.tsx';
import type { Opcion } from './opciones.ts';

interface SelectFieldProps {
  form: SchemaForm<any, any>;
  name: string;
  label: string;
  opciones: readonly Opcion[];
  /** The first entry, chosen while nothing is ('Selecciona'); none when a choice always stands. */
  vacia?: string;
  autoFocus?: boolean;
}

/** A labelled select bound to a schema form, its error under it in red (the select twin of TextField). */
export function SelectField({ form, name, label, opciones, vacia, autoFocus }: SelectFieldProps) {
  const error = form.errorOf(name);
  const id = form.idOf(name);
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
      <HTMLSelect
        id={id}
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.set(name, event.currentTarget.value)}
        onBlur={() => form.touch(name)}
        options={vacia === undefined ? opciones : [{ value: '', label: vacia }, ...opciones]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help` : undefined}
        autoFocus={autoFocus}
        fill
      />
    </FormGroup>
  );
}
