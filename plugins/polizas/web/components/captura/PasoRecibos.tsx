import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { EditIcon, FloppyDiskIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../../../web/src/api/envelopeBaseQuery.ts';
import { ConfirmDialog } from '../../../../../web/src/ui/ConfirmDialog.tsx';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import { aCentavos, aPesos, suma } from '../../../shared/dinero.ts';
import { MENSAJES_POLIZAS } from '../../../shared/polizas.ts';
import { useCalcularRecibosCapturaMutation, useGuardarPolizaCapturaMutation, useMonedasDePolizaQuery } from '../../captura.api.ts';
import { dinero, hoy } from '../detalle/formato.ts';
import { AccionesPaso, type PasoProps } from './AccionesPaso.tsx';
import { capturaActions } from './borradorSlice.ts';
import { erroresDeRecibo, payloadDeBorrador, validarEnvio } from './envioBorrador.ts';
import { AvisoNumeroRepetido, mensajeDeRepetida, useNumeroRepetido } from './NumeroRepetido.tsx';
import { ReciboCaptura } from './ReciboCaptura.tsx';
import { datosDeCalculo, montosEnCero, reciboBloqueado, recibosDeCalculo, type MontoRecibo } from './recibosBorrador.ts';
import { useAppDispatch, useBorrador } from './useBorrador.ts';

/** Spec 02 §8, the warning before 'Editar recibos' and the confirmation of 'Aplicar a todos…'. */
export const AVISO_EDITAR_RECIBOS =
  'Cartera calcula los recibos subsecuentes a partir del primero. Si los editas, tendrás que cuadrar a mano los montos de todos los recibos con los de la póliza. ¿Deseas continuar?';
export const CONFIRMAR_APLICAR = 'Esta acción aplicará los mismos montos a todos los recibos subsecuentes';

type Confirmacion = { tipo: 'editar' } | { tipo: 'aplicar'; serie: number } | null;

/**
 * Recibos (spec 02 §4, §5 'Receipts step'): a new policy's receipts are calculated by the server
 * (POST /recibos/calcular applies the agent's due-date offsets); edits are recalculated here with
 * the same shared functions. Save posts a new policy or renewal, or puts an existing one.
 */
export function PasoRecibos({ onAnterior }: PasoProps) {
  const b = useBorrador();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [calcular, calculo] = useCalcularRecibosCapturaMutation();
  const [guardar, guardado] = useGuardarPolizaCapturaMutation();
  const [fallo, setFallo] = useState<string | null>(null);
  const [confirmacion, setConfirmacion] = useState<Confirmacion>(null);
  const moneda = useMonedasDePolizaQuery().data?.find((m) => m.monedaId === b.generales.moneda)?.abreviacion ?? '';
  const pendientes = b.generales.polizaId === null && b.recibos.length === 0;
  const { repetida, revisar } = useNumeroRepetido(b);
  const tecleados = (indice: number) =>
    Object.fromEntries((['prima', 'derecho', 'recargo', 'iva'] as const).map((campo) => [campo, b.entradas[`recibos.${indice}.${campo}`]])) as Partial<Record<MontoRecibo, string>>;

  useEffect(() => {
    if (!pendientes) return;
    calcular(datosDeCalculo(b))
      .unwrap()
      .then((recibos) => dispatch(capturaActions.recibosCargados(recibosDeCalculo(recibos))))
      // Spec 02 §8: a failed calculation is logged only.
      .catch((error: ApiError) => console.warn('No se pudieron calcular los recibos:', error.message));
    // Only when the receipts are missing: `b` itself changes at every edit.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [pendientes, calcular, dispatch]);

  async function guardarPoliza() {
    setFallo(null);
    const revision = validarEnvio(b);
    if (!revision.ok) return setFallo(revision.message);
    try {
      const { body, message } = await guardar({ id: b.generales.polizaId, payload: payloadDeBorrador(b) }).unwrap();
      showToast(message || MENSAJES_POLIZAS.guardada, Intent.SUCCESS);
      navigate(`/poliza/${body.id}`, { state: { backUrl: '/polizas' } });
      dispatch(capturaActions.reiniciado());
    } catch (error) {
      const { status, message } = error as ApiError;
      // Spec 02 §8: the server's refusal shows here; a network failure is logged only.
      if (status === 0) console.warn('No se pudo guardar la póliza:', message);
      else setFallo(message);
      // A number repeated meanwhile (another tab, another user): the link to that policy shows.
      revisar();
    }
  }

  function confirmar() {
    if (confirmacion?.tipo === 'editar') dispatch(capturaActions.edicionManual());
    if (confirmacion?.tipo === 'aplicar') dispatch(capturaActions.aplicadoASubsecuentes(confirmacion.serie));
    setConfirmacion(null);
  }

  const sumaRecibos = aPesos(suma(b.recibos.map((r) => aCentavos(r.total))));
  return (
    <div className="captura-recibos">
      {b.smartReciboCalculate && b.recibos.length > 1 && (
        <div className="captura-recibos-barra">
          <span>Los recibos subsecuentes se calculan a partir del primero.</span>
          <Button icon={<EditIcon />} text="Editar recibos" onClick={() => setConfirmacion({ tipo: 'editar' })} />
        </div>
      )}
      {b.errorRecibos && (
        <Callout intent={Intent.WARNING} className="captura-aviso">
          {b.errorRecibos}
        </Callout>
      )}
      {calculo.isLoading && <Spinner aria-label="Calculando recibos" />}
      {!calculo.isLoading && b.recibos.length === 0 && <NonIdealState title="Sin resultados" />}
      {b.recibos.map((recibo, indice) => (
        <ReciboCaptura
          key={recibo.id ?? `s${recibo.serie}`}
          recibo={recibo}
          indice={indice}
          totalSerie={b.recibos.length}
          bloqueado={reciboBloqueado(b, indice)}
          pagoGuardado={recibo.id !== null && b.recibosPagados.includes(recibo.id)}
          aplicable={!b.smartReciboCalculate && indice < b.recibos.length - 1}
          errores={erroresDeRecibo(b, indice)}
          tecleados={tecleados(indice)}
          onMonto={(campo, valor) => dispatch(capturaActions.montoDeReciboCambiado({ indice, campo, valor }))}
          onCambio={(cambios) => dispatch(capturaActions.reciboCambiado({ indice, cambios }))}
          onPagar={(pagado) => dispatch(capturaActions.reciboPagado({ indice, pagado, hoy: hoy() }))}
          onAplicar={() => setConfirmacion({ tipo: 'aplicar', serie: recibo.serie })}
        />
      ))}
      <p className="captura-recibos-suma" aria-label="Suma de recibos">
        Suma de recibos {dinero(sumaRecibos, moneda)} · Prima total {dinero(b.primas.total, moneda)}
      </p>
      {repetida && <AvisoNumeroRepetido poliza={repetida} />}
      {fallo && fallo !== (repetida && mensajeDeRepetida(repetida)) && (
        <Callout intent={Intent.DANGER} role="alert" className="captura-aviso">
          {fallo}
        </Callout>
      )}
      <AccionesPaso
        onAnterior={onAnterior}
        deshabilitado
        principal={
          <Button
            intent={Intent.PRIMARY}
            icon={<FloppyDiskIcon />}
            text="Guardar"
            disabled={montosEnCero(b.recibos)}
            loading={guardado.isLoading}
            onClick={() => void guardarPoliza()}
          />
        }
      />
      <ConfirmDialog
        isOpen={confirmacion !== null}
        message={confirmacion?.tipo === 'editar' ? AVISO_EDITAR_RECIBOS : CONFIRMAR_APLICAR}
        onCancel={() => setConfirmacion(null)}
        onConfirm={confirmar}
      />
    </div>
  );
}
