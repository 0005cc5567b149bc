import { Button, ButtonGroup } from '@blueprintjs/core';
import { descripcionDeRango, type Rango } from '../../shared/ventanas.ts';

interface BotonesDeRangoProps {
  rangos: readonly Rango[];
  valor: string;
  onChange: (clave: string) => void;
  /** The group's accessible name: 'Días para vencer'. */
  etiqueta: string;
}

/**
 * The days selector ('<', 0, 5, 15, 30, 45) and the classic layouts' range buttons (with 'Todos'):
 * each button says its range in its tooltip; the chosen one is pressed.
 */
export function BotonesDeRango({ rangos, valor, onChange, etiqueta }: BotonesDeRangoProps) {
  return (
    <ButtonGroup role="group" aria-label={etiqueta} className="cobranza-rangos">
      {rangos.map((rango) => (
        <Button
          key={rango.clave}
          text={rango.clave === 'todos' ? 'Todos' : rango.clave}
          title={descripcionDeRango(rango)}
          aria-pressed={rango.clave === valor}
          active={rango.clave === valor}
          intent={rango.clave === valor ? 'primary' : 'none'}
          onClick={() => onChange(rango.clave)}
        />
      ))}
    </ButtonGroup>
  );
}
