import { Intent, Tag } from '@blueprintjs/core';
import { DollarIcon, TickCircleIcon } from '@blueprintjs/icons';
import { STATUS_RECIBO, type StatusRecibo } from '../../../catalogos/shared/catalogos.ts';
import { colorDeVencimiento } from '../../../polizas/shared/colores.ts';
import type { ReciboItem } from '../../../polizas/shared/polizas.ts';
import { dinero, fecha, nombreCompleto } from '../formato.ts';
import { PERMISOS } from '../permisos.ts';
import type { Accion } from './Acciones.tsx';
import { ADJUNTOS, BITACORA, VER_POLIZA } from './accionesComunes.tsx';
import { Tarjeta } from './Tarjeta.tsx';

const INTENT: Record<StatusRecibo, Intent> = { pendiente: Intent.PRIMARY, vencido: Intent.DANGER, pagado: Intent.SUCCESS, cancelado: Intent.NONE };

export type AccionRecibo = 'detalle' | 'pagar' | 'bitacora' | 'adjuntos';

/** A receipt's actions on the collections screens (spec 02 §2.6); paying only while it is unpaid. */
function accionesDe(recibo: ReciboItem): Accion<AccionRecibo>[] {
  const pago: Accion<AccionRecibo>[] =
    recibo.status === 'pagado'
      ? [{ accion: 'pagar', texto: 'Recibo pagado', icono: <TickCircleIcon />, permiso: PERMISOS.pagar, inerte: true }]
      : recibo.status === 'cancelado'
        ? []
        : [{ accion: 'pagar', texto: 'Pagar Recibo', icono: <DollarIcon />, permiso: PERMISOS.pagar }];
  return [VER_POLIZA, ...pago, BITACORA, ADJUNTOS];
}

interface ReciboTarjetaProps {
  recibo: ReciboItem;
  hoy: string;
  /** The carousel's card: no buttons, a click opens the policy's detail. */
  compacta: boolean;
  onAccion: (accion: AccionRecibo, recibo: ReciboItem) => void;
}

/**
 * A receipt to collect: client, policy number, insurer, amount with its currency, due date, and its
 * due-date colour as the card's stripe (spec 02 §4, §9).
 */
export function ReciboTarjeta({ recibo, hoy, compacta, onAccion }: ReciboTarjetaProps) {
  const { poliza } = recibo;
  const color = colorDeVencimiento(recibo, hoy, poliza.status);
  const datos = (
    <>
      <strong>{nombreCompleto(poliza.cliente)}</strong>
      <span>
        Póliza {poliza.noPoliza} · {poliza.agenteClave.aseguradora.abreviacion}
      </span>
      <span>
        Recibo {recibo.serie}/{recibo.totalSerie} · Vence {fecha(recibo.fecVence)}
      </span>
    </>
  );
  return (
    <Tarjeta
      marca={{ 'data-recibo': recibo.id }}
      color={color}
      compacta={compacta}
      datos={datos}
      monto={dinero(recibo.total, recibo.moneda.abreviacion)}
      etiqueta={
        <Tag round minimal intent={INTENT[recibo.status]}>
          {STATUS_RECIBO.find((s) => s.key === recibo.status)?.value}
        </Tag>
      }
      acciones={accionesDe(recibo)}
      onAccion={(accion) => onAccion(accion, recibo)}
    />
  );
}
