import { Button } from '@blueprintjs/core';
import { sumarDias } from '../../../../polizas/shared/fechas.ts';
import { DIAS_CALENDARIO, nombreDe, type EventoCalendario } from '../../../shared/agenda.ts';
import { TEXTOS_AGENDA as T } from '../../../shared/agenda-mensajes.ts';

interface MesCalendarioProps {
  /** The Monday the six weeks start on. */
  inicio: string;
  /** 'yyyy-MM' of the month shown: days of the months around it are dimmed. */
  mes: string;
  hoy: string;
  eventos: readonly EventoCalendario[];
  /** Opens an event's detail; null for an event whose detail the user may not see (it shows as text). */
  onAbrir: (evento: EventoCalendario) => (() => void) | null;
}

/** What an event says on its day: the kind, then the policy or the client. */
function etiqueta(e: EventoCalendario): string {
  if (e.tipo === 'BIRTHDAY') return `${T.tipos.BIRTHDAY}: ${nombreDe(e)}`;
  const poliza = `${T.tipos[e.tipo]} ${e.noPoliza}`;
  return e.tipo === 'COLLECTION' ? `${poliza} (${e.serie}/${e.totalSerie})${e.vencido ? ` · ${T.vencido}` : ''} · ${nombreDe(e)}` : `${poliza} · ${nombreDe(e)}`;
}

const clase = (e: EventoCalendario) => `cartera-evento cartera-evento-${e.tipo.toLowerCase()}${e.tipo === 'COLLECTION' && e.vencido ? ' cartera-evento-vencido' : ''}`;

/** The month view (spec 02 §2.15): six weeks of seven days starting on Monday, each day with its events. */
export function MesCalendario({ inicio, mes, hoy, eventos, onAbrir }: MesCalendarioProps) {
  const dias = Array.from({ length: DIAS_CALENDARIO }, (_, i) => sumarDias(inicio, i));
  return (
    <div className="cartera-calendario" role="grid" aria-label={T.tituloCalendario}>
      <div role="row" className="cartera-calendario-fila">
        {T.diasSemana.map((d) => (
          <div key={d} role="columnheader" className="cartera-calendario-encabezado">
            {d}
          </div>
        ))}
      </div>
      {Array.from({ length: DIAS_CALENDARIO / 7 }, (_, semana) => (
        <div key={semana} role="row" className="cartera-calendario-fila">
          {dias.slice(semana * 7, semana * 7 + 7).map((dia) => {
            const delDia = eventos.filter((e) => e.fecha === dia);
            const otroMes = !dia.startsWith(mes);
            return (
              <div
                key={dia}
                role="gridcell"
                aria-label={dia.split('-').reverse().join('/')}
                className={`cartera-calendario-dia${otroMes ? ' cartera-calendario-otro-mes' : ''}${dia === hoy ? ' cartera-calendario-hoy' : ''}`}
              >
                <span className="cartera-calendario-numero">{Number(dia.slice(8))}</span>
                {delDia.map((e) => {
                  const abrir = onAbrir(e);
                  return abrir ? (
                    <Button key={e.id} variant="minimal" size="small" alignText="start" className={clase(e)} text={etiqueta(e)} title={etiqueta(e)} onClick={abrir} />
                  ) : (
                    <span key={e.id} className={`${clase(e)} cartera-evento-texto`} title={etiqueta(e)}>
                      {etiqueta(e)}
                    </span>
                  );
                })}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
