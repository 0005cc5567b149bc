import { Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import type { PanelDeRegistroProps } from '../../../crm/shared/paneles.ts';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';
import { useProspectosDelClienteQuery } from '../api.ts';

/** On a client's page (crm's PANELES_DE_REGISTRO): the prospect it was converted from, and where its opportunities are. */
export default function ProspectoDelCliente({ id }: PanelDeRegistroProps) {
  const { data, isLoading } = useProspectosDelClienteQuery(id, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner aria-label="Cargando" size={20} />;
  const origen = data?.items[0];
  if (!origen) return <p>{M.sinOrigen}</p>;
  return (
    <p data-prospecto-de-origen={origen.id}>
      <Link to={`/prospectos/${origen.id}`}>{origen.nombre}</Link>.{' '}
      <Puede permiso="PROSPECCION_R">
        <Link to="/prospeccion">{M.oportunidadesEnEmbudo}</Link>
      </Puede>
    </p>
  );
}
