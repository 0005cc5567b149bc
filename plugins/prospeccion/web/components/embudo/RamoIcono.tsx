import { DriveTimeIcon, HeartIcon, HomeIcon, PulseIcon } from '@blueprintjs/icons';
import type { RamoId } from '../../../../catalogos/shared/catalogos.ts';

/** The line's icon and name (spec 03 §2: ramos 1, 3, 5 and 7 have distinct icons). */
export const RAMOS: Readonly<Record<RamoId, { nombre: string; Icono: typeof DriveTimeIcon }>> = {
  1: { nombre: 'Auto', Icono: DriveTimeIcon },
  3: { nombre: 'Salud', Icono: PulseIcon },
  5: { nombre: 'Vida', Icono: HeartIcon },
  7: { nombre: 'Diversos', Icono: HomeIcon },
};

export function RamoIcono({ ramoId }: { ramoId: RamoId }) {
  const ramo = RAMOS[ramoId] ?? RAMOS[7];
  return <ramo.Icono title={ramo.nombre} aria-label={ramo.nombre} className="prospeccion-ramo" />;
}
