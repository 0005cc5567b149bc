import type { Template } from '../../shared/cotizaciones.ts';
import { NOMBRE_RAMO } from '../../shared/mensajes.ts';
import { PropuestaTarjeta } from './PropuestaTarjeta.tsx';

/** A template's data (spec 03 §3 Template): its ramo, and its plan as a proposal made from it would show it. */
export function DatosTemplate({ template }: { template: Template }) {
  return (
    <div data-template={template.id}>
      <dl className="cartera-datos">
        <dt>Ramo</dt>
        <dd>{NOMBRE_RAMO[template.ramo]}</dd>
      </dl>
      <PropuestaTarjeta ramo={template.ramo} titulo={template.nombre} aseguradora={template.aseguradora} campos={template} />
    </div>
  );
}
