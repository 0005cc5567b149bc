import { Intent, Tag } from '@blueprintjs/core';
import { NOMBRE_STATUS } from '../../shared/mensajes.ts';
import type { StatusSiniestro } from '../../shared/siniestros.ts';

const INTENCION: Readonly<Record<StatusSiniestro, Intent>> = {
  captura: Intent.NONE,
  faltante: Intent.WARNING,
  enviado: Intent.PRIMARY,
  rechazado: Intent.DANGER,
  finalizado: Intent.SUCCESS,
};

/** A claim's status as a coloured tag: what waits on the client stands out, closed ones read as done. */
export function StatusSiniestroTag({ status }: { status: StatusSiniestro }) {
  return (
    <Tag minimal round intent={INTENCION[status]} data-status={status}>
      {NOMBRE_STATUS[status]}
    </Tag>
  );
}
