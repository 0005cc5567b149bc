import { Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import type { PanelDeRegistroProps } from '../../shared/paneles.ts';
import { MENSAJES_TAREAS } from '../../shared/tareas.ts';
import { useTareasQuery } from '../api.ts';
import { fechaHoraVisible } from '../components/datosDeTarea.ts';
import '../crm.css';

/** A record's open tasks on its page (issue 18: the client 360), soonest due first, overdue ones marked; 'Nueva tarea' starts one linked to it. */
export default function TareasDelRegistro({ dueno, id }: PanelDeRegistroProps) {
  const { data, error, isLoading } = useTareasQuery(
    { status: 'abierta', nombre: '', descripcion: '', vendedorId: null, page: 1, size: -1, dueno: { dueno, id } },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <>
      <EstadoDeCarga cargando={isLoading} error={error} mensaje={MENSAJES_TAREAS.errorAlCargar} />
      {data && data.items.length === 0 && <NonIdealState title={MENSAJES_TAREAS.sinTareas} />}
      {data && data.items.length > 0 && (
        <ul className="crm-lista-corta" aria-label="Tareas abiertas del registro">
          {data.items.map((tarea) => (
            <li key={tarea.id} className={tarea.vencida ? 'crm-tarea-vencida' : undefined} data-tarea={tarea.id} data-vencida={tarea.vencida || undefined}>
              <div>
                <Link to={`/tareas/${tarea.id}`}>{tarea.nombre}</Link>
                <div className="crm-detalle">
                  {tarea.tipo.displayName}
                  {tarea.vencimiento && ` · Vence ${fechaHoraVisible(tarea.vencimiento)}`}
                </div>
              </div>
              {tarea.vencida && (
                <Tag minimal round intent={Intent.DANGER}>
                  {MENSAJES_TAREAS.vencida}
                </Tag>
              )}
            </li>
          ))}
        </ul>
      )}
      <Puede permiso="TAREAS_W">
        <div className="crm-panel-pie">
          <ButtonLink to={`/tareas/?${dueno.clave}=${id}`}>Nueva tarea</ButtonLink>
        </div>
      </Puede>
    </>
  );
}
