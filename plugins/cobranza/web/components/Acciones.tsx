import { AccionesAportadas } from '../../../../web/src/plugins/AccionesAportadas.tsx';
import { Button } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import type { Permiso } from '../../../../core/shared/access/permisos.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ACCIONES_DE_REGISTRO, type RegistroDeAccion } from '../../../polizas/shared/acciones-de-registro.ts';

export interface Accion<A extends string> {
  accion: A;
  /** The button's accessible name and tooltip, as the spec names the dialog: 'Pagar Recibo'. */
  texto: string;
  icono: ReactElement;
  /** Who sees the button: the permission of what it opens. */
  permiso: Permiso | readonly Permiso[];
  /** Shown but disabled, with this reason as its tooltip. */
  deshabilitada?: string;
  /** A state shown as a plain icon, not a button (a paid receipt's). */
  inerte?: boolean;
}

interface AccionesProps<A extends string> {
  acciones: readonly Accion<A>[];
  onAccion: (accion: A) => void;
  /** The card's record, for the actions other plugins contribute (the e-mail). */
  registro: RegistroDeAccion;
}

/** A card's icon buttons, each for whoever holds its permission. */
export function Acciones<A extends string>({ acciones, onAccion, registro }: AccionesProps<A>) {
  return (
    <div className="cobranza-acciones" role="group" aria-label="Acciones">
      {acciones.map((a) => (
        <Puede key={a.accion} permiso={a.permiso}>
          {a.inerte ? (
            <span className="cobranza-inerte" role="img" aria-label={a.texto} title={a.texto}>
              {a.icono}
            </span>
          ) : (
            <Button
              variant="minimal"
              icon={a.icono}
              aria-label={a.texto}
              title={a.deshabilitada ?? a.texto}
              disabled={Boolean(a.deshabilitada)}
              onClick={() => onAccion(a.accion)}
            />
          )}
        </Puede>
      ))}
      <AccionesAportadas punto={ACCIONES_DE_REGISTRO} props={{ registro, compacta: true }} />
    </div>
  );
}
