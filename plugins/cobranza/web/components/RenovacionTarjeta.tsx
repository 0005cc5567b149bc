import { Intent, Tag } from '@blueprintjs/core';
import { DisableIcon, RepeatIcon } from '@blueprintjs/icons';
import type { PolizaItem } from '../../../polizas/shared/polizas.ts';
import { colorDePoliza, dinero, fecha, nombreCompleto } from '../formato.ts';
import { PERMISOS } from '../permisos.ts';
import type { Accion } from './Acciones.tsx';
import { ADJUNTOS, BITACORA, VER_POLIZA } from './accionesComunes.tsx';
import { Tarjeta } from './Tarjeta.tsx';

export type AccionPoliza = 'detalle' | 'renovar' | 'cerrar' | 'bitacora' | 'adjuntos';

/** Renew is enabled for a vigente policy not yet renewed (spec 02 §2.7, reading b); otherwise it says why not. */
function motivoSinRenovar(poliza: PolizaItem): string | undefined {
  if (poliza.polizaIDRenovo) return 'Esta póliza ya fue renovada';
  return poliza.status === 'vigente' ? undefined : 'Solo se renueva una póliza vigente';
}

function accionesDe(poliza: PolizaItem): Accion<AccionPoliza>[] {
  return [
    VER_POLIZA,
    { accion: 'renovar', texto: 'Renovar', icono: <RepeatIcon />, permiso: PERMISOS.renovar, deshabilitada: motivoSinRenovar(poliza) },
    { accion: 'cerrar', texto: 'Cerrar póliza', icono: <DisableIcon />, permiso: PERMISOS.cerrar },
    BITACORA,
    ADJUNTOS,
  ];
}

interface RenovacionTarjetaProps {
  poliza: PolizaItem;
  hoy: string;
  /** The carousel's card: no buttons, a click opens the policy's detail. */
  compacta: boolean;
  onAccion: (accion: AccionPoliza, poliza: PolizaItem) => void;
}

/**
 * A policy to renew (spec 02 §3 'Renewal row'): client, policy number, insurer, concept, validity,
 * total with its currency, and the colour of the days left to its end (spec 02 §4, §9).
 */
export function RenovacionTarjeta({ poliza, hoy, compacta, onAccion }: RenovacionTarjetaProps) {
  const color = colorDePoliza(poliza, hoy);
  const datos = (
    <>
      <strong>{nombreCompleto(poliza)}</strong>
      <span>
        Póliza {poliza.noPoliza} · {poliza.aseguradoraAbre} · {poliza.concepto}
      </span>
      <span>
        Vigencia {fecha(poliza.fechaVigenciaDe)} – {fecha(poliza.fechaVigenciaA)}
      </span>
    </>
  );
  return (
    <Tarjeta
      marca={{ 'data-poliza': poliza.id }}
      color={color}
      compacta={compacta}
      datos={datos}
      monto={dinero(poliza.total, poliza.moneda)}
      etiqueta={
        poliza.polizaIDRenovo !== null && (
          <Tag round minimal intent={Intent.SUCCESS}>
            Renovada
          </Tag>
        )
      }
      acciones={accionesDe(poliza)}
      onAccion={(accion) => onAccion(accion, poliza)}
    />
  );
}
