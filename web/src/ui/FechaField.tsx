import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import type { KeyboardEvent } from 'react';
import { dateInputEs } from './dateInputEs.ts';
import type { SchemaForm } from './forms.tsx';

/**
 * Escape with the calendar open closes the calendar only: in a modal it would otherwise reach the
 * dialog and close the whole form.
 */
function cerrarSoloElCalendario(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Escape' && event.currentTarget.getAttribute('aria-expanded') === 'true') event.stopPropagation();
}

interface FechaFieldProps {
  form: SchemaForm<any, any>;
  name: string;
  label: string;
  /** The range the calendar offers: Blueprint's default reaches only 20 years back and 6 months ahead. */
  minDate: Date;
  maxDate: Date;
}

/** A date typed as dd/mm/aaaa (or picked), stored in the form as 'yyyy-MM-dd'. */
export function FechaField({ form, name, label, minDate, maxDate }: FechaFieldProps) {
  const error = form.errorOf(name);
  const id = form.idOf(name);
  const valor = String(form.values[name] ?? '');
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
      <DateInput
        {...dateInputEs}
        value={valor ? `${valor}T00:00:00` : null}
        onChange={(fecha) => form.set(name, fecha ? fecha.slice(0, 10) : '')}
        minDate={minDate}
        maxDate={maxDate}
        showActionsBar
        inputProps={{
          id,
          name,
          onBlur: () => form.touch(name),
          onKeyDown: cerrarSoloElCalendario,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-help` : undefined,
        }}
        fill
      />
    </FormGroup>
  );
}
