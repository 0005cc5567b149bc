import { Button, FormGroup, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { PlusIcon, SearchIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatFecha } from '../../../../core/shared/format.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { PagedList } from '../../../../web/src/ui/SearchList.tsx';
import { nombreDePersona } from '../../shared/siniestros.ts';
import { useSiniestrosQuery, type FiltroSiniestros } from '../api.ts';
import { DetalleDialogo } from '../components/DetalleDialogo.tsx';
import { StatusSiniestroTag } from '../components/StatusSiniestro.tsx';
import '../siniestros.css';

const BUSQUEDA_VACIA = { noPoliza: '', cliente: '', noSiniestro: '' };
const CAMPOS = [
  { name: 'noPoliza', label: 'Póliza' },
  { name: 'cliente', label: 'Cliente' },
  { name: 'noSiniestro', label: 'Número de siniestro' },
] as const;

/**
 * /siniestros (spec 03 §2, §7): the claims by estimated resolution, finished and rejected ones hidden
 * unless asked for, filtered by policy number, client and claim number; a claim opens in a dialog.
 */
export default function SiniestrosPage() {
  const navigate = useNavigate();
  const [busqueda, setBusqueda] = useState(BUSQUEDA_VACIA);
  const [filtro, setFiltro] = useState<FiltroSiniestros>({ ...BUSQUEDA_VACIA, cerrados: false, page: 1 });
  const resultado = useSiniestrosQuery(filtro, { refetchOnMountOrArgChange: true });
  const [abierto, setAbierto] = useState<number | null>(null);

  function buscar(event: FormEvent) {
    event.preventDefault();
    setFiltro((f) => ({ ...f, ...busqueda, page: 1 }));
  }

  return (
    <div>
      <PageHeader
        title="Siniestros"
        actions={
          <Puede permiso="SINIESTROS_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Añadir" onClick={() => navigate('/siniestros/')} />
          </Puede>
        }
      />
      <form role="search" onSubmit={buscar} className="cartera-filtros siniestros-filtros">
        {CAMPOS.map(({ name, label }) => (
          <FormGroup key={name} label={label} labelFor={`siniestros-${name}`}>
            <InputGroup id={`siniestros-${name}`} name={name} value={busqueda[name]} onValueChange={(valor) => setBusqueda((b) => ({ ...b, [name]: valor }))} />
          </FormGroup>
        ))}
        <Button type="submit" icon={<SearchIcon />} text="Buscar" />
        <Switch
          label="Mostrar finalizados y rechazados"
          checked={filtro.cerrados}
          onChange={(e) => {
            const cerrados = e.currentTarget.checked;
            setFiltro((f) => ({ ...f, cerrados, page: 1 }));
          }}
        />
      </form>
      <PagedList result={resultado} icon={<WarningSignIcon size={48} />} label="Lista de siniestros" onPage={(page) => setFiltro((f) => ({ ...f, page }))}>
        {(s) => (
          <Fila key={s.id} className="cartera-fila" data-siniestro={s.id}>
            <button type="button" className="cartera-fila-boton" onClick={() => setAbierto(s.id)}>
              <strong>
                {s.noSiniestro} · {nombreDePersona(s.cliente)}
              </strong>
              <span>
                Póliza {s.poliza.noPoliza} · {s.poliza.aseguradora} · Ocurrió el {formatFecha(s.fechaSiniestro)}
                {s.fechaEstimadaResolucion ? ` · Resolución estimada ${formatFecha(s.fechaEstimadaResolucion)}` : ''}
              </span>
            </button>
            <StatusSiniestroTag status={s.status} />
          </Fila>
        )}
      </PagedList>
      <DetalleDialogo id={abierto} onClose={() => setAbierto(null)} />
    </div>
  );
}
