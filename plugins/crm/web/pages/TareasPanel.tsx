import { Button, Checkbox, Dialog, DialogBody, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Puede, usePuede } from '../../../../web/src/session/Puede.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import { MENSAJES_TAREAS, type StatusTarea, type Tarea } from '../../shared/tareas.ts';
import { useGuardarTareaMutation, useTareasQuery } from '../api.ts';
import { conStatus, fechaHoraVisible } from '../components/datosDeTarea.ts';
import { TareaForm } from '../components/TareaForm.tsx';
import '../crm.css';

const ABIERTAS = { status: 'abierta', nombre: '', descripcion: '', vendedorId: null, page: 1, size: -1 } as const;

/** The right-hand task panel (spec 01 §2, §4): the open tasks, a checkbox to close one, '+' for a new one. */
export default function TareasPanel({ onClose }: { onClose: () => void }) {
  const { data, error, isLoading } = useTareasQuery(ABIERTAS, { refetchOnMountOrArgChange: true });
  const [guardar] = useGuardarTareaMutation();
  // Ticked at once; the list drops the task once the save is answered.
  const [marcadas, setMarcadas] = useState<Record<number, StatusTarea>>({});
  // Closing a task writes it: a reader sees the box, not to tick.
  const puedeEscribir = usePuede('TAREAS_W');
  const [nueva, setNueva] = useState(false);

  async function alternar(tarea: Tarea) {
    const status: StatusTarea = (marcadas[tarea.id] ?? tarea.status.name) === 'abierta' ? 'cerrada' : 'abierta';
    setMarcadas((m) => ({ ...m, [tarea.id]: status }));
    try {
      await guardar(conStatus(tarea, status)).unwrap();
      showToast(MENSAJES_TAREAS.guardada, Intent.SUCCESS);
    } catch (fallo) {
      setMarcadas(({ [tarea.id]: _, ...resto }) => resto);
      showToast(mensajeDeFallo(fallo, MENSAJES_TAREAS.errorAlGuardar), Intent.DANGER);
    }
  }

  return (
    <div className="crm-panel">
      <div className="crm-acciones">
        <Puede permiso="TAREAS_W">
          <Button icon={<PlusIcon />} aria-label="Nueva tarea" title="Nueva tarea" onClick={() => setNueva(true)} />
        </Puede>
      </div>
      <EstadoDeCarga cargando={isLoading} error={error} mensaje={MENSAJES_TAREAS.errorAlCargar} />
      {data && data.items.length === 0 && <NonIdealState title="Sin resultados" />}
      {data && data.items.length > 0 && (
        <ul aria-label="Tareas abiertas" className="bp6-list-unstyled">
          {data.items.map((tarea) => (
            <li key={tarea.id} className={tarea.vencida ? 'crm-tarea crm-tarea-vencida' : 'crm-tarea'} data-tarea={tarea.id} data-vencida={tarea.vencida || undefined}>
              <Checkbox
                aria-label={`Cerrar ${tarea.nombre}`}
                checked={(marcadas[tarea.id] ?? tarea.status.name) === 'cerrada'}
                disabled={!puedeEscribir}
                onChange={() => void alternar(tarea)}
              />
              <div>
                <Link to={`/tareas/${tarea.id}`} onClick={onClose}>
                  <strong>{tarea.nombre}</strong>
                </Link>
                <div>{tarea.descripcion}</div>
                <div className="crm-detalle">
                  <Tag minimal round>
                    {tarea.prioridad.displayName}
                  </Tag>{' '}
                  {tarea.tipo.displayName}
                  {tarea.vencimiento && ` · Vence ${fechaHoraVisible(tarea.vencimiento)}`}
                  {tarea.vencida && (
                    <>
                      {' '}
                      <Tag minimal round intent={Intent.DANGER}>
                        {MENSAJES_TAREAS.vencida}
                      </Tag>
                    </>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog isOpen={nueva} onClose={() => setNueva(false)} title="Nueva tarea">
        <DialogBody>
          <TareaForm onGuardada={() => setNueva(false)} onCancelar={() => setNueva(false)} />
        </DialogBody>
      </Dialog>
    </div>
  );
}
