import { Button, Card, CardList, InputGroup, FormGroup, Intent, NonIdealState, Switch } from '@blueprintjs/core';
import { EditIcon, PlusIcon, SearchIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import type { Aseguradora } from '../../shared/aseguradoras.ts';
import { useAseguradorasQuery } from '../api.ts';
import { Pager } from '../../../../web/src/ui/Pager.tsx';
import { useDebounced } from '../../../../web/src/ui/useDebounced.ts';
import { usePagina } from '../components/usePagina.ts';
import '../catalogos.css';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';

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

  const { data, error, isLoading, isFetching } = useAseguradorasQuery(
    { aseguradora: filtroNombre, abreviacion: filtroAbreviacion, ocultarPredefinidas, page, size: TAMANO_PAGINA },
    { refetchOnMountOrArgChange: true },
  );

  return (
    <div>
      <PageHeader
        title="Aseguradoras"
        actions={puedeEscribir && <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Agregar Aseguradora" onClick={() => navigate('/aseguradoras/')} />}
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
      <EstadoDeCarga cargando={isLoading} error={error} />
      {data && data.items.length === 0 && <NonIdealState icon={<SearchIcon size={48} />} title="Sin resultados" />}
      {data && data.items.length > 0 && (
        <>
          <CardList aria-label="Aseguradoras" aria-busy={isFetching} className={isFetching ? 'cartera-loading' : undefined}>
            {data.items.map((aseguradora) => (
              <FilaAseguradora key={aseguradora.id} aseguradora={aseguradora} editable={puedeEscribir} />
            ))}
          </CardList>
          <Pager page={data} onChange={setPage} />
        </>
      )}
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
