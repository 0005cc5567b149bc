import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Puede } from '../../../../../web/src/session/Puede.tsx';
import { ProspectoForm } from '../ProspectoForm.tsx';

/**
 * 'Nuevo prospecto' in the card form (spec 03 §9: creating a prospect from the card form needs the
 * prospect-write privilege): the prospect's form in a dialog; the saved prospect becomes the card's.
 */
export function NuevoProspecto({ onCreado }: { onCreado: (id: number) => void }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <Puede permiso="PROSPECTOS_W">
      <Button variant="minimal" size="small" icon={<PlusIcon />} text="Nuevo prospecto" onClick={() => setAbierto(true)} />
      <Dialog isOpen={abierto} onClose={() => setAbierto(false)} title="Captura de Prospecto" className="prospeccion-dialogo-prospecto">
        <DialogBody>
          {abierto && (
            <ProspectoForm
              prospecto={null}
              enDialogo={{
                onGuardado: (id) => {
                  setAbierto(false);
                  onCreado(id);
                },
                onCancelar: () => setAbierto(false),
              }}
            />
          )}
        </DialogBody>
      </Dialog>
    </Puede>
  );
}
