import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import type { KeyboardEvent } from 'react';
import type { SchemaForm } from '../../../../web/src/ui/forms.tsx';
import { dateInputEs } from '../../../../web/src/ui/dateInputEs.ts';

/** Birth and registration dates reach back a century; Blueprint's default range is only 20 years. */
const DESDE = new Date(1900, 0, 1);

/**
 * Escape with the calendar open closes the calendar only: in the form's modal it would otherwise
 * reach the dialog and close the whole form.
 */
function cerrarSoloElCalendario(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Escape' && event.currentTarget.getAttribute('aria-expanded') === 'true') event.stopPropagation();
}

/** A date typed as dd/mm/aaaa (or picked), stored in the form as 'yyyy-MM-dd'. */
export function FechaField({ form, name, label }: { form: SchemaForm<any, any>; name: string; label: string }) {
  const error = form.errorOf(name);
  const id = form.idOf(name);
  const valor = String(form.values[name] ?? '');
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
      <DateInput
        {...dateInputEs}
        value={valor ? `${valor}T00:00:00` : null}
        onChange={(fecha) => form.set(name, fecha ? fecha.slice(0, 10) : '')}
        minDate={DESDE}
        maxDate={new Date()}
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
