import { Callout, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import type { WebDialogProps } from '../../../../web/src/plugins/contract.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { CerrarPoliza } from '../components/detalle/CierrePoliza.tsx';
import { polizaActiva } from '../components/detalle/estados.ts';
import { usePolizaQuery } from '../polizas.api.ts';
import { EstadoDeCarga } from './EstadoDeCarga.tsx';
import { idDeParams } from './idDeParams.ts';
import '../polizas.css';

/**
 * The dialog 'polizas.cerrar', 'Cerrar póliza' (spec 02 §2.4): the reason and comments that close
 * (or, without paid receipts, cancel) the policy its caller names in `params` (`{id}`). Once closed
 * it hands over the policy's id; the policy and receipt lists refresh through the cache tags.
 */
export default function CerrarPolizaDialogo({ params, onClose, onDone }: WebDialogProps<number>) {
  const id = idDeParams(params);
  const { data, error, isLoading } = usePolizaQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const poliza = data?.id === id ? data : undefined;
  if (!poliza) return <EstadoDeCarga isLoading={isLoading} error={error} />;
  if (!polizaActiva(poliza.status)) return <Callout intent={Intent.WARNING}>{MENSAJES_POLIZAS.noCerrable}</Callout>;
  return <CerrarPoliza poliza={poliza} onListo={() => onDone(poliza.id)} onRegresar={onClose} />;
}
