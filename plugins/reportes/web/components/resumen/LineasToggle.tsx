import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { DriveTimeIcon, HeartIcon, HomeIcon, PulseIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import type { TipoResumen } from '../../../shared/resumen.ts';
import { alternarLinea, NOMBRE_DE_LINEA, TODAS_LAS_LINEAS } from './lineas.ts';

/** The lines' icons, as GET /ramos names them. */
const ICONOS: Record<TipoResumen, ReactElement> = { vida: <HeartIcon />, auto: <DriveTimeIcon />, salud: <PulseIcon />, diversos: <HomeIcon /> };

interface LineasToggleProps {
  activas: readonly TipoResumen[];
  onChange: (activas: TipoResumen[]) => void;
}

/** The summary's multi-select line toggle (spec 02 §2.8); the rule lives in alternarLinea. */
export function LineasToggle({ activas, onChange }: LineasToggleProps) {
  return (
    <ButtonGroup role="group" aria-label="Ramos" className="cartera-resumen-lineas">
      {TODAS_LAS_LINEAS.map((linea) => {
        const activa = activas.includes(linea);
        return (
          <Button
            key={linea}
            icon={ICONOS[linea]}
            text={NOMBRE_DE_LINEA[linea]}
            intent={activa ? Intent.PRIMARY : Intent.NONE}
            aria-pressed={activa}
            onClick={() => onChange(alternarLinea(activas, linea))}
          />
        );
      })}
    </ButtonGroup>
  );
}
