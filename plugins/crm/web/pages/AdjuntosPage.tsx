import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate } from 'react-router-dom';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { useAdjuntosQuery } from '../api.ts';
import { AdjuntosContenido } from '../components/AdjuntosContenido.tsx';
import { SubirAdjunto } from '../components/SubirAdjunto.tsx';
import { paginaDelDueno, useDuenoDeRuta } from '../components/useDuenoDeRuta.ts';
import '../crm.css';

/** /{entidad}/{entidadId}/adjuntos (spec 01 §2, §3): the owner's files, upload, download and delete. */
export default function AdjuntosPage() {
  const dueno = useDuenoDeRuta();
  // The content's own query: an unknown owner, or another agent's, is the not-found page.
  const { error } = useAdjuntosQuery(dueno ?? skipToken);
  if (!dueno || (error as ApiError | undefined)?.status === 404) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader
        title="Adjuntos"
        back={paginaDelDueno(dueno)}
        actions={
          <Puede permiso="ADJUNTOS_W">
            <SubirAdjunto dueno={dueno} />
          </Puede>
        }
      />
      <AdjuntosContenido dueno={dueno} />
    </div>
  );
}
