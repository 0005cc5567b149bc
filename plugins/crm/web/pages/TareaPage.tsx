import { Card, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useTareaQuery } from '../api.ts';
import { TareaForm } from '../components/TareaForm.tsx';
import '../crm.css';

/** /tareas/ (new) and /tareas/{tareaId} (spec 01 §2, 03 §2): the task form as a page; back to the task list. */
export default function TareaPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().tareaId);
  const { data, error } = useTareaQuery(id && !Number.isNaN(id) ? id : skipToken, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  if (Number.isNaN(id) || noExiste) return <Navigate to="/404" replace />;
  const alGuardar = () => navigate('/tareas');
  return (
    <div className="cartera-page-narrow">
      <PageHeader title={id ? 'Tarea' : 'Nueva tarea'} back="/tareas" />
      <Card>
        {id === null && <TareaForm onGuardada={alGuardar} />}
        {id !== null && data && <TareaForm key={data.id} tarea={data} onGuardada={alGuardar} />}
        {id !== null && !data && !error && <Spinner aria-label="Cargando" />}
      </Card>
    </div>
  );
}
