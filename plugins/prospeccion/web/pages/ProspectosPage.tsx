import { Button, Dialog, DialogBody, Intent, Tag } from '@blueprintjs/core';
import { NewPersonIcon, PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { PagedList, SearchBox, useBusqueda } from '../../../../web/src/ui/SearchList.tsx';
import { MINIMO_BUSQUEDA } from '../../shared/mensajes.ts';
import type { ProspectoFila } from '../../shared/prospectos.ts';
import { useProspectoQuery, useProspectosQuery } from '../api.ts';
import { ProspectoDetalle } from '../components/ProspectoDetalle.tsx';
import '../prospeccion.css';

/** The detail of the prospect opened from the list, read whole (the row carries only what the card shows). */
function DetalleEnDialogo({ fila, onCerrar }: { fila: ProspectoFila; onCerrar: () => void }) {
  const { data } = useProspectoQuery(fila.id, { refetchOnMountOrArgChange: true });
  return (
    <>
      {data && <ProspectoDetalle prospecto={data} onEliminado={onCerrar} />}
      <p>
        <Link to={`/prospectos/${fila.id}`}>Abrir la página del prospecto</Link>
      </p>
    </>
  );
}

/**
 * /prospectos (spec 03 §2): 'Prospectos' by name, a search sent on Enter or the search icon with 3
 * letters or more, the cards, the pager, 'Añadir' and the detail in a dialog.
 */
export default function ProspectosPage() {
  const navigate = useNavigate();
  const busqueda = useBusqueda(MINIMO_BUSQUEDA);
  const [abierto, setAbierto] = useState<ProspectoFila | null>(null);
  const result = useProspectosQuery(busqueda.filtro, { refetchOnMountOrArgChange: true });

  return (
    <div className="cartera-page-narrow">
      <PageHeader
        title="Prospectos"
        back="/prospeccion"
        backLabel="Regresar a Prospección"
        actions={
          <Puede permiso="PROSPECTOS_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Añadir" onClick={() => navigate('/prospectos/')} />
          </Puede>
        }
      />
      <SearchBox busqueda={busqueda} label="Buscar prospecto por nombre o razón social" placeholder="Buscar por nombre (mínimo 3 letras)" />
      <PagedList result={result} icon={<NewPersonIcon size={48} />} label="Prospectos" onPage={busqueda.setPage}>
        {(p) => (
          <Fila key={p.id} className="cartera-fila" data-prospecto={p.id}>
            <button type="button" className="cartera-fila-boton" onClick={() => setAbierto(p)}>
              <strong>{p.nombre}</strong>
              <span>{[p.telefono, p.email].filter(Boolean).join(' · ')}</span>
            </button>
            {p.status === 'convertido' && (
              <Tag round minimal intent={Intent.PRIMARY}>
                Cliente
              </Tag>
            )}
            {p.esRobot && (
              <Tag round minimal intent={Intent.WARNING}>
                Por validar
              </Tag>
            )}
          </Fila>
        )}
      </PagedList>
      <Dialog isOpen={abierto !== null} onClose={() => setAbierto(null)} title={abierto?.nombre ?? ''} style={{ width: 'min(640px, 95vw)' }}>
        <DialogBody>{abierto && <DetalleEnDialogo fila={abierto} onCerrar={() => setAbierto(null)} />}</DialogBody>
      </Dialog>
    </div>
  );
}
