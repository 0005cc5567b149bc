import { Button, Switch } from '@blueprintjs/core';
import { FilterRemoveIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { FechaField } from '../../../../../web/src/ui/FechaField.tsx';
import { useSchemaForm } from '../../../../../web/src/ui/forms.tsx';
import type { Schema } from '../../../../../core/shared/validation.ts';
import type { FiltroTablero } from '../../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../../shared/mensajes.ts';

type Fechas = { startDate: string; endDate: string };

const DESDE = new Date(2000, 0, 1);
const SCHEMA: Schema = {
  startDate: { kind: 'date', label: 'La fecha inicial' },
  endDate: { kind: 'date', label: 'La fecha final', check: (v, d) => (d.startDate && String(v) < String(d.startDate) ? M.rangoInvertido : null) },
};

interface FiltrosProps {
  filtro: FiltroTablero;
  onChange: (filtro: FiltroTablero) => void;
}

/** The board's filters (spec 03 §2): 'show closed' (off at first) and the cards' creation dates. */
export function FiltrosEmbudo({ filtro, onChange }: FiltrosProps) {
  const form = useSchemaForm<Fechas>(SCHEMA, () => ({ startDate: filtro.startDate, endDate: filtro.endDate }));
  const { startDate, endDate } = form.values;
  const [hoy] = useState(() => new Date());
  // The board follows the dates once they read as a range.
  useEffect(() => {
    if (form.valid && (startDate !== filtro.startDate || endDate !== filtro.endDate)) onChange({ ...filtro, startDate, endDate });
  }, [form.valid, startDate, endDate, filtro, onChange]);
  return (
    <div className="prospeccion-filtros" role="group" aria-label="Filtros del embudo">
      <Switch label="Mostrar cerradas" checked={filtro.cerradas} onChange={(e) => onChange({ ...filtro, cerradas: e.currentTarget.checked })} />
      <FechaField form={form} name="startDate" label="Creadas desde" minDate={DESDE} maxDate={hoy} />
      <FechaField form={form} name="endDate" label="Hasta" minDate={DESDE} maxDate={hoy} />
      {(startDate || endDate) && <Button variant="minimal" icon={<FilterRemoveIcon />} text="Quitar fechas" onClick={() => form.setValues({ startDate: '', endDate: '' })} />}
    </div>
  );
}
