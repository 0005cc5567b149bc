import { Button, Card, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import type { Borrador } from '../borrador.ts';
import type { PropuestaBorrador } from '../propuestas.ts';
import { CamposDePlanEditor } from './CamposDePlanEditor.tsx';
import { PlanesPagoEditor } from './PlanesPagoEditor.tsx';

interface PropuestaEditorProps {
  borrador: Borrador;
  indice: number;
  ramo: RamoId | null;
  propuesta: PropuestaBorrador;
  /** The template it came from, by name. */
  origen: string | null;
  onChange: (propuesta: PropuestaBorrador) => void;
  /** Absent for the only proposal: a quotation carries at least one. */
  onQuitar?: () => void;
}

/** One proposal of the quotation (spec 03 §3, §5): the plan's fields, features, coverages and payment plans, all editable. */
export function PropuestaEditor({ borrador, indice, ramo, propuesta, origen, onChange, onQuitar }: PropuestaEditorProps) {
  const ruta = `items.${indice}.`;
  const titulo = `Propuesta ${indice + 1}`;
  return (
    <Card className="cotizaciones-propuesta-editor" role="group" aria-label={titulo} data-propuesta-editor={indice}>
      <header className="cotizaciones-propuesta-titulo">
        <strong>
          {titulo}
          {origen && <small> · de la plantilla {origen}</small>}
        </strong>
        {onQuitar && <Button variant="minimal" intent={Intent.DANGER} icon={<TrashIcon />} text="Quitar propuesta" onClick={onQuitar} />}
      </header>
      <CamposDePlanEditor borrador={borrador} ruta={ruta} ramo={ramo} valores={propuesta} onChange={onChange} />
      <PlanesPagoEditor borrador={borrador} ruta={ruta} moneda={propuesta.moneda} planes={propuesta.planes} onChange={(planes) => onChange({ ...propuesta, planes })} />
    </Card>
  );
}
