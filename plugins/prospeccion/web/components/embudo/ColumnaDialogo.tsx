import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { TextField, useSchemaForm } from '../../../../../web/src/ui/forms.tsx';
import { AvisoDeRechazo } from '../../../../../web/src/ui/AvisoDeRechazo.tsx';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import { useGuardado } from '../../../../../web/src/ui/useGuardado.ts';
import { nombreColumnaSchema } from '../../../shared/embudo-form.ts';
import type { ColumnaEmbudo } from '../../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../../shared/mensajes.ts';
import { useGuardarColumnaMutation } from '../../embudo.api.ts';

function FormColumna({ kanbanId, columna, onCerrar }: { kanbanId: number; columna: ColumnaEmbudo | null; onCerrar: () => void }) {
  const [guardar, { isLoading }] = useGuardarColumnaMutation();
  const { rechazo, intentar } = useGuardado();
  const form = useSchemaForm<{ nombre: string }>(nombreColumnaSchema, () => ({ nombre: columna?.nombre ?? '' }));
  const enviar = form.handleSubmit(({ nombre }) =>
    intentar(async () => {
      const { message } = await guardar({ id: columna?.id ?? null, kanbanId, nombre, orden: columna?.orden ?? null }).unwrap();
      showToast(message || M.columnaGuardada, Intent.SUCCESS);
      onCerrar();
    }, M.errorAlGuardarColumna),
  );
  return (
    <form onSubmit={enviar} noValidate aria-label="Columna">
      <DialogBody>
        <AvisoDeRechazo mensaje={rechazo} />
        <TextField form={form} name="nombre" label="Nombre de la columna" autoComplete="off" autoFocus />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onCerrar} />
            <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />} text="Guardar" loading={isLoading} />
          </>
        }
      />
    </form>
  );
}

interface ColumnaDialogoProps {
  kanbanId: number;
  /** Open while set: `{columna: null}` adds one, a column renames it. */
  abierta: { columna: ColumnaEmbudo | null } | null;
  onCerrar: () => void;
}

/** A column's name (spec 03 §5: letters only, 20 at most): a new column goes last. */
export function ColumnaDialogo({ kanbanId, abierta, onCerrar }: ColumnaDialogoProps) {
  return (
    <Dialog isOpen={abierta !== null} onClose={onCerrar} title={abierta?.columna ? 'Renombrar columna' : 'Agregar columna'}>
      {abierta && <FormColumna kanbanId={kanbanId} columna={abierta.columna} onCerrar={onCerrar} />}
    </Dialog>
  );
}
