import { Button, FormGroup, HTMLSelect, InputGroup, Intent, TextArea, type HTMLSelectProps, type InputGroupProps } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useCallback, useId, useMemo, useState, type FormEvent, type JSX, type ReactNode } from 'react';
import { validate, type FieldErrors, type Schema } from '../../../core/shared/validation.ts';

export type FormValues = Record<string, unknown>;

/**
 * What a field component takes: a form of any values. `set` makes SchemaForm contravariant in its
 * values, so no narrower type accepts every form.
 */
// oxlint-disable-next-line typescript/no-explicit-any
export type AnySchemaForm = SchemaForm<any, any>;

export interface SchemaForm<V extends FormValues, T> {
  values: V;
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
  setValues: (values: V) => void;
  /** Every current error, shown or not. */
  errors: FieldErrors;
  /** The error to show under a field: once it was left or the form was submitted. */
  errorOf: (field: string) => string | undefined;
  touch: (field: string) => void;
  valid: boolean;
  /** A form's onSubmit: validates, shows every error, and calls `onValid` with the converted values. */
  handleSubmit: (onValid: (value: T) => void | Promise<void>) => (event?: FormEvent) => void;
  /** Unique id of a field's input, for label association. */
  idOf: (field: string) => string;
  schema: Schema;
}

/**
 * Form state checked by the same schema the server uses (core/shared/validation), so the messages
 * under the fields are the ones the API would answer.
 */
export function useSchemaForm<V extends FormValues, T = V>(schema: Schema, initial: V | (() => V)): SchemaForm<V, T> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // Only a field the user typed in and left shows its error before the form is submitted: leaving an
  // empty field on the way to a link must not shift the page under the pointer.
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const prefix = useId();
  const result = useMemo(() => validate<T>(schema, values), [schema, values]);
  const errors = result.ok ? {} : result.errors;

  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setDirty((d) => (d.has(field) ? d : new Set([...d, field])));
  }, []);
  const touch = useCallback((field: string) => setTouched((t) => (t.has(field) ? t : new Set([...t, field]))), []);
  const idOf = useCallback((field: string) => `${prefix}-${field}`, [prefix]);

  return {
    values,
    set,
    setValues,
    errors,
    errorOf: (field) => (submitted || (touched.has(field) && dirty.has(field)) ? errors[field] : undefined),
    touch,
    valid: result.ok,
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      setSubmitted(true);
      if (result.ok) {
        void onValid(result.value);
        return;
      }
      // Put the user where the first problem is.
      const first = Object.keys(schema).find((field) => errors[field]);
      if (first) document.getElementById(idOf(first))?.focus();
    },
    idOf,
    schema,
  };
}

interface TextFieldProps extends Omit<InputGroupProps, 'value' | 'onValueChange' | 'name' | 'id' | 'form'> {
  form: AnySchemaForm;
  name: string;
  label: ReactNode;
  labelInfo?: ReactNode;
  /** A message to show under the field instead of the schema's (the server's answer). */
  extraError?: string | null;
  helperText?: ReactNode;
  /** Applied to what the user types before it is stored (strip spaces from a phone number). */
  normalize?: (value: string) => string;
}

/** A labelled text input bound to a schema form, its error under it in red. */
export function TextField({ form, name, label, labelInfo, extraError, helperText, normalize, onBlur, ...input }: TextFieldProps) {
  const error = form.errorOf(name) ?? extraError ?? undefined;
  const id = form.idOf(name);
  const max = form.schema[name]?.max;
  const describedBy = error || helperText ? `${id}-help` : undefined;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={describedBy ? <span id={describedBy}>{error ?? helperText}</span> : undefined}
    >
      <InputGroup
        id={id}
        name={name}
        value={String(form.values[name] ?? '')}
        onValueChange={(value) => form.set(name, normalize ? normalize(value) : value)}
        onBlur={(event) => {
          form.touch(name);
          onBlur?.(event);
        }}
        intent={error ? Intent.DANGER : Intent.NONE}
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </FormGroup>
  );
}

/** A labelled multi-line text bound to a schema form (its length from the schema's max), its error under it in red. */
export function TextAreaField({ form, name, label }: { form: AnySchemaForm; name: string; label: ReactNode }) {
  const error = form.errorOf(name);
  const id = form.idOf(name);
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
      <TextArea
        id={id}
        name={name}
        fill
        value={String(form.values[name] ?? '')}
        maxLength={form.schema[name]?.max}
        onChange={(e) => form.set(name, e.currentTarget.value)}
        onBlur={() => form.touch(name)}
        intent={error ? Intent.DANGER : Intent.NONE}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help` : undefined}
      />
    </FormGroup>
  );
}

interface SelectFieldProps extends Omit<HTMLSelectProps, 'value' | 'name' | 'id' | 'form' | 'options'> {
  form: AnySchemaForm;
  name: string;
  label: ReactNode;
  opciones: readonly { value: string; label: string }[];
  /** The first entry, chosen while nothing is ('Selecciona'); none when a choice always stands. */
  vacia?: string;
}

/** A labelled select bound to a schema form, its error under it in red (the select twin of TextField). */
export function SelectField({ form, name, label, opciones, vacia, onChange, onBlur, ...select }: SelectFieldProps) {
  const error = form.errorOf(name);
  const id = form.idOf(name);
  return (
    <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
      <HTMLSelect
        id={id}
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={(event) => {
          form.set(name, event.currentTarget.value);
          onChange?.(event);
        }}
        onBlur={(event) => {
          form.touch(name);
          onBlur?.(event);
        }}
        options={vacia === undefined ? opciones : [{ value: '', label: vacia }, ...opciones]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help` : undefined}
        fill
        {...select}
      />
    </FormGroup>
  );
}

/** The Estatus choices of a record that is switched off rather than deleted (insurers, users). */
export const ESTATUS_ACTIVO_INACTIVO = [
  { value: 'activo', label: 'Activo' },
  { value: 'inactivo', label: 'Inactivo' },
] as const;

/** The show/hide toggle for password inputs. */
export function usePasswordToggle(): { type: 'password' | 'text'; toggle: JSX.Element } {
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? 'text' : 'password',
    toggle: (
      <Button
        variant="minimal"
        icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
        aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      />
    ),
  };
}

/** The required fields of a schema still empty: forms that disable their button until filled. */
export function anyEmpty(values: FormValues, fields: readonly string[]): boolean {
  return fields.some((field) => String(values[field] ?? '').trim() === '');
}
