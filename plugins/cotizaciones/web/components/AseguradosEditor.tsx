import { Button, Callout, FormGroup, Intent } from '@blueprintjs/core';
import { NewPersonIcon, TrashIcon } from '@blueprintjs/icons';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { isCalendarDate } from '../../../../core/shared/validation.ts';
import { FechaField } from '../../../../web/src/ui/FechaField.tsx';
import { SelectField, TextField } from '../../../../web/src/ui/forms.tsx';
import { aseguradoSchema, edadEn } from '../../shared/cotizacion-form.ts';
import { GENEROS, PARENTESCOS, type Genero, type Parentesco } from '../../shared/cotizaciones.ts';
import { NOMBRE_GENERO, NOMBRE_PARENTESCO } from '../../shared/mensajes.ts';
import { claveNueva, parteDe, type Borrador } from '../borrador.ts';

/** An insured party as the form holds it; the birth date as typed. */
export interface AseguradoBorrador {
  [campo: string]: unknown;
  /** The row's key on screen, so removing one keeps the others' typed dates in place. */
  clave: number;
  nombre: string;
  parentesco: Parentesco | '';
  genero: Genero | '';
  fecNacimiento: string;
}

export const aseguradoVacio = (parentesco: Parentesco | ''): AseguradoBorrador => ({ clave: claveNueva(), nombre: '', parentesco, genero: '', fecNacimiento: '' });

/** Save stays disabled until every insured has name, relationship and gender (spec 03 §5). */
export const aseguradosIncompletos = (asegurados: readonly AseguradoBorrador[]) => asegurados.some((a) => !a.nombre.trim() || !a.parentesco || !a.genero);

const DESDE = new Date('1900-01-01T00:00:00');
const OTROS_PARENTESCOS = PARENTESCOS.filter((p) => p !== 'titular').map((p) => ({ value: p, label: NOMBRE_PARENTESCO[p] }));
const TITULAR = [{ value: 'titular', label: NOMBRE_PARENTESCO.titular }];
const OPCIONES_GENERO = GENEROS.map((g) => ({ value: g, label: NOMBRE_GENERO[g] }));

interface AseguradosEditorProps {
  borrador: Borrador;
  asegurados: AseguradoBorrador[];
  onChange: (asegurados: AseguradoBorrador[]) => void;
}

/** The insured parties of a Salud or Vida quotation (spec 03 §4, §5): the first is the titular, locked; the age follows the birth date. */
export function AseguradosEditor({ borrador, asegurados, onChange }: AseguradosEditorProps) {
  const hoy = hoyEnMexico();
  const hasta = new Date(`${hoy}T00:00:00`);
  const error = borrador.errorDe('asegurados');
  return (
    <section className="cotizaciones-seccion" aria-label="Asegurados">
      <h3 className="cartera-form-section-title">Asegurados</h3>
      {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
      {asegurados.map((asegurado, i) => {
        const form = parteDe(borrador, `asegurados.${i}.`, asegurado, (a) => onChange(asegurados.map((x, j) => (j === i ? a : x))), aseguradoSchema);
        const edad = isCalendarDate(asegurado.fecNacimiento) && asegurado.fecNacimiento <= hoy ? edadEn(asegurado.fecNacimiento, hoy) : null;
        return (
          <div key={asegurado.clave} className="cotizaciones-asegurado" role="group" aria-label={i === 0 ? 'Titular' : `Asegurado ${i + 1}`}>
            <TextField form={form} name="nombre" label="Nombre" />
            <SelectField
              form={form}
              name="parentesco"
              label="Parentesco"
              disabled={i === 0}
              vacia={i === 0 ? undefined : 'Selecciona'}
              opciones={i === 0 ? TITULAR : OTROS_PARENTESCOS}
            />
            <SelectField form={form} name="genero" label="Género" vacia="Selecciona" opciones={OPCIONES_GENERO} />
            <FechaField form={form} name="fecNacimiento" label="Fecha de nacimiento" minDate={DESDE} maxDate={hasta} />
            <FormGroup label="Edad">
              <output className="cotizaciones-edad">{edad === null ? '—' : `${edad} años`}</output>
            </FormGroup>
            {i > 0 && (
              <Button
                variant="minimal"
                intent={Intent.DANGER}
                icon={<TrashIcon />}
                aria-label={`Quitar asegurado ${i + 1}`}
                onClick={() => onChange(asegurados.filter((_, j) => j !== i))}
              />
            )}
          </div>
        );
      })}
      <Button icon={<NewPersonIcon />} text="Añadir asegurado" onClick={() => onChange([...asegurados, aseguradoVacio('')])} />
    </section>
  );
}
