import { Button, Callout, Card, CardList, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { PeopleIcon, PlusIcon, SearchIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { Pager } from '../../../../web/src/ui/Pager.tsx';
import { MINIMO_BUSQUEDA } from '../../shared/clientes.ts';
import { useClientesQuery } from '../api.ts';
import '../clientes.css';

/** /clientes (spec 02 §2.9): a search by name, razón social or RFC, the clients' cards, the pager and 'Añadir'. */
export default function ClientesPage() {
  const navigate = useNavigate();
  const [texto, setTexto] = useState('');
  const [filtro, setFiltro] = useState({ nombre: '', page: 1 });
  const { data, error, isLoading, isFetching } = useClientesQuery(filtro, { refetchOnMountOrArgChange: true });

  function buscar(event?: FormEvent) {
    event?.preventDefault();
    const nombre = texto.trim();
    // An empty search lists everyone again; one or two letters would match almost everyone (spec 02 §9).
    if (nombre === '' || [...nombre].length >= MINIMO_BUSQUEDA) setFiltro({ nombre, page: 1 });
  }

  return (
    <div className="cartera-page-narrow">
      <PageHeader
        title="Clientes"
        actions={
          <Puede permiso="CLIENTES_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Añadir" onClick={() => navigate('/clientes/')} />
          </Puede>
        }
      />
      <form role="search" onSubmit={buscar} className="cartera-busqueda">
        <InputGroup
          name="busqueda"
          aria-label="Buscar cliente por nombre, razón social o RFC"
          placeholder="Buscar por nombre o RFC (mínimo 3 letras)"
          value={texto}
          onValueChange={setTexto}
          rightElement={<Button type="submit" variant="minimal" icon={<SearchIcon />} aria-label="Buscar" />}
        />
      </form>
      {isLoading && <Spinner aria-label="Cargando" />}
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {(error as ApiError).message}
        </Callout>
      )}
      {data && data.items.length === 0 && <NonIdealState icon={<PeopleIcon size={48} />} title="Sin resultados" />}
      {data && data.items.length > 0 && (
        <>
          <CardList aria-label="Clientes" aria-busy={isFetching} className={isFetching ? 'cartera-loading' : undefined}>
            {data.items.map((cliente) => (
              <Card key={cliente.id} className="cartera-fila" data-cliente={cliente.id}>
                <Link to={`/clientes/${cliente.id}`} className="cartera-fila-boton cartera-cliente-enlace">
                  <strong>{cliente.nombre}</strong>
                  <span>{cliente.rfc}</span>
                </Link>
                {cliente.esRobot && (
                  <Tag round minimal intent={Intent.WARNING}>
                    Por validar
                  </Tag>
                )}
              </Card>
            ))}
          </CardList>
          <Pager page={data} onChange={(page) => setFiltro((f) => ({ ...f, page }))} />
        </>
      )}
    </div>
  );
}
