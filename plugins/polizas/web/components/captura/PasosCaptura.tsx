import { Button, ButtonGroup } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import { LINEAS, TIPOS_POLIZA, type BorradorPoliza, type TipoPoliza } from './borrador.ts';

interface LineaToggleProps {
  borrador: BorradorPoliza;
  onElegir: (tipo: TipoPoliza) => void;
}

/** Vida, Autos, Salud, Danos: disabled once the line is locked (spec 02 §2.3). */
export function LineaToggle({ borrador, onElegir }: LineaToggleProps) {
  return (
    <ButtonGroup className="captura-lineas" aria-label="Ramo">
      {TIPOS_POLIZA.map((tipo) => (
        <Button
          key={tipo}
          text={LINEAS[tipo].nombre}
          active={borrador.newType === tipo}
          aria-pressed={borrador.newType === tipo}
          disabled={borrador.ramoBlocked}
          onClick={() => onElegir(tipo)}
        />
      ))}
    </ButtonGroup>
  );
}

interface PasosCapturaProps {
  stepper: BorradorPoliza['stepper'];
  onIr: (paso: number) => void;
}

/** The four steps; a step's icon is clickable only up to the furthest step reached (lastStep). */
export function PasosCaptura({ stepper, onIr }: PasosCapturaProps) {
  const { steps, activeStep, lastStep } = stepper;
  return (
    <nav aria-label="Pasos de la captura">
      <ol className="captura-pasos">
        {steps.map((paso, i) => (
          <li key={paso.titulo} className={i === activeStep ? 'captura-paso captura-paso-activo' : 'captura-paso'} aria-current={i === activeStep ? 'step' : undefined}>
            <button type="button" className="captura-paso-boton" disabled={i > lastStep} onClick={() => onIr(i)}>
              <span className="captura-paso-icono" aria-hidden="true">
                {paso.completado && i !== activeStep ? <TickIcon size={12} /> : i + 1}
              </span>
              <span className="captura-paso-titulo">{paso.titulo}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
