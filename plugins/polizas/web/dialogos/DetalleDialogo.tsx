import { skipToken } from '@reduxjs/toolkit/query';
import type { WebDialogProps } from '../../../../web/src/plugins/contract.ts';
import { PolizaDetalle } from '../components/detalle/PolizaDetalle.tsx';
import { usePolizaQuery } from '../polizas.api.ts';
import { EstadoDeCarga } from './EstadoDeCarga.tsx';
import { idDeParams, reciboDeParams } from './idDeParams.ts';
import '../polizas.css';

/**
 * The dialog 'polizas.detalle', 'Detalle de póliza' (spec 02 §2.2): the detail of the policy its
 * caller names in `params` (`{id}`, and `reciboId` to bring one receipt into view), with its toolbar
 * and receipts. It hands nothing back.
 */
export default function DetalleDialogo({ params, onClose }: WebDialogProps) {
  const id = idDeParams(params);
  const { data, error, isLoading } = usePolizaQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <>
      <EstadoDeCarga isLoading={isLoading} error={error} />
      {data && data.id === id && <PolizaDetalle poliza={data} enPagina={false} onEliminada={onClose} reciboEnfocado={reciboDeParams(params)} />}
    </>
  );
}
