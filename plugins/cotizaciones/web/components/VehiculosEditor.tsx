import { Button, Callout, Intent } from '@blueprintjs/core';
import { PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { TextField } from '../../../../web/src/ui/forms.tsx';
import { vehiculoSchema } from '../../shared/cotizacion-form.ts';
import { claveNueva, parteDe, type Borrador } from '../borrador.ts';

/** A vehicle as the form holds it. */
export interface VehiculoBorrador {
  [campo: string]: unknown;
  clave: number;
  descripcion: string;
  modelo: string;
}

export const vehiculoVacio = (): VehiculoBorrador => ({ clave: claveNueva(), descripcion: '', modelo: '' });

interface VehiculosEditorProps {
  borrador: Borrador;
  vehiculos: VehiculoBorrador[];
  onChange: (vehiculos: VehiculoBorrador[]) => void;
}

/** The vehicle of an Auto quotation (spec 03 §5): description (100) and a 4-digit model; more than one may be quoted together. */
export function VehiculosEditor({ borrador, vehiculos, onChange }: VehiculosEditorProps) {
  const error = borrador.errorDe('vehiculos');
  return (
    <section className="cotizaciones-seccion" aria-label="Vehículos">
      <h3 className="cartera-form-section-title">Vehículo</h3>
      {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
      {vehiculos.map((vehiculo, i) => {
        const form = parteDe(borrador, `vehiculos.${i}.`, vehiculo, (v) => onChange(vehiculos.map((x, j) => (j === i ? v : x))), vehiculoSchema);
        return (
          <div key={vehiculo.clave} className="cartera-form-row cotizaciones-vehiculo" role="group" aria-label={`Vehículo ${i + 1}`}>
            <TextField form={form} name="descripcion" label="Descripción del vehículo" maxLength={100} />
            <TextField form={form} name="modelo" label="Modelo" inputMode="numeric" maxLength={4} normalize={(v) => v.replace(/\D/g, '')} />
            {vehiculos.length > 1 && (
              <Button
                variant="minimal"
                intent={Intent.DANGER}
                icon={<TrashIcon />}
                aria-label={`Quitar vehículo ${i + 1}`}
                onClick={() => onChange(vehiculos.filter((_, j) => j !== i))}
              />
            )}
          </div>
        );
      })}
      <Button icon={<PlusIcon />} text="Añadir vehículo" onClick={() => onChange([...vehiculos, vehiculoVacio()])} />
    </section>
  );
}
