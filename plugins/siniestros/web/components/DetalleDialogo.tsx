import { Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { useSiniestroQuery } from '../api.ts';
import { DatosSiniestro } from './DatosSiniestro.tsx';

/** The list's detail dialog (spec 03 §2): the claim's data, its page (attachments, log) and its edit form. */
export function DetalleDialogo({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, isFetching } = useSiniestroQuery(id ?? skipToken);
  const actual = data && data.id === id ? data : undefined;
  return (
    <Dialog isOpen={id !== null} onClose={onClose} title={actual ? `Siniestro ${actual.noSiniestro}` : 'Siniestro'} style={{ width: 'min(640px, 95vw)' }}>
      <DialogBody>
        {!actual && isFetching && <Spinner aria-label="Cargando" />}
        {actual && <DatosSiniestro siniestro={actual} />}
      </DialogBody>
      {actual && (
        <DialogFooter
          actions={
            <>
              <Puede permiso="SINIESTROS_W">
                <ButtonLink to={`/siniestros/${actual.id}`}>Editar</ButtonLink>
              </Puede>
              <ButtonLink to={`/siniestro/${actual.id}`}>Ver detalle, adjuntos y bitácora</ButtonLink>
            </>
          }
        />
      )}
    </Dialog>
  );
}
