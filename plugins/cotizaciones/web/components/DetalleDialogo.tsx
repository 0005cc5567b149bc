import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { useCotizacionQuery } from '../api.ts';
import { AccionesCotizacion } from './AccionesCotizacion.tsx';
import { AvisoEmpresa } from './AvisoEmpresa.tsx';
import { DatosCotizacion } from './DatosCotizacion.tsx';

/** The list's detail dialog (spec 03 §2: the detail also as a modal), with the same actions as its page. */
export function DetalleDialogo({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, isFetching } = useCotizacionQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const actual = data && data.id === id ? data : undefined;
  return (
    <Dialog isOpen={id !== null} onClose={onClose} title={actual ? `Cotización ${actual.noCotizacion}` : 'Cotización'} style={{ width: 'min(960px, 95vw)' }}>
      <DialogBody>
        {!actual && isFetching && <Spinner aria-label="Cargando" />}
        {actual && (
          <div data-cotizacion={actual.id}>
            <AvisoEmpresa cotizacion={actual} />
            <DatosCotizacion cotizacion={actual} />
            <AccionesCotizacion cotizacion={actual} onEliminada={onClose} />
            <ButtonLink to={`/cotizacion/${actual.id}`}>Abrir la página de la cotización</ButtonLink>
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
