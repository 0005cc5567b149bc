import { Button, Callout, Intent, Spinner, Tag } from '@blueprintjs/core';
import { PlusIcon, TickIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { formatFecha } from '../../../../core/shared/format.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import type { Poliza } from '../../../polizas/shared/polizas.ts';
import { MENSAJES_INTEGRACIONES } from '../../shared/mensajes.ts';
import { mensajeDeTodoist } from '../mensajeDeTodoist.ts';
import type { TareaTodoist } from '../../shared/todoist.ts';
import { useCerrarTareaTodoistMutation, useCrearTareasTodoistMutation, useTareasTodoistDePolizaQuery } from '../api.ts';

/**
 * The Todoist block of a policy's detail (contributed to polizas' BLOQUES_DE_POLIZA): the tasks
 * linked to its renewal and its receipts, 'Cerrar en Todoist' on each open one, and creating those
 * still missing. Todoist's failures show as a toast; the detail stays usable.
 */
export default function TareasTodoistDePoliza({ poliza }: { poliza: Poliza }) {
  const { data, error, isLoading } = useTareasTodoistDePolizaQuery(poliza.id, { refetchOnMountOrArgChange: true });
  const [crear, { isLoading: creando }] = useCrearTareasTodoistMutation();

  async function crearTareas() {
    try {
      const { message } = await crear(poliza.id).unwrap();
      showToast(message, Intent.SUCCESS);
    } catch (fallo) {
      showToast(mensajeDeTodoist(fallo), Intent.DANGER);
    }
  }

  if (isLoading) return <Spinner aria-label="Cargando" size={20} />;
  if (error || !data)
    return (
      <Callout intent={Intent.DANGER} role="alert">
        {mensajeDeTodoist(error)}
      </Callout>
    );
  if (!data.configurada && !data.poliza && data.recibos.length === 0)
    return (
      <p data-todoist-sin-configurar>
        {MENSAJES_INTEGRACIONES.sinToken}.{' '}
        <Puede permiso="INTEGRACIONES">
          <Link to="/configuracion/integraciones/todoist">Conectar Todoist</Link>
        </Puede>
      </p>
    );
  const tareas = [...(data.poliza ? [data.poliza] : []), ...data.recibos];
  return (
    <div data-todoist-de-poliza={poliza.id}>
      {data.aviso && (
        <Callout intent={Intent.WARNING} compact>
          {data.aviso}
        </Callout>
      )}
      {tareas.length === 0 ? (
        <p>Sin tareas en Todoist</p>
      ) : (
        <ul aria-label="Tareas de Todoist">
          {tareas.map((tarea) => (
            <FilaTarea key={`${tarea.tipo}-${tarea.reciboId ?? tarea.polizaId}`} tarea={tarea} />
          ))}
        </ul>
      )}
      {data.configurada && (
        <Puede permiso="POLIZAS_W">
          <Button icon={<PlusIcon />} text="Crear tareas en Todoist" loading={creando} onClick={() => void crearTareas()} />
        </Puede>
      )}
    </div>
  );
}

function FilaTarea({ tarea }: { tarea: TareaTodoist }) {
  const [cerrar, { isLoading }] = useCerrarTareaTodoistMutation();
  const id = tarea.tipo === 'POLIZA' ? tarea.polizaId : (tarea.reciboId ?? 0);

  async function cerrarTarea() {
    try {
      const { message } = await cerrar({ id, tipo: tarea.tipo }).unwrap();
      showToast(message || MENSAJES_INTEGRACIONES.tareaCerrada, Intent.SUCCESS);
    } catch (fallo) {
      showToast(mensajeDeTodoist(fallo), Intent.DANGER);
    }
  }

  return (
    <li data-tarea-todoist={`${tarea.tipo}-${id}`}>
      <a href={tarea.url} target="_blank" rel="noreferrer">
        {tarea.contenido}
      </a>{' '}
      · vence el {formatFecha(tarea.vencimiento)} ·{' '}
      <Tag minimal intent={tarea.completada ? Intent.SUCCESS : Intent.PRIMARY}>
        {tarea.completada ? 'Completada' : 'Abierta'}
      </Tag>
      {!tarea.completada && (
        <Puede permiso={['POLIZAS_W', 'BITACORA_W']}>
          <Button size="small" variant="minimal" icon={<TickIcon />} text="Cerrar en Todoist" loading={isLoading} onClick={() => void cerrarTarea()} />
        </Puede>
      )}
    </li>
  );
}
