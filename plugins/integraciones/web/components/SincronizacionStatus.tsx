import { Intent, Tag } from '@blueprintjs/core';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { formatFechaHora } from '../../../../core/shared/format.ts';
import { MENSAJES_AUTOMATIZACIONES } from '../../shared/mensajes.ts';
import type { StatusLog } from '../../shared/sincronizacion.ts';

const INTENT: Record<StatusLog, Intent> = { en_curso: Intent.PRIMARY, exito: Intent.SUCCESS, error: Intent.DANGER, captcha: Intent.WARNING, credenciales: Intent.DANGER };

/** A run's state as a tag: en curso, exitosa, con error, detenida por CAPTCHA, credenciales incorrectas. */
export function SincronizacionStatusTag({ status }: { status: StatusLog }) {
  return (
    <Tag intent={INTENT[status]} minimal round>
      {MENSAJES_AUTOMATIZACIONES.status[status]}
    </Tag>
  );
}

/**
 * A sync timestamp ('yyyy-MM-dd HH:mm:ss', already Mexico City time) as spec 02 §11 shows them,
 * 'dd MMM yyyy HH:mm a': '24 nov 2026 16:52 p.m.'; empty when missing or invalid.
 */
export function fechaSincronizacion(valor: string | null): string {
  if (!valor || !formatFechaHora(valor)) return '';
  const [y, mo, d, h, mi] = valor.split(/[- :T]/).map(Number);
  return format(new Date(y, mo - 1, d, h, mi), 'dd MMM yyyy HH:mm a', { locale: es });
}
