import { Button, Callout, Card, CardList, Dialog, DialogBody, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { PeopleIcon, PlusIcon, SearchIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import type { Vendedor } from '../../shared/vendedores.ts';
import { useVendedoresQuery } from '../api.ts';
import { nombreVendedor } from '../components/nombreVendedor.ts';
import { Pager } from '../../../../web/src/ui/Pager.tsx';
import { VendedorDetalle } from '../components/VendedorDetalle.tsx';
import '../catalogos.css';

/** A search shorter than this is not sent (spec 03 §9). */
const MINIMO_BUSQUEDA = 3;

/** /vendedores (spec 03 §2): the sellers ordered by name, a name search, a detail modal and add. */
export default function VendedoresPage() {
  const navigate = useNavigate();
  const [texto, setTexto] = useState('');
  const [filtro, setFiltro] = useState({ nombre: '', page: 1 });
  const [abierto, setAbierto] = useState<Vendedor | null>(null);
  const { data, error, isLoading, isFetching } = useVendedoresQuery(filtro, { refetchOnMountOrArgChange: true });

  function buscar(event?: FormEvent) {
    event?.preventDefault();
    const nombre = texto.trim();
    // An empty search shows everyone again; one or two letters would match almost everyone.
    if (nombre === '' || nombre.length >= MINIMO_BUSQUEDA) setFiltro({ nombre, page: 1 });
  }

  return (
    <div className="cartera-page-narrow">
      <PageHeader
        title="Vendedores"
        actions={
          <Puede permiso="VENDEDORES_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Agregar Vendedor" onClick={() => navigate('/vendedores/')} />
          </Puede>
        }
      />
      <form role="search" onSubmit={buscar} className="cartera-busqueda">
        <InputGroup
          name="busqueda"
          aria-label="Buscar vendedor por nombre"
          placeholder="Buscar por nombre (mínimo 3 letras)"
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
          <CardList aria-label="Vendedores" aria-busy={isFetching} className={isFetching ? 'cartera-loading' : undefined}>
            {data.items.map((vendedor) => (
              <Card key={vendedor.id} className="cartera-fila" data-vendedor={vendedor.id}>
                <button type="button" className="cartera-fila-boton" onClick={() => setAbierto(vendedor)}>
                  <strong>{nombreVendedor(vendedor)}</strong>
                  <span>{[vendedor.correo, vendedor.telefono].filter(Boolean).join(' · ')}</span>
                </button>
                {vendedor.status !== 'activo' && (
                  <Tag round minimal>
                    Inactivo
                  </Tag>
                )}
              </Card>
            ))}
          </CardList>
          <Pager page={data} onChange={(page) => setFiltro((f) => ({ ...f, page }))} />
        </>
      )}
      <Dialog isOpen={abierto !== null} onClose={() => setAbierto(null)} title={abierto ? nombreVendedor(abierto) : ''}>
        <DialogBody>{abierto && <VendedorDetalle vendedor={abierto} onEliminado={() => setAbierto(null)} />}</DialogBody>
      </Dialog>
    </div>
  );
}
