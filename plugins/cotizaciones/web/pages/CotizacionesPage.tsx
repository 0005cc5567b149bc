import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { DocumentShareIcon, PlusIcon, SearchIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatFecha } from '../../../../core/shared/format.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { PagedList } from '../../../../web/src/ui/SearchList.tsx';
import { STATUS_COTIZACION, type StatusCotizacion } from '../../shared/cotizaciones.ts';
import { NOMBRE_RAMO, NOMBRE_STATUS } from '../../shared/mensajes.ts';
import { useCotizacionesQuery, type FiltroCotizaciones } from '../api.ts';
import { DetalleDialogo } from '../components/DetalleDialogo.tsx';
import { MarcaDeEnvio } from '../components/MarcaDeEnvio.tsx';
import { StatusCotizacionTag } from '../components/StatusCotizacion.tsx';
import '../cotizaciones.css';

const BUSQUEDA_VACIA = { noCotizacion: '', nombre: '', status: '' as StatusCotizacion | '' };
// A deleted quotation is not listed, so it is not offered as a filter either.
const STATUS_FILTRABLES = STATUS_COTIZACION.filter((s) => s !== 'eliminada');

/**
 * /cotizaciones (spec 03 §2, §7): the quotations by expiry date, filtered by number, recipient and
 * status; one opens in a dialog. Add leads to the form, Plantillas (with its privilege) to the templates.
 */
export default function CotizacionesPage() {
  const navigate = useNavigate();
  const [busqueda, setBusqueda] = useState(BUSQUEDA_VACIA);
  const [filtro, setFiltro] = useState<FiltroCotizaciones>({ ...BUSQUEDA_VACIA, page: 1 });
  const resultado = useCotizacionesQuery(filtro, { refetchOnMountOrArgChange: true });
  const [abierta, setAbierta] = useState<number | null>(null);

  function buscar(event: FormEvent) {
    event.preventDefault();
    setFiltro({ ...busqueda, page: 1 });
  }

  return (
    <div>
      <PageHeader
        title="Cotizaciones"
        actions={
          <>
            <Puede permiso="COTIZACIONES_TEMP_R">
              <ButtonLink to="/cotizaciones/templates">Plantillas</ButtonLink>
            </Puede>
            <Puede permiso="COTIZACIONES_W">
              <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Añadir" onClick={() => navigate('/cotizaciones/')} />
            </Puede>
          </>
        }
      />
      <form role="search" onSubmit={buscar} className="cartera-filtros cotizaciones-filtros">
        <FormGroup label="Número de cotización" labelFor="cotizaciones-noCotizacion">
          <InputGroup
            id="cotizaciones-noCotizacion"
            name="noCotizacion"
            inputMode="numeric"
            value={busqueda.noCotizacion}
            onValueChange={(valor) => setBusqueda((b) => ({ ...b, noCotizacion: valor.replace(/\D/g, '') }))}
          />
        </FormGroup>
        <FormGroup label="Cliente" labelFor="cotizaciones-nombre">
          <InputGroup id="cotizaciones-nombre" name="nombre" value={busqueda.nombre} onValueChange={(valor) => setBusqueda((b) => ({ ...b, nombre: valor }))} />
        </FormGroup>
        <FormGroup label="Estatus" labelFor="cotizaciones-status">
          <HTMLSelect
            id="cotizaciones-status"
            name="status"
            fill
            value={busqueda.status}
            onChange={(e) => {
              const status = e.currentTarget.value as StatusCotizacion | '';
              setBusqueda((b) => ({ ...b, status }));
            }}
            options={[{ value: '', label: 'Todos' }, ...STATUS_FILTRABLES.map((s) => ({ value: s, label: NOMBRE_STATUS[s] }))]}
          />
        </FormGroup>
        <Button type="submit" icon={<SearchIcon />} text="Buscar" />
      </form>
      <PagedList result={resultado} icon={<DocumentShareIcon size={48} />} label="Lista de cotizaciones" onPage={(page) => setFiltro((f) => ({ ...f, page }))}>
        {(c) => (
          <Fila key={c.id} className="cartera-fila" data-cotizacion={c.id}>
            <button type="button" className="cartera-fila-boton" onClick={() => setAbierta(c.id)}>
              <strong>
                Cotización {c.noCotizacion} · {c.nombre}
              </strong>
              <span>
                {NOMBRE_RAMO[c.ramo]} · {c.propuestas === 1 ? '1 propuesta' : `${c.propuestas} propuestas`} · Vence el {formatFecha(c.fecVencimiento)}
              </span>
            </button>
            <MarcaDeEnvio cotizacion={c} />
            <StatusCotizacionTag status={c.status} />
          </Fila>
        )}
      </PagedList>
      <DetalleDialogo id={abierta} onClose={() => setAbierta(null)} />
    </div>
  );
}
