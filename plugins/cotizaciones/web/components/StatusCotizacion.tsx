import { Intent, Tag } from '@blueprintjs/core';
import { NOMBRE_STATUS } from '../../shared/mensajes.ts';
import type { StatusCotizacion } from '../../shared/cotizaciones.ts';

const INTENCION: Readonly<Record<StatusCotizacion, Intent>> = {
  captura: Intent.NONE,
  enviada: Intent.PRIMARY,
  revision: Intent.WARNING,
  cancelada: Intent.DANGER,
  perdida: Intent.DANGER,
  ganada: Intent.SUCCESS,
  eliminada: Intent.NONE,
};

/** A quotation's status as a coloured tag: one the client accepted (revision) stands out. */
export function StatusCotizacionTag({ status }: { status: StatusCotizacion }) {
  return (
    <Tag minimal round intent={INTENCION[status]} data-status={status}>
      {NOMBRE_STATUS[status]}
    </Tag>
  );
}
