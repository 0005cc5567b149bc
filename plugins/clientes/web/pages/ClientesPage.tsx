import { Button, Intent, Tag } from '@blueprintjs/core';
import { PeopleIcon, PlusIcon } from '@blueprintjs/icons';
import { Link, useNavigate } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { PagedList } from '../../../../web/src/ui/SearchList.tsx';
import { useClientesQuery } from '../api.ts';
import { BuscadorClientes, useBusquedaClientes } from '../components/BuscadorClientes.tsx';
import '../clientes.css';
import { Fila } from '../../../../web/src/ui/Fila.tsx';

/** /clientes (spec 02 §2.9): a search by name, razón social or RFC as the user types, the clients' cards, the pager and 'Añadir'. */
export default function ClientesPage() {
  const navigate = useNavigate();
  const busqueda = useBusquedaClientes();
  const result = useClientesQuery(busqueda.filtro, { refetchOnMountOrArgChange: true });

  return (
    <div>
      <PageHeader
        title="Clientes"
        actions={
          <Puede permiso="CLIENTES_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Añadir" onClick={() => navigate('/clientes/')} />
          </Puede>
        }
      />
      <BuscadorClientes busqueda={busqueda} label="Buscar cliente por nombre, razón social o RFC" placeholder="Buscar por nombre o RFC (mínimo 3 letras)" />
      <PagedList result={result} icon={<PeopleIcon size={48} />} label="Clientes" onPage={busqueda.setPage}>
        {(cliente) => (
          <Fila key={cliente.id} className="cartera-fila" data-cliente={cliente.id}>
            <Link to={`/clientes/${cliente.id}`} className="cartera-fila-boton cartera-cliente-enlace">
              <strong>{cliente.nombre}</strong>
              <span>{cliente.rfc}</span>
            </Link>
            {cliente.esRobot && (
              <Tag round minimal intent={Intent.WARNING}>
                Por validar
              </Tag>
            )}
          </Fila>
        )}
      </PagedList>
    </div>
  );
}
