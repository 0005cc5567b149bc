import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { AvisoDeRechazo } from '../../../../../web/src/ui/AvisoDeRechazo.tsx';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import { useGuardado } from '../../../../../web/src/ui/useGuardado.ts';
import type { ColumnaEmbudo } from '../../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../../shared/mensajes.ts';
import { useEliminarColumnaMutation } from '../../embudo.api.ts';
import { useEmbudo } from './contexto.ts';

function Confirmacion({ columna, onCerrar }: { columna: ColumnaEmbudo; onCerrar: () => void }) {
  const { kanban } = useEmbudo();
  const otras = kanban.columns.filter((c) => c.id !== columna.id);
  const [destino, setDestino] = useState<number | null>(otras[0]?.id ?? null);
  const [eliminar, { isLoading }] = useEliminarColumnaMutation();
  const { rechazo, intentar } = useGuardado();
  const confirmar = () =>
    intentar(async () => {
      const { message } = await eliminar({ id: columna.id, destino }).unwrap();
      showToast(message || M.columnaEliminada, Intent.SUCCESS);
      onCerrar();
    }, M.errorAlEliminarColumna);
  return (
    <>
      <DialogBody>
        <AvisoDeRechazo mensaje={rechazo} />
        <p id="eliminar-columna-mensaje">{M.confirmarEliminarColumna}</p>
        {/* Closed cards may be hidden: where the column's cards go is always asked. */}
        {otras.length > 0 ? (
          <FormGroup label={M.destinoDeCards} labelFor="eliminar-columna-destino">
            <HTMLSelect
              id="eliminar-columna-destino"
              value={destino ?? ''}
              onChange={(e) => setDestino(Number(e.currentTarget.value))}
              options={otras.map((c) => ({ value: c.id, label: c.nombre }))}
              fill
            />
          </FormGroup>
        ) : (
          <p>{M.sinOtraColumna}</p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onCerrar} autoFocus />
            <Button intent={Intent.DANGER} text="Aceptar" onClick={() => void confirmar()} loading={isLoading} />
          </>
        }
      />
    </>
  );
}

/** Deleting a column (spec 03 §2): 'Alerta' asks first, and where its cards go. */
export function EliminarColumna({ columna, onCerrar }: { columna: ColumnaEmbudo | null; onCerrar: () => void }) {
  return (
    <Dialog isOpen={columna !== null} onClose={onCerrar} title="Alerta" role="alertdialog" aria-describedby="eliminar-columna-mensaje">
      {columna && <Confirmacion columna={columna} onCerrar={onCerrar} />}
    </Dialog>
  );
}
