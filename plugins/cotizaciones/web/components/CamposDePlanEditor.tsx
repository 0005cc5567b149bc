import { skipToken } from '@reduxjs/toolkit/query';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import { SelectField, TextField } from '../../../../web/src/ui/forms.tsx';
import { camposDePlanSchema, caracteristicaSchema, coberturaSchema } from '../../shared/propuesta-form.ts';
import { useAseguradorasParaCotizarQuery, useCoberturasDeRamoQuery, useMonedasParaCotizarQuery } from '../api.ts';
import { parteDe, type Borrador } from '../borrador.ts';
import type { CamposDePlanBorrador } from '../propuestas.ts';
import { camposDeRamo } from '../ramos.ts';
import { ListaEditable } from './ListaEditable.tsx';

interface CamposDePlanEditorProps<V extends CamposDePlanBorrador> {
  borrador: Borrador;
  /** The record's path in the errors: '' for a template, 'items.0.' for a proposal. */
  ruta: string;
  ramo: RamoId | null;
  valores: V;
  onChange: (valores: V) => void;
}

/**
 * The fields a proposal and a template share (spec 03 §5): insurer, plan, currency, the amounts its
 * ramo shows, and its features and coverages edited in place (coverages picked from the ramo's
 * catalogue or typed).
 */
export function CamposDePlanEditor<V extends CamposDePlanBorrador>({ borrador, ruta, ramo, valores, onChange }: CamposDePlanEditorProps<V>) {
  const visibles = camposDeRamo(ramo);
  const aseguradoras = useAseguradorasParaCotizarQuery().data ?? [];
  const monedas = useMonedasParaCotizarQuery().data ?? [];
  const coberturas = useCoberturasDeRamoQuery(ramo ?? skipToken).data ?? [];
  const form = parteDe(borrador, ruta, valores, onChange, camposDePlanSchema);
  // A saved currency the agent no longer configures is still shown.
  const abreviaciones = [...new Set([...monedas.map((m) => m.abreviacion), ...(valores.moneda ? [valores.moneda] : [])])];
  return (
    <>
      <div className="cartera-form-row">
        <SelectField
          form={form}
          name="aseguradoraId"
          label="Aseguradora"
          vacia="Selecciona"
          opciones={aseguradoras.map((a) => ({ value: String(a.id), label: `${a.abreviacion} - ${a.aseguradora}` }))}
        />
        <TextField form={form} name="plan" label="Plan" />
        <SelectField form={form} name="moneda" label="Moneda" vacia="Selecciona" opciones={abreviaciones.map((m) => ({ value: m, label: m }))} />
      </div>
      <div className="cartera-form-row">
        <TextField form={form} name="sumaAsegurada" label="Suma asegurada" />
        {visibles.deducible && <TextField form={form} name="deducible" label="Deducible" />}
      </div>
      {visibles.salud && (
        <div className="cartera-form-row">
          <TextField form={form} name="coaseguro" label="Coaseguro" />
          <TextField form={form} name="topeCoaseguro" label="Tope de coaseguro" />
          <TextField form={form} name="copago" label="Copago" />
        </div>
      )}
      {visibles.caracteristicas && (
        <ListaEditable
          titulo="Características"
          nombre="característica"
          renglones={valores.caracteristicas}
          onChange={(caracteristicas) => onChange({ ...valores, caracteristicas })}
          schema={caracteristicaSchema}
        />
      )}
      <ListaEditable
        titulo="Coberturas"
        nombre="cobertura"
        renglones={valores.coberturas}
        onChange={(lista) => onChange({ ...valores, coberturas: lista })}
        schema={coberturaSchema}
        sugerencias={coberturas}
      />
    </>
  );
}
