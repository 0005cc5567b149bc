import { FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { EntradaDeFecha } from '../../../../../web/src/ui/EntradaDeFecha.tsx';
import { leerMonto, mostrarMonto } from './montos.ts';

/**
 * The wizard's fields: controlled by the draft in the store, each with its label and, under it, the
 * message of the shared schema once the user left the field. `name` is also the input's id; a
 * `requerido` field says so after its label.
 */

interface CampoBase {
  name: string;
  label: ReactNode;
  error?: string;
  disabled?: boolean;
  requerido?: boolean;
  onBlur?: () => void;
}

/** What a required field says after its label. */
export const OBLIGATORIO = '(obligatorio)';

function Campo({ name, label, error, requerido, children, labelInfo }: CampoBase & { children: ReactNode; labelInfo?: ReactNode }) {
  const id = `captura-${name}`;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={labelInfo ?? (requerido ? OBLIGATORIO : undefined)}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error && <span id={`${id}-help`}>{error}</span>}
    >
      {children}
    </FormGroup>
  );
}

const aria = (base: Pick<CampoBase, 'name' | 'error' | 'requerido'>) => ({
  id: `captura-${base.name}`,
  name: base.name,
  'aria-required': base.requerido || undefined,
  'aria-invalid': base.error ? true : undefined,
  'aria-describedby': base.error ? `captura-${base.name}-help` : undefined,
});

export function CampoTexto({
  value,
  onChange,
  maxLength,
  placeholder,
  labelInfo,
  ...base
}: CampoBase & { value: string; onChange: (v: string) => void; maxLength?: number; placeholder?: string; labelInfo?: ReactNode }) {
  return (
    <Campo {...base} labelInfo={labelInfo}>
      <InputGroup
        {...aria(base)}
        value={value}
        onValueChange={onChange}
        onBlur={base.onBlur}
        maxLength={maxLength}
        disabled={base.disabled}
        placeholder={placeholder}
        intent={base.error ? Intent.DANGER : Intent.NONE}
      />
    </Campo>
  );
}

export interface Opcion {
  value: string | number;
  label: string;
}

/** A select; `vacio` adds a first empty choice ('Selecciona'). */
export function CampoSelect({
  value,
  opciones,
  onChange,
  vacio = true,
  ...base
}: CampoBase & { value: string | number | null; opciones: readonly Opcion[]; onChange: (v: string) => void; vacio?: boolean }) {
  return (
    <Campo {...base}>
      <HTMLSelect
        {...aria(base)}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={base.onBlur}
        disabled={base.disabled}
        options={[...(vacio ? [{ value: '', label: 'Selecciona' }] : []), ...opciones]}
        fill
      />
    </Campo>
  );
}

const finDeAnio = (anios: number) => new Date(new Date().getFullYear() + anios, 11, 31);
/** Policy and receipt dates reach 20 years back and forward (spec 02 §5, as the policy report allows). */
export const VIGENCIA = { desde: finDeAnio(-21), hasta: finDeAnio(20) };

/** A date typed as dd/mm/aaaa or picked, held as 'yyyy-MM-dd' ('' when empty). */
export function CampoFecha({ value, onChange, desde, hasta, ...base }: CampoBase & { value: string; onChange: (v: string) => void; desde: Date; hasta: Date }) {
  return (
    <Campo {...base}>
      <EntradaDeFecha
        value={value ? `${value}T00:00:00` : null}
        onChange={(fecha) => onChange(fecha ? fecha.slice(0, 10) : '')}
        minDate={desde}
        maxDate={hasta}
        disabled={base.disabled}
        inputProps={{ ...aria(base), onBlur: base.onBlur }}
        fill
      />
    </Campo>
  );
}

/**
 * Money (or a percentage, `porcentaje`): shown as '12,180.00'; while typed, the text stays as the
 * user writes it and reaches the draft at each keystroke: the amount when it reads as one (commas
 * dropped, empty → 0, sign and decimals as typed), else the text itself, which the draft keeps
 * (`tecleado`) and the step refuses with the field's message. Without `onChange` it is read-only.
 */
export function CampoDinero({
  value,
  onChange,
  tecleado,
  porcentaje = false,
  ...base
}: CampoBase & { value: number; onChange?: (v: number | string) => void; tecleado?: string; porcentaje?: boolean }) {
  const [texto, setTexto] = useState<string | null>(null);
  return (
    <Campo {...base}>
      <InputGroup
        {...aria(base)}
        inputMode="decimal"
        leftElement={porcentaje ? undefined : <span className="captura-unidad">$</span>}
        rightElement={porcentaje ? <span className="captura-unidad">%</span> : undefined}
        value={texto ?? tecleado ?? mostrarMonto(value)}
        readOnly={!onChange}
        disabled={base.disabled}
        onFocus={() => onChange && setTexto(tecleado ?? (value === 0 ? '' : String(value)))}
        onValueChange={(t) => {
          setTexto(t);
          onChange?.(leerMonto(t) ?? t);
        }}
        onBlur={() => {
          setTexto(null);
          base.onBlur?.();
        }}
        intent={base.error ? Intent.DANGER : Intent.NONE}
      />
    </Campo>
  );
}
