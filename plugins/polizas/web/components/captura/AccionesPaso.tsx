import { Button, Intent } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon } from '@blueprintjs/icons';
import { useId, type ReactNode } from 'react';
import { MENSAJES_POLIZAS } from '../../../shared/polizas.ts';

/** What every step receives from the wizard: move back, or submit and move on. */
export interface PasoProps {
  onAnterior: () => void;
  onContinuar: () => void;
}

interface AccionesPasoProps {
  /** Absent on the first step. */
  onAnterior?: () => void;
  /** Disabled until the step's required fields are set (spec 02 §5). */
  deshabilitado: boolean;
  /** 'Continuar', or the last step's save. */
  principal?: ReactNode;
  /** While disabled, the names of the fields still missing or wrong: said under the buttons (issue 18). */
  pendientes?: readonly string[];
}

/** The step's buttons: Anterior, and the submit of the step's form, with what it still waits for. */
export function AccionesPaso({ onAnterior, deshabilitado, principal, pendientes = [] }: AccionesPasoProps) {
  const id = useId();
  const aviso = deshabilitado && pendientes.length > 0 ? MENSAJES_POLIZAS.paraContinuar(pendientes) : null;
  return (
    <>
      <div className="captura-acciones">
        {onAnterior && <Button text="Anterior" icon={<ArrowLeftIcon />} onClick={onAnterior} />}
        {principal ?? (
          <Button type="submit" intent={Intent.PRIMARY} text="Continuar" endIcon={<ArrowRightIcon />} disabled={deshabilitado} aria-describedby={aviso ? id : undefined} />
        )}
      </div>
      {aviso && (
        <p id={id} className="captura-pendientes" role="status">
          {aviso}
        </p>
      )}
    </>
  );
}

interface FormaPasoProps extends Omit<AccionesPasoProps, 'principal'> {
  /** The step's name, the form's accessible name. */
  titulo: string;
  /** Continuar (or Enter) while the step is complete. */
  onEnviar: () => void;
  children: ReactNode;
}

/** A step's form: its fields, then Anterior and Continuar. */
export function FormaPaso({ titulo, onEnviar, onAnterior, deshabilitado, pendientes, children }: FormaPasoProps) {
  return (
    <form
      aria-label={titulo}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!deshabilitado) onEnviar();
      }}
    >
      {children}
      <AccionesPaso onAnterior={onAnterior} deshabilitado={deshabilitado} pendientes={pendientes} />
    </form>
  );
}
