import { Button, ButtonGroup, Callout, FormGroup, HTMLSelect, Intent, Spinner } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { sumarMeses } from '../../../polizas/shared/fechas.ts';
import { FILTROS_CALENDARIO, mesesDelCalendario, vistaDeMes, type EventoCalendario, type FiltroCalendario } from '../../shared/agenda.ts';
import { TEXTOS_AGENDA as T } from '../../shared/agenda-mensajes.ts';
import { useCalendarioQuery } from '../agenda.api.ts';
import { MesCalendario } from '../components/agenda/MesCalendario.tsx';
import { usePuedeDialogo } from '../components/informes/usePuedeDialogo.ts';
import '../agenda.css';

/** The months the picker offers: from two years before this month to two years after, 'yyyy-MM-01'. */
function mesesPosibles(hoy: string): string[] {
  const { primero, ultimo } = mesesDelCalendario(hoy);
  const meses: string[] = [];
  for (let m = primero; m <= ultimo; m = sumarMeses(m, 1)) meses.push(m);
  return meses;
}

/**
 * /calendario (spec 02 §2.15): the month view starting on Monday, filtered by kind, two years either
 * side of this month; a policy's event opens its detail (polizas' dialog), a birthday the client's
 * (clientes' dialog). Overdue receipts are drawn in red and say so.
 */
export default function CalendarioPage() {
  const [hoy] = useState(hoyEnMexico);
  const [mes, setMes] = useState(`${hoy.slice(0, 7)}-01`);
  const [filtro, setFiltro] = useState<FiltroCalendario>('ALL');
  const [abierto, setAbierto] = useState<EventoCalendario | null>(null);
  // An event opens the policy or client detail only for users who may see it; otherwise it is text.
  const abrePoliza = usePuedeDialogo('polizas.detalle');
  const abreCliente = usePuedeDialogo('clientes.detalle');
  const meses = mesesPosibles(hoy);
  const vista = vistaDeMes(mes);
  const { data, error, isFetching } = useCalendarioQuery({ ...vista, type: filtro });
  const anios = [...new Set(meses.map((m) => m.slice(0, 4)))];
  const posicion = meses.indexOf(mes);
  const elegir = (m: string) => setMes(meses.includes(m) ? m : m < meses[0] ? meses[0] : meses[meses.length - 1]);
  const cerrar = () => setAbierto(null);

  const controles = (
    <div className="cartera-calendario-controles">
      <ButtonGroup>
        <Button icon={<ChevronLeftIcon />} aria-label={T.mesAnterior} title={T.mesAnterior} disabled={posicion <= 0} onClick={() => elegir(sumarMeses(mes, -1))} />
        <Button text={T.hoy} onClick={() => elegir(`${hoy.slice(0, 7)}-01`)} />
        <Button icon={<ChevronRightIcon />} aria-label={T.mesSiguiente} title={T.mesSiguiente} disabled={posicion >= meses.length - 1} onClick={() => elegir(sumarMeses(mes, 1))} />
      </ButtonGroup>
      <FormGroup label={T.mes} inline>
        <HTMLSelect aria-label={T.mes} value={mes.slice(5, 7)} onChange={(e) => elegir(`${mes.slice(0, 4)}-${e.currentTarget.value}-01`)}>
          {T.meses.map((nombre, i) => (
            <option key={nombre} value={String(i + 1).padStart(2, '0')}>
              {nombre}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={T.anio} inline>
        <HTMLSelect aria-label={T.anio} value={mes.slice(0, 4)} onChange={(e) => elegir(`${e.currentTarget.value}${mes.slice(4)}`)} options={anios} />
      </FormGroup>
      <FormGroup label={T.filtro} inline>
        <HTMLSelect aria-label={T.filtro} value={filtro} onChange={(e) => setFiltro(e.currentTarget.value as FiltroCalendario)}>
          {FILTROS_CALENDARIO.map((f) => (
            <option key={f} value={f}>
              {T.filtros[f]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </div>
  );

  return (
    <div>
      <PageHeader title={`${T.tituloCalendario}: ${T.meses[Number(mes.slice(5, 7)) - 1]} ${mes.slice(0, 4)}`} />
      {controles}
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {(error as ApiError).message}
        </Callout>
      )}
      {isFetching && <Spinner size={20} aria-label="Cargando" className="cartera-calendario-cargando" />}
      <MesCalendario
        inicio={vista.inicio}
        mes={mes.slice(0, 7)}
        hoy={hoy}
        eventos={data?.eventos ?? []}
        onAbrir={(e) => ((e.tipo === 'BIRTHDAY' ? abreCliente : abrePoliza) ? () => setAbierto(e) : null)}
      />
      <PluginDialog
        id="polizas.detalle"
        isOpen={abierto !== null && abierto.tipo !== 'BIRTHDAY'}
        params={abierto && abierto.tipo !== 'BIRTHDAY' ? { id: abierto.polizaId } : undefined}
        onClose={cerrar}
        onDone={cerrar}
      />
      <PluginDialog id="clientes.detalle" isOpen={abierto?.tipo === 'BIRTHDAY'} params={abierto ? { id: abierto.clienteId } : undefined} onClose={cerrar} onDone={cerrar} />
    </div>
  );
}
