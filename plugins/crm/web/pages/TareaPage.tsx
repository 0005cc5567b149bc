import { Button, Card, H2, Intent, Spinner, Tag } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { MENSAJES_TAREAS, type Tarea } from '../../shared/tareas.ts';
import { useTareaQuery } from '../api.ts';
import { fechaHoraVisible } from '../components/datosDeTarea.ts';
import { CompletarTarea } from '../components/CompletarTarea.tsx';
import { EliminarTarea } from '../components/EliminarTarea.tsx';
import { etiquetaDeVinculo, VinculoEnDetalle } from '../components/Vinculo.tsx';
import { nombreDeVendedor } from '../components/nombreDeVendedor.ts';
import '../crm.css';

function Datos({ tarea }: { tarea: Tarea }) {
  const vendedor = tarea.vendedorNombres
    ? nombreDeVendedor({ nombres: tarea.vendedorNombres, apPat: tarea.vendedorApPat ?? '', apMat: tarea.vendedorApMat ?? '' })
    : 'Sin vendedor';
  return (
    <dl className="cartera-datos">
      <dt>Descripción</dt>
      <dd className="crm-descripcion">{tarea.descripcion}</dd>
      <dt>Tipo</dt>
      <dd>{tarea.tipo.displayName}</dd>
      <dt>Prioridad</dt>
      <dd>{tarea.prioridad.displayName}</dd>
      <dt>Estatus</dt>
      <dd>
        <Tag minimal round intent={tarea.status.name === 'abierta' ? Intent.PRIMARY : Intent.NONE}>
          {tarea.status.displayName}
        </Tag>{' '}
        {tarea.vencida && (
          <Tag minimal round intent={Intent.DANGER}>
            {MENSAJES_TAREAS.vencida}
          </Tag>
        )}
      </dd>
      {tarea.dueno && (
        <>
          <dt>{etiquetaDeVinculo(tarea.dueno)}</dt>
          <dd>
            <VinculoEnDetalle dueno={tarea.dueno} />
          </dd>
        </>
      )}
      <dt>Creada</dt>
      <dd>{fechaHoraVisible(tarea.fecha)}</dd>
      <dt>Vencimiento</dt>
      <dd className={tarea.vencida ? 'crm-vencida' : undefined}>{tarea.vencimiento ? fechaHoraVisible(tarea.vencimiento) : 'Sin vencimiento'}</dd>
      {tarea.fechaCierre && (
        <>
          <dt>Cerrada</dt>
          <dd>{fechaHoraVisible(tarea.fechaCierre)}</dd>
        </>
      )}
      <dt>Vendedor</dt>
      <dd>{vendedor}</dd>
    </dl>
  );
}

/** /tareas/{tareaId} (spec 03 §2): the task's detail, 'Editar', 'Eliminar' and 'Completar' (issue 18) for whoever may write tasks. */
export default function TareaPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().tareaId);
  const invalido = id === null || Number.isNaN(id);
  const { data, error, isLoading } = useTareaQuery(invalido ? skipToken : id, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  const [porEliminar, setPorEliminar] = useState<Tarea | null>(null);

  if (invalido || noExiste) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader title="Tarea" back="/tareas" backLabel="Regresar a Tareas" />
      {isLoading && <Spinner aria-label="Cargando" />}
      {data && (
        <Card>
          <H2 className="cartera-form-section-title">{data.nombre}</H2>
          <Datos tarea={data} />
          <Puede permiso="TAREAS_W">
            <div className="cartera-form-actions">
              <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar" onClick={() => setPorEliminar(data)} />
              <Button intent={Intent.PRIMARY} icon={<EditIcon />} text="Editar" onClick={() => navigate(`/tareas/${data.id}/edit`)} />
              <CompletarTarea tarea={data} />
            </div>
          </Puede>
        </Card>
      )}
      <EliminarTarea tarea={porEliminar} onCerrar={() => setPorEliminar(null)} onEliminada={() => navigate('/tareas', { replace: true })} />
    </div>
  );
}
