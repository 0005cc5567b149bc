import { Button, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { EditIcon, NotificationsIcon, PlusIcon, SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { textoVisible } from '../../shared/sanitizar-html.ts';
import type { ComunicadoAgente } from '../../shared/comunicados.ts';
import { useComunicadosAdminQuery } from '../api.ts';
import { fechaHoraVisible } from '../components/fechaHora.ts';
import { PagedList } from '../../../../web/src/ui/SearchList.tsx';
import { useDebounced } from '../../../../web/src/ui/useDebounced.ts';
import { usePagina } from '../components/usePagina.ts';
import '../catalogos.css';
import { Fila } from '../../../../web/src/ui/Fila.tsx';

function vigencia(comunicado: ComunicadoAgente): string {
  const desde = `Desde ${fechaHoraVisible(comunicado.publicadoDe)}`;
  return comunicado.publicadoA ? `${desde} hasta ${fechaHoraVisible(comunicado.publicadoA)}` : `${desde}, sin fin`;
}

/** /configuracion/comunicados (issue 4, ADR 011): the announcements the agent publishes to its users. */
export default function ComunicadosPage() {
  const navigate = useNavigate();
  const puedeEscribir = usePuede('COMUNICADOS_W');
  const [texto, setTexto] = useState('');
  const filtro = useDebounced(texto.trim());
  const [page, setPage] = usePagina(filtro);
  const resultado = useComunicadosAdminQuery({ texto: filtro, page }, { refetchOnMountOrArgChange: true });

  return (
    <div>
      <PageHeader
        title="Comunicados"
        back="/configuracion"
        backLabel="Regresar a Configuración"
        actions={puedeEscribir && <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Agregar comunicado" onClick={() => navigate('/configuracion/comunicados/')} />}
      />
      <div className="cartera-busqueda" role="search">
        <InputGroup name="texto" aria-label="Buscar en el texto" placeholder="Buscar en el texto" leftIcon={<SearchIcon />} value={texto} onValueChange={setTexto} />
      </div>
      <PagedList result={resultado} icon={<NotificationsIcon size={48} />} label="Comunicados" onPage={setPage}>
        {(comunicado) => (
          <Fila key={comunicado.id} className="cartera-fila" data-comunicado={comunicado.id}>
            <span className="cartera-fila-texto cartera-comunicado-resumen">
              <strong>{textoVisible(comunicado.texto)}</strong>
              <span>{vigencia(comunicado)}</span>
            </span>
            <Tag intent={comunicado.publicado ? Intent.SUCCESS : Intent.NONE} round minimal>
              {comunicado.publicado ? 'Publicado' : 'No publicado'}
            </Tag>
            {puedeEscribir && (
              <Link to={`/configuracion/comunicados/${comunicado.id}`} className="bp6-button bp6-minimal" aria-label={`Editar el comunicado ${comunicado.id}`} title="Editar">
                <EditIcon />
              </Link>
            )}
          </Fila>
        )}
      </PagedList>
    </div>
  );
}
