import { Callout, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import type { WebDialogProps } from '../../../../web/src/plugins/contract.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { nombreCompleto } from '../components/detalle/formato.ts';
import { accionesDeRecibo } from '../components/recibos/acciones.ts';
import { PagarReciboForm } from '../components/recibos/PagarReciboForm.tsx';
import { useReciboQuery } from '../polizas.api.ts';
import { EstadoDeCarga } from './EstadoDeCarga.tsx';
import { idDeParams } from './idDeParams.ts';
import '../polizas.css';

/**
 * The dialog 'polizas.pagarRecibo', 'Pagar Recibo' (spec 02 §2.5): the payment form of the receipt
 * its caller names in `params` (`{id}`). Once paid it hands over the receipt's id; the payment
 * refreshes every receipt list through the cache tags.
 */
export default function PagarReciboDialogo({ params, onClose, onDone }: WebDialogProps<number>) {
  const id = idDeParams(params);
  const { data, error, isLoading } = useReciboQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const recibo = data?.id === id ? data : undefined;
  if (!recibo) return <EstadoDeCarga isLoading={isLoading} error={error} />;
  if (!accionesDeRecibo(recibo.status, recibo.poliza.status).includes('pagar')) {
    const sinPoliza = recibo.status === 'pendiente' || recibo.status === 'vencido';
    return <Callout intent={Intent.WARNING}>{sinPoliza ? MENSAJES_POLIZAS.polizaNoActiva : MENSAJES_POLIZAS.reciboNoPagable}</Callout>;
  }
  return (
    <>
      <p>
        Póliza {recibo.poliza.noPoliza} · {nombreCompleto(recibo.poliza.cliente)}
      </p>
      <PagarReciboForm recibo={recibo} onListo={() => onDone(recibo.id)} onRegresar={onClose} />
    </>
  );
}
