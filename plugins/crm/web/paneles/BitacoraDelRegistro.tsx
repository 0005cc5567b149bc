import { NonIdealState } from '@blueprintjs/core';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import { MENSAJES_BITACORA, NOMBRE_TIPO_REGISTRO } from '../../shared/bitacora.ts';
import type { PanelDeRegistroProps } from '../../shared/paneles.ts';
import { useBitacoraQuery } from '../api.ts';
import { fechaHoraVisible } from '../components/datosDeTarea.ts';
import '../crm.css';

/** How many entries the panel shows; the log page has them all. */
export const ENTRADAS_RECIENTES = 5;

/** A record's latest log entries on its page (issue 18: the client 360), newest first, with a link to the whole log. */
export default function BitacoraDelRegistro({ dueno, id }: PanelDeRegistroProps) {
  const { data, error, isLoading } = useBitacoraQuery({ dueno, id }, { refetchOnMountOrArgChange: true });
  const entradas = (data ?? [])
    .flatMap((registro) => registro.textos.map((texto) => ({ ...texto, asunto: registro.asunto })))
    .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id)
    .slice(0, ENTRADAS_RECIENTES);
  return (
    <>
      <EstadoDeCarga cargando={isLoading} error={error} />
      {data && entradas.length === 0 && <NonIdealState title={MENSAJES_BITACORA.sinRegistros} />}
      {entradas.length > 0 && (
        <ul className="crm-lista-corta" aria-label="Últimos registros de la bitácora">
          {entradas.map((entrada) => (
            <li key={entrada.id} data-texto={entrada.id}>
              <div>
                {entrada.asunto && <strong>{entrada.asunto}</strong>}
                <div className="crm-registro-texto crm-descripcion">{entrada.texto}</div>
                <div className="crm-detalle">
                  {NOMBRE_TIPO_REGISTRO[entrada.tipo]} · {entrada.autor.nombres} {entrada.autor.apPat} · {fechaHoraVisible(entrada.fecha)}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="crm-panel-pie">
        <ButtonLink to={`/${dueno.entidad}/${id}/bitacora`}>Ver toda la bitácora</ButtonLink>
      </div>
    </>
  );
}
