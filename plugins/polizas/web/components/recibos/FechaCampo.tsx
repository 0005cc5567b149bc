import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import type { SchemaForm } from '../../../../../web/src/ui/forms.tsx';
import { dateInputEs } from '../../../../../web/src/ui/dateInputEs.ts';

interface FechaCampoProps {
  form: SchemaForm<any, any>;
  name: string;
  label: string;
  minDate?: Date;
  maxDate?: Date;
}

/** A date typed as dd/mm/aaaa (or picked), kept in the form as 'yyyy-MM-dd'. */
export function FechaCampo({ form, name, label, minDate, maxDate }: FechaCampoProps) {
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
        inputProps={{ id, name, onBlur: () => form.touch(name), 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-help` : undefined }}
        fill
      />
    </FormGroup>
  );
}
