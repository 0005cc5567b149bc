import { Button, Callout, ControlGroup, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { DocumentOpenIcon, PlusIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import { MAXIMO_ITEMS } from '../../shared/propuesta-form.ts';
import { useLazyTemplateQuery, useTemplatesDeRamoQuery } from '../api.ts';
import type { Borrador } from '../borrador.ts';
import { esVacia, propuestaDeTemplate, propuestaVacia, type PropuestaBorrador } from '../propuestas.ts';
import { PropuestaEditor } from './PropuestaEditor.tsx';

interface PropuestasEditorProps {
  borrador: Borrador;
  ramo: RamoId | null;
  propuestas: PropuestaBorrador[];
  onChange: (propuestas: PropuestaBorrador[]) => void;
}

/**
 * The quotation's proposals (spec 03 §2, §4): added from the ramo's templates (GET
 * /cotizaciones/templates?ramo=) or blank, each editable; a template added while the only proposal
 * is still blank takes its place.
 */
export function PropuestasEditor({ borrador, ramo, propuestas, onChange }: PropuestasEditorProps) {
  const templates = useTemplatesDeRamoQuery(ramo ?? skipToken).data?.items ?? [];
  const [cargarTemplate, { isFetching: cargando }] = useLazyTemplateQuery();
  const [elegido, setElegido] = useState('');
  const selectId = useId();
  const error = borrador.errorDe('items');
  const lleno = propuestas.length >= MAXIMO_ITEMS;

  const agregar = (nueva: PropuestaBorrador) => onChange(propuestas.length === 1 && propuestas[0] && esVacia(propuestas[0]) ? [nueva] : [...propuestas, nueva]);
  // The list carries names only: the chosen template is read whole (features, coverages) when added.
  const agregarTemplate = async () => {
    const template = await cargarTemplate(Number(elegido), true).unwrap();
    agregar(propuestaDeTemplate(template));
    setElegido('');
  };

  return (
    <section className="cotizaciones-seccion" aria-label="Propuestas">
      <h3 className="cartera-form-section-title">Propuestas</h3>
      {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
      {ramo !== null && (
        <div className="cotizaciones-agregar-propuesta">
          <FormGroup label="Agregar desde una plantilla" labelFor={selectId}>
            <ControlGroup>
              <HTMLSelect
                id={selectId}
                name="template"
                value={elegido}
                onChange={(e) => setElegido(e.currentTarget.value)}
                options={[
                  { value: '', label: templates.length ? 'Selecciona una plantilla' : 'Sin plantillas de este ramo' },
                  ...templates.map((t) => ({ value: String(t.id), label: t.nombre })),
                ]}
              />
              <Button
                icon={<DocumentOpenIcon />}
                text="Agregar plantilla"
                disabled={!elegido || lleno}
                loading={cargando}
                onClick={() => void agregarTemplate().catch(() => undefined)}
              />
            </ControlGroup>
          </FormGroup>
          <Button icon={<PlusIcon />} text="Agregar propuesta en blanco" disabled={lleno} onClick={() => agregar(propuestaVacia())} />
        </div>
      )}
      <div className="cotizaciones-propuestas-editor">
        {propuestas.map((propuesta, i) => (
          <PropuestaEditor
            key={propuesta.clave}
            borrador={borrador}
            indice={i}
            ramo={ramo}
            propuesta={propuesta}
            origen={templates.find((t) => t.id === propuesta.templateId)?.nombre ?? null}
            onChange={(cambiada) => onChange(propuestas.map((p, j) => (j === i ? cambiada : p)))}
            onQuitar={propuestas.length > 1 ? () => onChange(propuestas.filter((_, j) => j !== i)) : undefined}
          />
        ))}
      </div>
    </section>
  );
}
