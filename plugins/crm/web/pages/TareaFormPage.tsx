import { Card, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useTareaQuery } from '../api.ts';
import { TareaForm } from '../components/TareaForm.tsx';
import '../crm.css';

/**
 * /tareas/ (new) and /tareas/{tareaId}/edit (spec 01 §2, 03 §2): the task form as a page. Saving
 * shows the task's detail; going back leads to where the form was opened from.
 */
export default function TareaFormPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().tareaId);
  const { data, error } = useTareaQuery(id && !Number.isNaN(id) ? id : skipToken, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  if (Number.isNaN(id) || noExiste) return <Navigate to="/404" replace />;
  const volver = id ? `/tareas/${id}` : '/tareas';
  const alGuardar = (guardada: number) => navigate(`/tareas/${guardada}`);
  return (
    <div className="cartera-page-narrow">
      <PageHeader title={id ? 'Editar tarea' : 'Nueva tarea'} back={volver} />
      <Card>
        {id === null && <TareaForm onGuardada={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && data && <TareaForm key={data.id} tarea={data} onGuardada={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && !data && !error && <Spinner aria-label="Cargando" />}
      </Card>
    </div>
  );
}
