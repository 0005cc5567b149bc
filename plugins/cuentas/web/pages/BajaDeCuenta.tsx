import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, H4, Intent } from '@blueprintjs/core';
import { DownloadIcon, TrashIcon, UndoIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { confirmarPasswordSchema, MENSAJES_BAJA } from '../../../../core/shared/auth/baja.ts';
import { formatFecha } from '../../../../core/shared/format.ts';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { anyEmpty, TextField, usePasswordToggle, useSchemaForm } from '../../../../web/src/ui/forms.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { descargarExportacion, useDeshacerBajaMutation, useEstadoBajaQuery, useSolicitarBajaMutation } from '../baja-api.ts';

type Accion = 'baja' | 'exportar' | null;

/**
 * Mi Cuenta's section for the principal user: export all the account's data, cancel the account
 * (deleted 3 business days later) and undo the cancellation before that date (issue 19).
 */
export function BajaDeCuenta() {
  const { data: estado } = useEstadoBajaQuery();
  const [deshacer, { isLoading: deshaciendo }] = useDeshacerBajaMutation();
  const [accion, setAccion] = useState<Accion>(null);

  const cancelarBaja = async () => {
    try {
      showToast((await deshacer().unwrap()).message, Intent.SUCCESS);
    } catch (e) {
      showToast((e as ApiError).message, Intent.DANGER);
    }
  };

  return (
    <Card className="cartera-form-card" aria-labelledby="baja-de-cuenta">
      <H4 id="baja-de-cuenta">{MENSAJES_BAJA.titulo}</H4>
      {estado ? (
        <Callout intent={Intent.WARNING} role="status" className="cartera-form-banner">
          {MENSAJES_BAJA.programada(formatFecha(estado.bajaEl))}
        </Callout>
      ) : (
        <p>{MENSAJES_BAJA.explicacion}</p>
      )}
      <p>{MENSAJES_BAJA.exportacion}</p>
      <div className="cartera-form-actions">
        <Button icon={<DownloadIcon />} text={MENSAJES_BAJA.botonExportar} onClick={() => setAccion('exportar')} />
        {estado ? (
          <Button icon={<UndoIcon />} intent={Intent.PRIMARY} text={MENSAJES_BAJA.botonDeshacer} loading={deshaciendo} onClick={cancelarBaja} />
        ) : (
          <Button icon={<TrashIcon />} intent={Intent.DANGER} text={MENSAJES_BAJA.botonBaja} onClick={() => setAccion('baja')} />
        )}
      </div>
      <Dialog
        isOpen={accion !== null}
        onClose={() => setAccion(null)}
        title={accion === 'baja' ? MENSAJES_BAJA.botonBaja : MENSAJES_BAJA.botonExportar}
        className="cartera-dialog-form"
      >
        {accion && <ConfirmarConPassword accion={accion} onClose={() => setAccion(null)} />}
      </Dialog>
    </Card>
  );
}

function ConfirmarConPassword({ accion, onClose }: { accion: 'baja' | 'exportar'; onClose: () => void }) {
  const [solicitar] = useSolicitarBajaMutation();
  const [ocupado, setOcupado] = useState(false);
  const password = usePasswordToggle();
  const form = useSchemaForm<{ [campo: string]: unknown; password: string }, { password: string }>(confirmarPasswordSchema, { password: '' });

  const submit = form.handleSubmit(async (valor) => {
    setOcupado(true);
    try {
      if (accion === 'baja') showToast((await solicitar(valor).unwrap()).message, Intent.WARNING);
      else await descargarExportacion(valor.password);
      onClose();
    } catch (e) {
      showToast((e as ApiError).message, Intent.DANGER);
    } finally {
      setOcupado(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <p>{accion === 'baja' ? MENSAJES_BAJA.explicacion : MENSAJES_BAJA.exportacion}</p>
        {accion === 'baja' && <p>{MENSAJES_BAJA.avisoPago}</p>}
        <TextField form={form} name="password" label={MENSAJES_BAJA.password} type={password.type} autoComplete="current-password" autoFocus rightElement={password.toggle} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={MENSAJES_BAJA.cancelar} onClick={onClose} />
            <Button
              type="submit"
              intent={accion === 'baja' ? Intent.DANGER : Intent.PRIMARY}
              text={accion === 'baja' ? MENSAJES_BAJA.confirmar : MENSAJES_BAJA.confirmarExportacion}
              disabled={anyEmpty(form.values, ['password'])}
              loading={ocupado}
            />
          </>
        }
      />
    </form>
  );
}
