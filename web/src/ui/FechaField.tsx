import './fecha.css';
import { Button, FormGroup, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatFecha, parseFecha } from '../../../core/shared/format.ts';
import { isCalendarDate } from '../../../core/shared/validation.ts';
import type { AnySchemaForm } from './forms.tsx';
import { MENSAJES_FECHA } from './mensajes.ts';

interface FechaFieldProps {
  form: AnySchemaForm;
  name: string;
  label: string;
  /** The days the field accepts, typed or picked. */
  minDate: Date;
  maxDate: Date;
}

const CalendarioFecha = lazy(() => import('./CalendarioFecha.tsx'));

/** A day as 'yyyy-MM-dd' (its local date, as the calendar gives it). */
const iso = (fecha: Date) => [fecha.getFullYear(), fecha.getMonth() + 1, fecha.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');

/** What the text typed stores in the form: the date, '' when empty, else the text (which the schema refuses). */
function valorDeTexto(texto: string, desde: string, hasta: string): string {
  if (texto.trim() === '') return '';
  const fecha = parseFecha(texto);
  return fecha !== null && fecha >= desde && fecha <= hasta ? fecha : texto;
}

/** A stored value as the field shows it: a date as dd/mm/aaaa, anything else as it was typed. */
const textoDeValor = (valor: string) => (isCalendarDate(valor) ? formatFecha(valor) : valor);

/**
 * A date typed as dd/mm/aaaa, or picked in a calendar that opens below the field (its button), and
 * stored in the form as 'yyyy-MM-dd' (issue 18). What is typed stays in the input as typed: a date
 * that cannot be read or is out of range is explained under the field and stops the submit, never
 * written over with a message nor replaced by the last good date. The calendar sits in the page's
 * flow, so inside a dialog it makes the dialog taller instead of covering its buttons; Escape
 * closes it (not the dialog) and leaves the text alone.
 */
export function FechaField({ form, name, label, minDate, maxDate }: FechaFieldProps) {
  const id = form.idOf(name);
  const calendarioId = useId();
  const entrada = useRef<HTMLInputElement>(null);
  const [desde, hasta] = [iso(minDate), iso(maxDate)];
  const valor = String(form.values[name] ?? '');
  const [texto, setTexto] = useState(() => textoDeValor(valor));
  const [abierto, setAbierto] = useState(false);
  // What this field stored last: a value set from elsewhere (a reset, a loaded record) is shown,
  // while what the user typed stays as typed.
  const guardado = useRef(valor);
  useEffect(() => {
    if (valor === guardado.current) return;
    guardado.current = valor;
    setTexto(textoDeValor(valor));
  }, [valor]);

  const escribir = (t: string) => {
    setTexto(t);
    guardado.current = valorDeTexto(t, desde, hasta);
    form.set(name, guardado.current);
  };
  const cerrar = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !abierto) return;
    // Escape with the calendar open closes the calendar only: in a dialog it would close the form.
    event.stopPropagation();
    setAbierto(false);
    entrada.current?.focus();
  };

  const fecha = parseFecha(texto);
  const problema =
    texto.trim() === ''
      ? null
      : fecha === null
        ? MENSAJES_FECHA.noLegible
        : fecha < desde || fecha > hasta
          ? MENSAJES_FECHA.fueraDeRango(formatFecha(desde), formatFecha(hasta))
          : null;
  const mostrado = form.errorOf(name);
  const error = mostrado && (problema ?? mostrado);
  return (
    <FormGroup
      className={abierto ? 'cartera-fecha cartera-fecha-abierta' : 'cartera-fecha'}
      label={label}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error && <span id={`${id}-help`}>{error}</span>}
    >
      <InputGroup
        id={id}
        name={name}
        inputRef={entrada}
        value={texto}
        placeholder={MENSAJES_FECHA.formato}
        autoComplete="off"
        inputMode="numeric"
        onValueChange={escribir}
        onBlur={() => form.touch(name)}
        onKeyDown={cerrar}
        intent={error ? Intent.DANGER : Intent.NONE}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help` : undefined}
        rightElement={
          <Button
            variant="minimal"
            icon={<CalendarIcon />}
            aria-label={abierto ? MENSAJES_FECHA.cerrarCalendario : MENSAJES_FECHA.abrirCalendario}
            title={abierto ? MENSAJES_FECHA.cerrarCalendario : MENSAJES_FECHA.abrirCalendario}
            aria-expanded={abierto}
            aria-controls={calendarioId}
            onClick={() => setAbierto((a) => !a)}
          />
        }
        fill
      />
      {abierto && (
        <div id={calendarioId} className="cartera-fecha-calendario" role="group" aria-label={`${MENSAJES_FECHA.calendario} ${label}`} onKeyDown={cerrar}>
          <Suspense fallback={<Spinner size={20} />}>
            <CalendarioFecha
              minDate={minDate}
              maxDate={maxDate}
              value={fecha !== null && fecha >= desde && fecha <= hasta ? new Date(`${fecha}T00:00:00`) : null}
              onElegir={(dia) => {
                escribir(dia ? formatFecha(iso(dia)) : '');
                form.touch(name);
                setAbierto(false);
                entrada.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </FormGroup>
  );
}
