import { Button, Card, H2, NonIdealState } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { EliminarRegistro } from '../../../../web/src/ui/EliminarRegistro.tsx';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import { MENSAJES_BITACORA, NOMBRE_TIPO_REGISTRO } from '../../shared/bitacora.ts';
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
  const [porEliminar, setPorEliminar] = useState<number | null>(null);

  return (
    <>
      <Puede permiso="BITACORA_W">
        <Card>
          <BitacoraForm dueno={dueno} />
        </Card>
      </Puede>
      <EstadoDeCarga cargando={isLoading} error={error} />
      {data && data.length === 0 && <NonIdealState title={MENSAJES_BITACORA.sinRegistros} />}
      {data && data.length > 0 && (
        <section aria-label="Registros">
          {data.map((registro) => (
            <Card key={registro.id} data-registro={registro.id} className="crm-panel-registro">
              <H2 className="bp6-heading">{registro.asunto ?? NOMBRE_TIPO_REGISTRO[registro.tipo]}</H2>
              {registro.textos.map((texto) => (
                <div key={texto.id} className="crm-texto" data-texto={texto.id}>
                  <div>
                    <div>{texto.texto}</div>
                    <div className="crm-detalle">
                      {NOMBRE_TIPO_REGISTRO[texto.tipo]} · {texto.autor.nombres} {texto.autor.apPat} · {fechaHoraVisible(texto.fecha)}
                    </div>
                  </div>
                  <Puede permiso="BITACORA_D">
                    <Button variant="minimal" icon={<TrashIcon />} aria-label="Eliminar comentario" onClick={() => setPorEliminar(texto.id)} />
                  </Puede>
                </div>
              ))}
            </Card>
          ))}
        </section>
      )}
      <EliminarRegistro
        id={porEliminar}
        eliminar={(id) => eliminar(id).unwrap()}
        loading={eliminando}
        eliminado={MENSAJES_BITACORA.eliminado}
        errorAlEliminar={MENSAJES_BITACORA.errorAlEliminar}
        onCerrar={() => setPorEliminar(null)}
      />
    </>
  );
}
