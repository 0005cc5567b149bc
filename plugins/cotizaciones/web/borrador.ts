import { useCallback, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { FieldErrors, Schema, ValidationResult } from '../../../core/shared/validation.ts';
import type { FormValues, SchemaForm } from '../../../web/src/ui/forms.tsx';

const agregar = (ruta: string) => (v: ReadonlySet<string>) => (v.has(ruta) ? v : new Set([...v, ruta]));

/**
 * A form whose record nests lists (a quotation's insureds and proposals, a template's features):
 * the whole draft is checked on every change by the shared validation the server runs
 * (validarCotizacion, validarTemplate), whose errors are keyed by path ('items.0.plan'). Like the
 * form kit, an error shows once its field was typed in and left, or after a save was attempted.
 */
export function useBorrador<V extends object, T>(inicial: () => V, validar: (valores: V) => ValidationResult<T>) {
  const [valores, setValores] = useState<V>(inicial);
  const [intentado, setIntentado] = useState(false);
  const [tocados, setTocados] = useState<ReadonlySet<string>>(() => new Set());
  const [sucios, setSucios] = useState<ReadonlySet<string>>(() => new Set());
  const prefijo = useId();
  const resultado = useMemo(() => validar(valores), [validar, valores]);
  const errores: FieldErrors = resultado.ok ? {} : resultado.errors;
  /** The field was left (blur). */
  const ver = useCallback((ruta: string) => setTocados(agregar(ruta)), []);
  /** The field was typed in. */
  const escribir = useCallback((ruta: string) => setSucios(agregar(ruta)), []);
  const idDe = useCallback((ruta: string) => `${prefijo}-${ruta.replaceAll('.', '-')}`, [prefijo]);
  const errorDe = (ruta: string) => (intentado || (tocados.has(ruta) && sucios.has(ruta)) ? errores[ruta] : undefined);

  /** onSubmit: shows every error and puts the focus on the first; with none, hands over the validated record. */
  const enviar = (alValidar: (valor: T) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    setIntentado(true);
    if (resultado.ok) {
      void alValidar(resultado.value);
      return;
    }
    const primero = Object.keys(errores)[0];
    if (primero) document.getElementById(idDe(primero))?.focus();
  };

  return { valores, setValores, errores, errorDe, ver, escribir, idDe, enviar, resultado };
}

/** What the parts of a nested form need from its draft. */
export interface Borrador {
  errorDe: (ruta: string) => string | undefined;
  ver: (ruta: string) => void;
  escribir: (ruta: string) => void;
  idDe: (ruta: string) => string;
}

/**
 * One record of the draft (the quotation's own fields, a proposal, an insured) as a SchemaForm, so
 * the form kit's fields (TextField, SelectField, FechaField) draw it: `ruta` is its path in the
 * errors ('' for the top level, 'items.0.'), `schema` gives each field's length limit.
 */
export function parteDe<V extends FormValues>(borrador: Borrador, ruta: string, valores: V, cambiar: (valores: V) => void, schema: Schema): SchemaForm<V, unknown> {
  const errorOf = (campo: string) => borrador.errorDe(`${ruta}${campo}`);
  return {
    values: valores,
    set: (campo, valor) => {
      borrador.escribir(`${ruta}${campo}`);
      cambiar({ ...valores, [campo]: valor });
    },
    setValues: cambiar,
    errors: {},
    errorOf,
    touch: (campo) => borrador.ver(`${ruta}${campo}`),
    valid: true,
    handleSubmit: () => () => undefined,
    idOf: (campo) => borrador.idDe(`${ruta}${campo}`),
    schema,
  };
}

let claves = 0;
/** A key for a row of a list on screen (an insured, a vehicle, a proposal), so removing one keeps the others' typed state in place. */
export const claveNueva = () => ++claves;

/** Enter in a text field does not submit the form (spec 03 §5); in a text area it still starts a new line. */
export function sinEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}
