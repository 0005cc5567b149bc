import { Button, Dialog, DialogBody, Intent, Spinner } from '@blueprintjs/core';
import { DocumentIcon, PlusIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { PagedList, SearchBox, useBusqueda } from '../../../../web/src/ui/SearchList.tsx';
import { NOMBRE_RAMO } from '../../shared/mensajes.ts';
import { useTemplateQuery, useTemplatesQuery } from '../api.ts';
import { AccionesTemplate } from '../components/AccionesTemplate.tsx';
import { DatosTemplate } from '../components/DatosTemplate.tsx';
import '../cotizaciones.css';

/** The list's detail dialog: the template, its edit and delete, and its page. */
function TemplateDialogo({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, isFetching } = useTemplateQuery(id ?? skipToken);
  const actual = data && data.id === id ? data : undefined;
  return (
    <Dialog isOpen={id !== null} onClose={onClose} title={actual ? actual.nombre : 'Plantilla'} style={{ width: 'min(640px, 95vw)' }}>
      <DialogBody>
        {!actual && isFetching && <Spinner aria-label="Cargando" />}
        {actual && (
          <>
            <DatosTemplate template={actual} />
            <AccionesTemplate template={actual} onEliminado={onClose} />
            <ButtonLink to={`/cotizacion/templates/${actual.id}`}>Abrir la página de la plantilla</ButtonLink>
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}

/** /cotizaciones/templates (spec 03 §2): the quotation templates with a name filter, pager, add button and a detail dialog. */
export default function TemplatesPage() {
  const navigate = useNavigate();
  const busqueda = useBusqueda();
  const resultado = useTemplatesQuery({ nombre: busqueda.filtro.nombre, page: busqueda.filtro.page }, { refetchOnMountOrArgChange: true });
  const [abierta, setAbierta] = useState<number | null>(null);
  return (
    <div>
      <PageHeader
        title="Plantillas de cotización"
        back="/cotizaciones"
        backLabel="Regresar a Cotizaciones"
        actions={
          <Puede permiso="COTIZACIONES_TEMP_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Añadir" onClick={() => navigate('/cotizaciones/templates/')} />
          </Puede>
        }
      />
      <SearchBox busqueda={busqueda} label="Nombre" placeholder="Buscar por nombre" />
      <PagedList result={resultado} icon={<DocumentIcon size={48} />} label="Lista de plantillas" onPage={busqueda.setPage}>
        {(t) => (
          <Fila key={t.id} className="cartera-fila" data-template={t.id}>
            <button type="button" className="cartera-fila-boton" onClick={() => setAbierta(t.id)}>
              <strong>{t.nombre}</strong>
              <span>
                {NOMBRE_RAMO[t.ramo]} · {t.aseguradora.abreviacion} · Plan {t.plan} · {t.moneda}
              </span>
            </button>
          </Fila>
        )}
      </PagedList>
      <TemplateDialogo id={abierta} onClose={() => setAbierta(null)} />
    </div>
  );
}
