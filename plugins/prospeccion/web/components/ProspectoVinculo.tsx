import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { Autocompletar } from '../../../../web/src/ui/Autocompletar.tsx';
import type { VinculoDeTareaProps } from '../../../crm/shared/vinculos.ts';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';
import { nombreProspecto, type ProspectoFila } from '../../shared/prospectos.ts';
import { useProspectoQuery, useProspectosAutocompletarQuery } from '../api.ts';

/**
 * A prospect: with `onChange` a search (3 letters, 500 ms after the last one, 20 results: spec 03
 * §9; the card form asks for more than 3), else a link to its page. The card form's prospect field,
 * the quotation's recipient, and crm's task form and page (VINCULOS_DE_TAREA).
 */
export default function ProspectoVinculo({ id, onChange, inputId, minimo }: VinculoDeTareaProps & { minimo?: number }) {
  const elegido = useProspectoQuery(id ?? skipToken);
  const nombre = elegido.data ? nombreProspecto(elegido.data) : `Prospecto ${id}`;
  if (!onChange) return id ? <Link to={`/prospectos/${id}`}>{elegido.isError ? M.noExiste : nombre}</Link> : null;
  return (
    <Autocompletar<ProspectoFila>
      id={inputId}
      name="prospectoId"
      que="prospecto"
      elegido={id && elegido.data ? { id, nombre } : null}
      onChange={(p) => onChange(p?.id ?? null)}
      useBuscar={useProspectosAutocompletarQuery}
      aElegido={(p) => ({ id: p.id, nombre: p.nombre })}
      minimo={minimo}
    />
  );
}
