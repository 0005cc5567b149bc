import { Button, Dialog, DialogBody, Intent, Tag } from '@blueprintjs/core';
import { PeopleIcon, PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import type { Vendedor } from '../../shared/vendedores.ts';
import { useVendedoresQuery } from '../api.ts';
import { nombreVendedor } from '../components/nombreVendedor.ts';
import { PagedList, SearchBox, useBusqueda } from '../../../../web/src/ui/SearchList.tsx';
import { VendedorDetalle } from '../components/VendedorDetalle.tsx';
import '../catalogos.css';
import { Fila } from '../../../../web/src/ui/Fila.tsx';

/** /vendedores (spec 03 §2): the sellers ordered by name, a name search, a detail modal and add. */
export default function VendedoresPage() {
  const navigate = useNavigate();
  const busqueda = useBusqueda();
  const [abierto, setAbierto] = useState<Vendedor | null>(null);
  const result = useVendedoresQuery(busqueda.filtro, { refetchOnMountOrArgChange: true });

  return (
    <div>
      <PageHeader
        title="Vendedores"
        actions={
          <Puede permiso="VENDEDORES_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Agregar vendedor" onClick={() => navigate('/vendedores/')} />
          </Puede>
        }
      />
      <SearchBox busqueda={busqueda} label="Buscar vendedor por nombre" placeholder="Buscar por nombre (mínimo 3 letras)" />
      <PagedList result={result} icon={<PeopleIcon size={48} />} label="Vendedores" onPage={busqueda.setPage}>
        {(vendedor) => (
          <Fila key={vendedor.id} className="cartera-fila" data-vendedor={vendedor.id}>
            <button type="button" className="cartera-fila-boton" onClick={() => setAbierto(vendedor)}>
              <strong>{nombreVendedor(vendedor)}</strong>
              <span>{[vendedor.correo, vendedor.telefono].filter(Boolean).join(' · ')}</span>
            </button>
            {vendedor.status !== 'activo' && (
              <Tag round minimal>
                Inactivo
              </Tag>
            )}
          </Fila>
        )}
      </PagedList>
      <Dialog isOpen={abierto !== null} onClose={() => setAbierto(null)} title={abierto ? nombreVendedor(abierto) : ''}>
        <DialogBody>{abierto && <VendedorDetalle vendedor={abierto} onEliminado={() => setAbierto(null)} />}</DialogBody>
      </Dialog>
    </div>
  );
}
