import { Intent, Tag } from '@blueprintjs/core';
import { EnvelopeIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { fechaHoraLocal } from '../instantes.ts';
import type { Cotizacion } from '../../shared/cotizaciones.ts';

/**
 * The delivery mark (spec 03 §4): viewed (fechaVista) takes priority over sent (fechaEnvio); a
 * quotation neither sent nor opened shows nothing.
 */
export function MarcaDeEnvio({ cotizacion }: { cotizacion: Pick<Cotizacion, 'fechaEnvio' | 'fechaVista'> }) {
  const { fechaEnvio, fechaVista } = cotizacion;
  if (fechaVista)
    return (
      <Tag minimal intent={Intent.SUCCESS} icon={<EyeOpenIcon />} data-marca="vista">
        Vista el {fechaHoraLocal(fechaVista)}
      </Tag>
    );
  if (fechaEnvio)
    return (
      <Tag minimal intent={Intent.PRIMARY} icon={<EnvelopeIcon />} data-marca="enviada">
        Enviada el {fechaHoraLocal(fechaEnvio)}
      </Tag>
    );
  return null;
}
