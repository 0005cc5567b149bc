import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense } from 'react';
import { usePolizaQuery } from '../../polizas.api.ts';
import { EstadoDeCarga } from '../../../../../web/src/ui/EstadoDeCarga.tsx';

// The detail (tabs, receipts, payment and cancel forms) is fetched with the first card opened, not with the list.
const PolizaDetalle = lazy(() => import('./PolizaDetalle.tsx').then((m) => ({ default: m.PolizaDetalle })));

interface PolizaModalProps {
  /** The policy to show; null keeps the dialog closed. */
  polizaId: number | null;
  onClose: () => void;
}

/** 'Detalle de póliza' (spec 02 §2.1): the detail of the card the user clicked, in a modal. */
export function PolizaModal({ polizaId, onClose }: PolizaModalProps) {
  const { data, error, isLoading } = usePolizaQuery(polizaId ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <Dialog isOpen={polizaId !== null} onClose={onClose} title="Detalle de póliza" className="polizas-modal" style={{ width: 'min(960px, 95vw)' }}>
      <DialogBody>
        <EstadoDeCarga cargando={isLoading} error={error} />
        {data && data.id === polizaId && (
          <Suspense fallback={<Spinner aria-label="Cargando" />}>
            <PolizaDetalle poliza={data} enPagina={false} onEliminada={onClose} />
          </Suspense>
        )}
      </DialogBody>
    </Dialog>
  );
}
