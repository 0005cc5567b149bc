import { Intent, Tag } from '@blueprintjs/core';
import { DriveTimeIcon, HeartIcon, HomeIcon, PulseIcon } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import { RAMO, type RamoId, type StatusPoliza, type StatusRecibo } from '../../../../catalogos/shared/catalogos.ts';
import { statusPolizaVisible, statusReciboVisible } from './formato.ts';

/** The lines of business with their names and icons (the catalogue's ramos: drive-time, pulse, heart, home). */
export const RAMOS: readonly { id: RamoId; nombre: string; Icono: ComponentType<{ title?: string; size?: number }> }[] = [
  { id: RAMO.AUTO, nombre: 'Auto', Icono: DriveTimeIcon },
  { id: RAMO.SALUD, nombre: 'Salud', Icono: PulseIcon },
  { id: RAMO.VIDA, nombre: 'Vida', Icono: HeartIcon },
  { id: RAMO.DIVERSOS, nombre: 'Diversos', Icono: HomeIcon },
];

/** The line's icon, named for screen readers. */
export function RamoIcono({ ramo, size = 20 }: { ramo: RamoId; size?: number }) {
  const r = RAMOS.find((x) => x.id === ramo);
  if (!r) return null;
  return (
    <span className="polizas-ramo" role="img" aria-label={r.nombre} title={r.nombre}>
      <r.Icono size={size} />
    </span>
  );
}

const INTENT_POLIZA: Record<StatusPoliza, Intent> = {
  vigente: Intent.SUCCESS,
  pendiente: Intent.WARNING,
  terminada: Intent.NONE,
  cancelada: Intent.DANGER,
  eliminada: Intent.DANGER,
};

const INTENT_RECIBO: Record<StatusRecibo, Intent> = {
  pendiente: Intent.PRIMARY,
  vencido: Intent.DANGER,
  pagado: Intent.SUCCESS,
  cancelado: Intent.NONE,
};

export function StatusPolizaTag({ status }: { status: StatusPoliza }) {
  return (
    <Tag round minimal intent={INTENT_POLIZA[status]} data-status={status}>
      {statusPolizaVisible(status)}
    </Tag>
  );
}

export function StatusReciboTag({ status }: { status: StatusRecibo }) {
  return (
    <Tag round minimal intent={INTENT_RECIBO[status]} data-status={status}>
      {statusReciboVisible(status)}
    </Tag>
  );
}

/** A policy or client created by a sync or PDF process (spec 02 §1). */
export function RobotTag() {
  return (
    <Tag round minimal intent={Intent.WARNING}>
      Por validar
    </Tag>
  );
}
