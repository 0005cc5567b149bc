import { Card, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useTareaQuery } from '../api.ts';
import { TareaForm } from '../components/TareaForm.tsx';
import { vinculoDeConsulta } from '../components/Vinculo.tsx';
import { duenosConPagina } from '../duenosConPagina.ts';
import '../crm.css';

/**
 * /tareas/ (new) and /tareas/{tareaId}/edit (spec 01 §2, 03 §2): the task form as a page. Saving
 * shows the task's detail; going back leads to where the form was opened from. Opened from a
 * record's page (/tareas/?clienteId=5) the new task starts linked to it, and saving goes back there.
 */
export default function TareaFormPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().tareaId);
  const [consulta] = useSearchParams();
  const { data, error } = useTareaQuery(id && !Number.isNaN(id) ? id : skipToken, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  if (Number.isNaN(id) || noExiste) return <Navigate to="/404" replace />;
  const vinculo = id === null ? vinculoDeConsulta(consulta) : null;
  const delRegistro = vinculo
    ? duenosConPagina()
        .find((d) => d.clave === vinculo.clave)
        ?.volver(vinculo.id)
    : undefined;
  const volver = id ? `/tareas/${id}` : (delRegistro ?? '/tareas');
  const alGuardar = (guardada: number) => navigate(delRegistro ?? `/tareas/${guardada}`);
  return (
    <div>
      <PageHeader title={id ? 'Editar tarea' : 'Nueva tarea'} back={volver} />
      <Card>
        {id === null && <TareaForm vinculoInicial={vinculo} onGuardada={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && data && <TareaForm key={data.id} tarea={data} onGuardada={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && !data && !error && <Spinner aria-label="Cargando" />}
      </Card>
    </div>
  );
}
