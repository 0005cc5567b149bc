import { Button, CardList, H2, HTMLSelect, Intent, NumericInput, Switch } from '@blueprintjs/core';
import { PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import type { CorreoModelo } from '../../shared/modelo-form.ts';
import { RECORDATORIO, TIPOS_RECORDATORIO, type Recordatorio, type TipoRecordatorio } from '../../shared/recordatorios.ts';
import { useEliminarRecordatorioMutation, useGuardarRecordatorioMutation, useRecordatoriosPrevistosQuery, useRecordatoriosQuery } from '../api.ts';

const NOMBRE_TIPO: Record<TipoRecordatorio, string> = {
  recibo_por_vencer: 'Recibo por vencer',
  recibo_vencido: 'Recibo vencido',
  renovacion: 'Renovación',
  cumpleanos: 'Cumpleaños',
};

/**
 * The agent's automatic reminders (issue 16): each rule sends its template every day at 08:00 to
 * the objects it names, once per object; the list under it is what tomorrow's run would send.
 */
export function Recordatorios({ modelos }: { modelos: readonly CorreoModelo[] }) {
  const puedeEscribir = usePuede('CORREOS_W');
  const puedeBorrar = usePuede('CORREOS_D');
  const reglas = useRecordatoriosQuery(undefined, { refetchOnMountOrArgChange: true });
  const previstos = useRecordatoriosPrevistosQuery(undefined, { refetchOnMountOrArgChange: true });
  const [guardar, { isLoading: guardando }] = useGuardarRecordatorioMutation();
  const [eliminar] = useEliminarRecordatorioMutation();
  const [tipo, setTipo] = useState<TipoRecordatorio>('recibo_por_vencer');
  const [dias, setDias] = useState(3);
  const deEvento = modelos.filter((m) => m.correoEventoId === RECORDATORIO[tipo].eventoId);
  const [modeloId, setModeloId] = useState<number | null>(null);
  const elegido = deEvento.find((m) => m.id === modeloId) ?? deEvento.at(0) ?? null;
  const nombreModelo = (id: number) => modelos.find((m) => m.id === id)?.nombre ?? '';

  async function accion(hacer: () => Promise<{ message: string }>) {
    try {
      showToast((await hacer()).message, Intent.SUCCESS);
    } catch (e) {
      showToast(mensajeDeFallo(e, 'Error al guardar'), Intent.DANGER);
    }
  }
  const cambiar = (r: Recordatorio, activo: boolean) => accion(() => guardar({ ...r, activo }).unwrap());
  const agregar = () => accion(() => guardar({ id: null, tipo, dias, correoModeloId: elegido?.id ?? 0, activo: true }).unwrap());

  return (
    <section aria-label="Recordatorios automáticos">
      <H2>Recordatorios automáticos</H2>
      <p className="comunicacion-campos">Cada día a las 8:00 se envía la plantilla a quien toque, una sola vez por recibo, póliza o cumpleaños.</p>
      {puedeEscribir && (
        <div className="comunicacion-herramientas" role="group" aria-label="Nuevo recordatorio">
          <HTMLSelect
            aria-label="Tipo de recordatorio"
            value={tipo}
            onChange={(e) => setTipo(e.currentTarget.value as TipoRecordatorio)}
            options={TIPOS_RECORDATORIO.map((t) => ({ value: t, label: NOMBRE_TIPO[t] }))}
          />
          {tipo !== 'cumpleanos' && <NumericInput aria-label="Días" min={0} max={365} value={dias} onValueChange={(v) => setDias(Number.isFinite(v) ? v : 0)} />}
          <HTMLSelect
            aria-label="Plantilla del recordatorio"
            value={elegido?.id ?? ''}
            onChange={(e) => setModeloId(Number(e.currentTarget.value))}
            options={deEvento.map((m) => ({ value: m.id, label: m.nombre }))}
          />
          <Button icon={<PlusIcon />} text="Activar recordatorio" onClick={() => void agregar()} disabled={!elegido} loading={guardando} />
        </div>
      )}
      {reglas.data && reglas.data.length > 0 && (
        <CardList aria-label="Recordatorios">
          {reglas.data.map((r) => (
            <Fila key={r.id}>
              <div className="cartera-fila-texto">
                <strong>{RECORDATORIO[r.tipo].nombre(r.dias)}</strong>
                <div className="comunicacion-campos">{nombreModelo(r.correoModeloId)}</div>
              </div>
              <Switch checked={r.activo} label="Activo" disabled={!puedeEscribir} onChange={(e) => void cambiar(r, e.currentTarget.checked)} />
              {puedeBorrar && (
                <Button
                  variant="minimal"
                  icon={<TrashIcon />}
                  aria-label={`Eliminar ${RECORDATORIO[r.tipo].nombre(r.dias)}`}
                  onClick={() => void accion(() => eliminar(r.id).unwrap())}
                />
              )}
            </Fila>
          ))}
        </CardList>
      )}
      <H2>Mañana se enviarán</H2>
      {previstos.data?.length === 0 && <p>Sin resultados</p>}
      {previstos.data && previstos.data.length > 0 && (
        <CardList aria-label="Recordatorios de mañana">
          {previstos.data.map((p) => (
            <Fila key={`${p.reglaId}-${p.objetoId}`}>
              <div className="cartera-fila-texto">
                <strong>{p.asunto}</strong>
                <div className="comunicacion-campos">{p.para ?? 'Sin correo: no se enviará'}</div>
              </div>
            </Fila>
          ))}
        </CardList>
      )}
    </section>
  );
}
