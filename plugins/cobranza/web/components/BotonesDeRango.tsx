import { Button, ButtonGroup } from '@blueprintjs/core';
import { descripcionDeRango, etiquetaDeRango, type Rango } from '../../shared/ventanas.ts';

interface BotonesDeRangoProps {
  rangos: readonly Rango[];
  valor: string;
  onChange: (clave: string) => void;
  /** The group's accessible name: 'Días para vencer'. */
  etiqueta: string;
  /** The text of the every-overdue range, when the group has it. */
  vencidos?: string;
}

/**
 * The days selector ('<', 0, 5, 15, 30, 45 and every overdue one) and the classic layouts' range
 * buttons (with 'Todos'): each button says its real range of days, and in its tooltip in words; the
 * chosen one is pressed.
 */
export function BotonesDeRango({ rangos, valor, onChange, etiqueta, vencidos }: BotonesDeRangoProps) {
  return (
    <ButtonGroup role="group" aria-label={etiqueta} className="cobranza-rangos">
      {rangos.map((rango) => (
        <Button
          key={rango.clave}
          text={etiquetaDeRango(rango, vencidos)}
          data-ventana={rango.clave}
          title={rango.desde === null && vencidos ? vencidos : descripcionDeRango(rango)}
          aria-pressed={rango.clave === valor}
          active={rango.clave === valor}
          intent={rango.clave === valor ? 'primary' : 'none'}
          onClick={() => onChange(rango.clave)}
        />
      ))}
    </ButtonGroup>
  );
}
