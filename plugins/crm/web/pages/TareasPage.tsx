import { Button, FormGroup, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { PlusIcon, SearchIcon, TickCircleIcon, TrashIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { VendedorResumen } from '../../../catalogos/shared/vendedores.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { Autocompletar, type Elegido } from '../../../../web/src/ui/Autocompletar.tsx';
import { PagedList } from '../../../../web/src/ui/SearchList.tsx';
import { MENSAJES_TAREAS, STATUS_TAREA, type StatusTarea, type Tarea } from '../../shared/tareas.ts';
import { useTareasQuery, useVendedoresAutocompleteQuery, type FiltroTareas } from '../api.ts';
import { fechaHoraVisible } from '../components/datosDeTarea.ts';
import { EliminarTarea } from '../components/EliminarTarea.tsx';
import { nombreDeVendedor } from '../components/nombreDeVendedor.ts';
import '../crm.css';
import { Fila } from '../../../../web/src/ui/Fila.tsx';

const TAMANO_PAGINA = 10;
const ESTATUS = [{ value: '', label: 'Todas' }, ...Object.entries(STATUS_TAREA).map(([value, label]) => ({ value, label }))];

/** /tareas (spec 03 §2, §7, §9): the tasks, open ones by default, soonest due first with overdue ones marked (issue 18), searched by name, description and seller, paged. */
export default function TareasPage() {
  const navigate = useNavigate();
  const [busqueda, setBusqueda] = useState({ nombre: '', descripcion: '' });
  const [vendedor, setVendedor] = useState<Elegido | null>(null);
  const [filtro, setFiltro] = useState<FiltroTareas>({ status: 'abierta', nombre: '', descripcion: '', vendedorId: null, page: 1, size: TAMANO_PAGINA });
  const resultado = useTareasQuery(filtro, { refetchOnMountOrArgChange: true });
  const [porEliminar, setPorEliminar] = useState<Tarea | null>(null);

  function buscar(event: FormEvent) {
    event.preventDefault();
    setFiltro((f) => ({ ...f, ...busqueda, page: 1 }));
  }

  function elegirVendedor(elegido: Elegido | null) {
    setVendedor(elegido);
    setFiltro((f) => ({ ...f, vendedorId: elegido?.id ?? null, page: 1 }));
  }

  return (
    <div>
      <PageHeader
        title="Tareas"
        actions={
          <Puede permiso="TAREAS_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Añadir" onClick={() => navigate('/tareas/')} />
          </Puede>
        }
      />
      <form role="search" onSubmit={buscar} className="crm-filtros">
        <FormGroup label="Nombre" labelFor="tareas-nombre">
          <InputGroup id="tareas-nombre" name="nombre" value={busqueda.nombre} onValueChange={(nombre) => setBusqueda((b) => ({ ...b, nombre }))} />
        </FormGroup>
        <FormGroup label="Descripción" labelFor="tareas-descripcion">
          <InputGroup id="tareas-descripcion" name="descripcion" value={busqueda.descripcion} onValueChange={(descripcion) => setBusqueda((b) => ({ ...b, descripcion }))} />
        </FormGroup>
        <FormGroup label="Vendedor" labelFor="tareas-vendedor">
          <Autocompletar<VendedorResumen>
            id="tareas-vendedor"
            name="vendedor"
            que="vendedor"
            elegido={vendedor}
            onChange={elegirVendedor}
            useBuscar={useVendedoresAutocompleteQuery}
            aElegido={(v) => ({ id: v.id, nombre: nombreDeVendedor(v) })}
          />
        </FormGroup>
        <FormGroup label="Estatus" labelFor="tareas-status">
          <HTMLSelect
            id="tareas-status"
            name="status"
            value={filtro.status ?? ''}
            options={ESTATUS}
            onChange={(e) => {
              const status = (e.currentTarget.value || null) as StatusTarea | null;
              setFiltro((f) => ({ ...f, status, page: 1 }));
            }}
          />
        </FormGroup>
        <Button type="submit" icon={<SearchIcon />} text="Buscar" />
      </form>
      <PagedList
        result={resultado}
        icon={<TickCircleIcon size={48} />}
        mensaje={MENSAJES_TAREAS.errorAlCargar}
        label="Lista de tareas"
        onPage={(page) => setFiltro((f) => ({ ...f, page }))}
      >
        {(tarea) => (
          <Fila key={tarea.id} className={tarea.vencida ? 'cartera-fila crm-tarea-vencida' : 'cartera-fila'} data-tarea={tarea.id} data-vencida={tarea.vencida || undefined}>
            <Link to={`/tareas/${tarea.id}`} className="cartera-fila-boton">
              <strong>{tarea.nombre}</strong>
              <span className="crm-detalle">
                {tarea.tipo.displayName}
                {tarea.vencimiento && ` · Vence ${fechaHoraVisible(tarea.vencimiento)}`}
              </span>
            </Link>
            {tarea.vencida && (
              <Tag minimal round intent={Intent.DANGER}>
                {MENSAJES_TAREAS.vencida}
              </Tag>
            )}
            <Tag minimal round intent={tarea.status.name === 'abierta' ? Intent.PRIMARY : Intent.NONE}>
              {tarea.status.displayName}
            </Tag>
            <Puede permiso="TAREAS_W">
              <Button variant="minimal" icon={<TrashIcon />} aria-label={`Eliminar ${tarea.nombre}`} onClick={() => setPorEliminar(tarea)} />
            </Puede>
          </Fila>
        )}
      </PagedList>
      <EliminarTarea tarea={porEliminar} onCerrar={() => setPorEliminar(null)} />
    </div>
  );
}
