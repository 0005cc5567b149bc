import '@blueprintjs/select/lib/css/blueprint-select.css';
import { FormGroup, Intent, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { skipToken } from '@reduxjs/toolkit/query';
import { debeBuscarVehiculo, type SugerenciaVehiculo } from '../../../shared/vehiculos.ts';
import { useModelosDeAutosQuery } from '../../captura.api.ts';
import { useDebounced } from '../../../../../web/src/ui/useDebounced.ts';

/** What the description field sets: a suggestion's data, or free text with no catalogue data. */
export type DescripcionVehiculo = Pick<SugerenciaVehiculo, 'descripcion'> & { marca: string | null; tipo: string | null; amis: string | null };

interface VehiculoSuggestProps {
  descripcion: string;
  modelo: number;
  onCambiar: (descripcion: DescripcionVehiculo) => void;
  error?: string;
  onBlur: () => void;
}

const libre = (descripcion: string): DescripcionVehiculo => ({ descripcion, marca: null, tipo: null, amis: null });

/**
 * The vehicle description (spec 02 §5, §7): free text, with suggestions from the product's
 * catalogue for the chosen year once more than 3 characters are typed (500 ms after the last one).
 * The first entry is always the typed text itself.
 */
export function VehiculoSuggest({ descripcion, modelo, onCambiar, error, onBlur }: VehiculoSuggestProps) {
  const buscado = useDebounced(descripcion.trim());
  const { data, isFetching } = useModelosDeAutosQuery(debeBuscarVehiculo(buscado) ? { description: buscado, model: modelo } : skipToken);
  const texto = descripcion.trim();
  const propio: SugerenciaVehiculo = { id: 0, descripcion: texto, marca: '', tipo: '', modelo, amis: '' };
  const items = texto ? [propio, ...(buscado === texto && !isFetching ? (data ?? []) : [])] : [];

  return (
    <FormGroup label="Descripción" labelFor="captura-descripcion" intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
      <Suggest<SugerenciaVehiculo>
        items={items}
        query={descripcion}
        // The list echoes a chosen suggestion's text back as a query: only real typing makes it free text.
        onQueryChange={(q) => q !== descripcion && onCambiar(libre(q))}
        selectedItem={null}
        onItemSelect={(v) => onCambiar(v.id === 0 ? libre(v.descripcion) : { descripcion: v.descripcion, marca: v.marca, tipo: v.tipo, amis: v.amis })}
        itemsEqual="id"
        inputValueRenderer={(v) => v.descripcion}
        itemRenderer={(v, { handleClick, handleFocus, modifiers, ref }) => (
          <MenuItem
            key={v.id}
            ref={ref}
            text={v.descripcion}
            label={v.id === 0 ? 'Texto libre' : String(v.modelo)}
            active={modifiers.active}
            onClick={handleClick}
            onFocus={handleFocus}
            roleStructure="listoption"
          />
        )}
        noResults={<MenuItem disabled text="Escribe la descripción del vehículo" roleStructure="listoption" />}
        inputProps={{ id: 'captura-descripcion', name: 'descripcion', placeholder: 'Marca, modelo y versión', onBlur, intent: error ? Intent.DANGER : Intent.NONE }}
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        fill
      />
    </FormGroup>
  );
}
