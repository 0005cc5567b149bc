import { AccionesAportadas } from '../../../../../web/src/plugins/AccionesAportadas.tsx';
import { Button, Card } from '@blueprintjs/core';
import { BanCircleIcon, DollarIcon, HistoryIcon, PaperclipIcon, RefreshIcon, UndoIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import type { Permiso } from '../../../../../core/shared/access/permisos.ts';
import { Puede } from '../../../../../web/src/session/Puede.tsx';
import { ACCIONES_DE_REGISTRO, type RegistroDeAccion } from '../../../shared/acciones-de-registro.ts';
import type { StatusPoliza } from '../../../../catalogos/shared/catalogos.ts';
import { COLORES_VENCIMIENTO, colorDeVencimiento } from '../../../shared/colores.ts';
import type { Recibo } from '../../../shared/polizas.ts';
import { StatusReciboTag } from '../detalle/Etiquetas.tsx';
import { dinero, fechaPoliza, hoy } from '../detalle/formato.ts';
import { accionesDeRecibo, type AccionRecibo } from './acciones.ts';

const BOTONES: Record<AccionRecibo, { texto: string; icono: ReactElement; permiso: Permiso | Permiso[] }> = {
  // Paying is also the collections role's action (spec 02 §6).
  pagar: { texto: 'Pagar', icono: <DollarIcon />, permiso: ['POLIZAS_W', 'POLIZAS_COBRANZA'] },
  revertir: { texto: 'Revertir pago', icono: <UndoIcon />, permiso: 'POLIZAS_W' },
  cancelar: { texto: 'Cancelar', icono: <BanCircleIcon />, permiso: 'POLIZAS_W' },
  reactivar: { texto: 'Reactivar', icono: <RefreshIcon />, permiso: 'POLIZAS_W' },
  bitacora: { texto: 'Bitácora', icono: <HistoryIcon />, permiso: 'BITACORA_R' },
  adjuntos: { texto: 'Adjuntos', icono: <PaperclipIcon />, permiso: 'ADJUNTOS_R' },
};

interface ReciboFilaProps {
  recibo: Recibo;
  /** The receipt the detail was opened for: marked, and announced as current. */
  enfocado?: boolean;
  polizaStatus: StatusPoliza;
  onAccion: (accion: AccionRecibo, recibo: Recibo) => void;
}

/** One receipt: period, due date painted by its colour (spec 02 §4, §9), total, status, payment and its actions. */
export function ReciboFila({ recibo, enfocado = false, polizaStatus, onAccion }: ReciboFilaProps) {
  const color = colorDeVencimiento(recibo, hoy(), polizaStatus);
  const nombre = `recibo ${recibo.serie}/${recibo.totalSerie}`;
  return (
    <Card
      className={enfocado ? 'polizas-recibo polizas-recibo-enfocado' : 'polizas-recibo'}
      aria-current={enfocado || undefined}
      data-recibo={recibo.id}
      data-color={color}
      style={{ borderLeftColor: COLORES_VENCIMIENTO[color] ?? 'transparent' }}
    >
      <div className="polizas-recibo-datos">
        <strong>
          Recibo {recibo.serie}/{recibo.totalSerie}
        </strong>
        <span>
          Vigencia {fechaPoliza(recibo.fecVigDe)} – {fechaPoliza(recibo.fecVigA)}
        </span>
        <span>Vence {fechaPoliza(recibo.fecVence)}</span>
        {recibo.status === 'pagado' && (
          <span>
            Pagado el {fechaPoliza(recibo.fecPago)} · Folio {recibo.folioPago}
          </span>
        )}
      </div>
      <div className="polizas-recibo-monto">
        <strong>{dinero(recibo.total, recibo.moneda.abreviacion)}</strong>
        <StatusReciboTag status={recibo.status} />
      </div>
      <div className="polizas-recibo-acciones">
        {accionesDeRecibo(recibo.status, polizaStatus).map((accion) => (
          <Puede key={accion} permiso={BOTONES[accion].permiso}>
            <Button
              size="small"
              variant="minimal"
              icon={BOTONES[accion].icono}
              text={BOTONES[accion].texto}
              aria-label={`${BOTONES[accion].texto} ${nombre}`}
              onClick={() => onAccion(accion, recibo)}
            />
          </Puede>
        ))}
        {/* A paid receipt asks nothing more of the client: no communication (spec 02 §4 'Receipt statuses'). */}
        {recibo.status !== 'pagado' && (
          <AccionesAportadas punto={ACCIONES_DE_REGISTRO} props={{ registro: { tipo: 'recibo', id: recibo.id } satisfies RegistroDeAccion as RegistroDeAccion, compacta: true }} />
        )}
      </div>
    </Card>
  );
}
