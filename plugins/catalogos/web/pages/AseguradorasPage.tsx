import { Button, Card, InputGroup, FormGroup, Intent, Switch } from '@blueprintjs/core';
import { EditIcon, PlusIcon, SearchIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import type { Aseguradora } from '../../shared/aseguradoras.ts';
import { useAseguradorasQuery } from '../api.ts';
import { PagedList } from '../../../../web/src/ui/SearchList.tsx';
import { useDebounced } from '../../../../web/src/ui/useDebounced.ts';
import { usePagina } from '../components/usePagina.ts';
import '../catalogos.css';
import { Fila } from '../../../../web/src/ui/Fila.tsx';

const TAMANO_PAGINA = 10;

/** /aseguradoras (spec 01 §2): predefined and own insurers, filtered and paged; own ones editable. */
export default function AseguradorasPage() {
  const navigate = useNavigate();
  const puedeEscribir = usePuede('ASEGURADORAS_W');
  const [nombre, setNombre] = useState('');
  const [abreviacion, setAbreviacion] = useState('');
  const [ocultarPredefinidas, setOcultarPredefinidas] = useState(false);
  const filtroNombre = useDebounced(nombre);
  const filtroAbreviacion = useDebounced(abreviacion);
  const [page, setPage] = usePagina(JSON.stringify([filtroNombre, filtroAbreviacion, ocultarPredefinidas]));
  const ids = useId();

  const resultado = useAseguradorasQuery(
    { aseguradora: filtroNombre, abreviacion: filtroAbreviacion, ocultarPredefinidas, page, size: TAMANO_PAGINA },
    { refetchOnMountOrArgChange: true },
  );

  return (
    <div>
      <PageHeader
        title="Aseguradoras"
        actions={puedeEscribir && <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Agregar aseguradora" onClick={() => navigate('/aseguradoras/')} />}
      />
      <Card className="cartera-form-card">
        <div className="cartera-filtros" role="search">
          <FormGroup label="Nombre" labelFor={`${ids}-nombre`}>
            <InputGroup id={`${ids}-nombre`} name="aseguradora" leftIcon={<SearchIcon />} value={nombre} onValueChange={setNombre} placeholder="Buscar por nombre" />
          </FormGroup>
          <FormGroup label="Abreviación" labelFor={`${ids}-abreviacion`}>
            <InputGroup
              id={`${ids}-abreviacion`}
              name="abreviacion"
              leftIcon={<SearchIcon />}
              value={abreviacion}
              onValueChange={setAbreviacion}
              placeholder="Buscar por abreviación"
            />
          </FormGroup>
          <Switch label="Ocultar predefinidas" checked={ocultarPredefinidas} onChange={(event) => setOcultarPredefinidas(event.currentTarget.checked)} />
        </div>
      </Card>
      <PagedList result={resultado} icon={<SearchIcon size={48} />} label="Aseguradoras" onPage={setPage}>
        {(aseguradora) => <FilaAseguradora key={aseguradora.id} aseguradora={aseguradora} editable={puedeEscribir} />}
      </PagedList>
    </div>
  );
}

function FilaAseguradora({ aseguradora, editable }: { aseguradora: Aseguradora; editable: boolean }) {
  const activa = aseguradora.status === 'activo';
  const etiqueta = `Editar ${aseguradora.aseguradora}`;
  return (
    <Fila className="cartera-fila" data-aseguradora={aseguradora.id}>
      <span
        className={`cartera-status-dot${activa ? ' cartera-status-dot-activo' : ''}`}
        role="img"
        aria-label={activa ? 'Activa' : 'Inactiva'}
        title={activa ? 'Activa' : 'Inactiva'}
      />
      <span className="cartera-fila-texto">
        {aseguradora.aseguradora} <small>[{aseguradora.abreviacion}]</small>
      </span>
      {editable &&
        (aseguradora.estandar ? (
          // Predefined insurers are shared by every agent and read-only (spec 01 §2).
          <Button variant="minimal" icon={<EditIcon />} disabled aria-label={etiqueta} title="Las aseguradoras predefinidas no se pueden modificar" />
        ) : (
          <Link to={`/aseguradoras/${aseguradora.id}`} className="bp6-button bp6-minimal" aria-label={etiqueta} title="Editar">
            <EditIcon />
          </Link>
        ))}
    </Fila>
  );
}
