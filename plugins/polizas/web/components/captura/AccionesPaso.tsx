import { Button, Intent } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';

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
}

/** The step's buttons: Anterior, and the submit of the step's form. */
export function AccionesPaso({ onAnterior, deshabilitado, principal }: AccionesPasoProps) {
  return (
    <div className="captura-acciones">
      {onAnterior && <Button text="Anterior" icon={<ArrowLeftIcon />} onClick={onAnterior} />}
      {principal ?? <Button type="submit" intent={Intent.PRIMARY} text="Continuar" endIcon={<ArrowRightIcon />} disabled={deshabilitado} />}
    </div>
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
export function FormaPaso({ titulo, onEnviar, onAnterior, deshabilitado, children }: FormaPasoProps) {
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
      <AccionesPaso onAnterior={onAnterior} deshabilitado={deshabilitado} />
    </form>
  );
}
