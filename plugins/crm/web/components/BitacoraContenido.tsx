import { Button, Callout, Card, H2, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { MENSAJES_BITACORA, type TextoBitacora } from '../../shared/bitacora.ts';
import { useBitacoraQuery, useEliminarTextoBitacoraMutation, type DuenoRef } from '../api.ts';
import { BitacoraForm } from './BitacoraForm.tsx';
import { fechaHoraVisible } from './datosDeTarea.ts';

/**
 * An owner's log (spec 01 §2, §3): the log form, its records and deleting an entry. The page
 * /{entidad}/{entidadId}/bitacora and the dialog 'crm.bitacora' show it.
 */
export function BitacoraContenido({ dueno }: { dueno: DuenoRef }) {
  const { data, error, isLoading } = useBitacoraQuery(dueno, { refetchOnMountOrArgChange: true });
  const [eliminar, { isLoading: eliminando }] = useEliminarTextoBitacoraMutation();
  const [porEliminar, setPorEliminar] = useState<TextoBitacora | null>(null);

  async function confirmar() {
    if (!porEliminar) return;
    try {
      const respuesta = await eliminar(porEliminar.id).unwrap();
      showToast(respuesta.message ?? MENSAJES_BITACORA.eliminado, Intent.SUCCESS);
    } catch (fallo) {
      showToast(mensajeDeFallo(fallo, 'Error al eliminar el registro'), Intent.DANGER);
    }
    setPorEliminar(null);
  }

  return (
    <>
      <Puede permiso="BITACORA_W">
        <Card>
          <BitacoraForm dueno={dueno} />
        </Card>
      </Puede>
      {isLoading && <Spinner aria-label="Cargando" />}
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {(error as ApiError).message}
        </Callout>
      )}
      {data && data.length === 0 && <NonIdealState title={MENSAJES_BITACORA.sinRegistros} />}
      {data && data.length > 0 && (
        <section aria-label="Registros">
          {data.map((registro) => (
            <Card key={registro.id} data-registro={registro.id} className="crm-panel-registro">
              <H2 className="bp6-heading">{registro.asunto ?? registro.tipo}</H2>
              {registro.textos.map((texto) => (
                <div key={texto.id} className="crm-texto" data-texto={texto.id}>
                  <div>
                    <div>{texto.texto}</div>
                    <div className="crm-detalle">
                      {texto.tipo} · {texto.autor.nombres} {texto.autor.apPat} · {fechaHoraVisible(texto.fecha)}
                    </div>
                  </div>
                  <Puede permiso="BITACORA_D">
                    <Button variant="minimal" icon={<TrashIcon />} aria-label="Eliminar comentario" onClick={() => setPorEliminar(texto)} />
                  </Puede>
                </div>
              ))}
            </Card>
          ))}
        </section>
      )}
      <ConfirmDialog
        isOpen={porEliminar !== null}
        message="¿Desea eliminar el registro?"
        onConfirm={() => void confirmar()}
        onCancel={() => setPorEliminar(null)}
        loading={eliminando}
      />
    </>
  );
}
