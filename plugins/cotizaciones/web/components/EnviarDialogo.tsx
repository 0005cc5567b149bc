import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { SendMessageIcon } from '@blueprintjs/icons';
import { AvisoDeRechazo } from '../../../../web/src/ui/AvisoDeRechazo.tsx';
import { TextField, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useGuardado } from '../../../../web/src/ui/useGuardado.ts';
import { envioSchema } from '../../shared/cotizacion-form.ts';
import type { Cotizacion, EnvioCotizacionDatos } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { useEnviarCotizacionMutation } from '../api.ts';

interface EnviarDialogoProps {
  cotizacion: Cotizacion;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Enviar al cliente' (spec 03 §2, §7): the e-mail, prefilled with the quotation's, then the e-mail with the viewer's link goes out. */
export function EnviarDialogo({ cotizacion, isOpen, onClose }: EnviarDialogoProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={`Enviar la cotización ${cotizacion.noCotizacion}`} style={{ width: 'min(480px, 95vw)' }}>
      {isOpen && <Contenido cotizacion={cotizacion} onClose={onClose} />}
    </Dialog>
  );
}

function Contenido({ cotizacion, onClose }: { cotizacion: Cotizacion; onClose: () => void }) {
  const form = useSchemaForm<{ correo: string }, EnvioCotizacionDatos>(envioSchema, { correo: cotizacion.correo });
  const [enviar, { isLoading }] = useEnviarCotizacionMutation();
  const { rechazo, intentar } = useGuardado();
  const enviado = form.handleSubmit((datos) =>
    intentar(async () => {
      const { message } = await enviar({ id: cotizacion.id, correo: datos.correo }).unwrap();
      showToast(message || M.enviada(datos.correo), Intent.SUCCESS);
      onClose();
    }),
  );
  return (
    <form onSubmit={enviado} noValidate aria-label="Enviar cotización">
      <DialogBody>
        <AvisoDeRechazo mensaje={rechazo} />
        <p>{M.envioAyuda}</p>
        <TextField form={form} name="correo" label="Correo" type="email" autoFocus />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} />
            <Button type="submit" intent={Intent.PRIMARY} icon={<SendMessageIcon />} text="Enviar" loading={isLoading} />
          </>
        }
      />
    </form>
  );
}
