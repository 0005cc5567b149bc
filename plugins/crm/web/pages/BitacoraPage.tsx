import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate } from 'react-router-dom';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { useBitacoraQuery } from '../api.ts';
import { BitacoraContenido } from '../components/BitacoraContenido.tsx';
import { paginaDelDueno, useDuenoDeRuta } from '../components/useDuenoDeRuta.ts';
import '../crm.css';

/** /{entidad}/{entidadId}/bitacora (spec 01 §2, §3): the owner's log records, the log form, deleting an entry. */
export default function BitacoraPage() {
  const dueno = useDuenoDeRuta();
  // The content's own query: an unknown owner, or another agent's, is the not-found page.
  const { error } = useBitacoraQuery(dueno ?? skipToken);
  if (!dueno || (error as ApiError | undefined)?.status === 404) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader title="Bitácora" back={paginaDelDueno(dueno)} />
      <BitacoraContenido dueno={dueno} />
    </div>
  );
}
