import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { InfoSignIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';

/** The notice of a prospect an automatic process created, and its information dialog (spec 03 §2). */
export function AvisoRobot() {
  const [abierto, setAbierto] = useState(false);
  return (
    <Callout intent={Intent.WARNING} className="prospeccion-robot">
      {M.avisoRobot} <Button variant="minimal" intent={Intent.WARNING} icon={<InfoSignIcon />} text="Más información" onClick={() => setAbierto(true)} />
      <Dialog isOpen={abierto} onClose={() => setAbierto(false)} title="Prospecto creado automáticamente">
        <DialogBody>
          <p>{M.avisoRobotDetalle}</p>
        </DialogBody>
        <DialogFooter actions={<Button text="Entendido" intent={Intent.PRIMARY} onClick={() => setAbierto(false)} />} />
      </Dialog>
    </Callout>
  );
}
