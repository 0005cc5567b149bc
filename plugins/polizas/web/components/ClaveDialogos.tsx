import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { formatFechaHora } from '../../../../core/shared/format.ts';
import type { ClaveAgente } from '../../shared/claves.ts';

/** After the first save (spec 02 §2.10): '¿Deseas registrar otra clave de agente?' Sí / No. */
export function OtraClaveDialog({ isOpen, onSi, onNo }: { isOpen: boolean; onSi: () => void; onNo: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onNo} title="Clave de agente" className="cartera-clave-otra" role="alertdialog" aria-describedby="cartera-clave-otra-texto">
      <DialogBody>
        <p id="cartera-clave-otra-texto">¿Deseas registrar otra clave de agente?</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="No" onClick={onNo} />
            <Button intent={Intent.PRIMARY} text="Sí" onClick={onSi} autoFocus />
          </>
        }
      />
    </Dialog>
  );
}

/** Then whether the saved key's automatic sync is on, and when it first runs; 'Aceptar' leads to /resumen. */
export function SincronizacionDialog({ clave, onAceptar }: { clave: ClaveAgente | null; onAceptar: () => void }) {
  const activa = clave?.sincronizacion ?? false;
  const aseguradora = clave?.aseguradora.aseguradora ?? '';
  return (
    <Dialog
      isOpen={clave !== null}
      onClose={onAceptar}
      title={activa ? 'Sincronización automática activada' : 'Sincronización automática no activada'}
      className="cartera-clave-sincronizacion"
      role="alertdialog"
      aria-describedby="cartera-clave-sincronizacion-texto"
    >
      <DialogBody>
        <p id="cartera-clave-sincronizacion-texto">
          {activa
            ? `Cartera sincronizará tus pólizas con el portal de ${aseguradora}. La primera sincronización será el ${formatFechaHora(clave?.proximaSincronizacion)}.`
            : `Las pólizas de ${aseguradora} no se sincronizarán automáticamente. Puedes activarlo más adelante en Clave de agente si la aseguradora lo permite.`}
        </p>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="Aceptar" onClick={onAceptar} autoFocus />} />
    </Dialog>
  );
}
