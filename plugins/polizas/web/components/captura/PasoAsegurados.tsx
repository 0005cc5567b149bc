import { Alert, Button, Checkbox, Intent } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { ERROR_AL_CARGAR } from '../../../../../web/src/ui/mensajes.ts';
import { showToast } from '../../../../../web/src/ui/toaster.ts';
import { useLazyClienteDePolizaQuery } from '../../captura.api.ts';
import { FormaPaso, type PasoProps } from './AccionesPaso.tsx';
import { AseguradoCampos } from './AseguradoCampos.tsx';
import { primeraFalla, type FallaAsegurado } from './aseguradosBorrador.ts';
import { capturaActions } from './borradorSlice.ts';
import { useAppDispatch, useBorrador } from './useBorrador.ts';

/** Spec 02 §8: a robot-made client lacks data an insured needs. */
export const CLIENTE_ROBOT =
  'El cliente no cuenta con todos los datos completos para utilizar como asegurado; para corregir esto, edite el cliente y complete todos los campos obligatorios';

/**
 * Asegurado (Vida) and Asegurados (Salud), spec 02 §4, §5 'Insured step': the insured people, the
 * first possibly the contractor. Continue checks them in order and opens the first that fails.
 */
export function PasoAsegurados({ onAnterior, onContinuar }: PasoProps) {
  const b = useBorrador();
  const dispatch = useAppDispatch();
  const [leerCliente, { isFetching }] = useLazyClienteDePolizaQuery();
  const [falla, setFalla] = useState<FallaAsegurado | null>(null);
  const [robot, setRobot] = useState(false);

  async function contratanteAsegurado(marcado: boolean) {
    const contratante = b.generales.cliente;
    if (!marcado || !contratante) return dispatch(capturaActions.contratanteAsegurado(null));
    try {
      const cliente = await leerCliente(contratante.id).unwrap();
      if (cliente.esRobot) return setRobot(true);
      dispatch(capturaActions.contratanteAsegurado(cliente));
      setFalla(null);
    } catch {
      showToast(ERROR_AL_CARGAR, Intent.DANGER);
    }
  }

  /** The insured are checked in order; the first that fails is opened with its message. */
  function continuar() {
    const primera = primeraFalla(b.asegurados);
    setFalla(primera);
    if (!primera) return onContinuar();
    dispatch(capturaActions.aseguradoCambiado({ indice: primera.indice, cambios: { expanded: true } }));
  }

  return (
    <FormaPaso titulo="Asegurados" deshabilitado={false} onEnviar={continuar} onAnterior={onAnterior}>
      <Checkbox
        name="clienteEsAsegurado"
        label="El contratante es también asegurado"
        checked={b.clienteEsAsegurado}
        disabled={isFetching}
        onChange={(e) => void contratanteAsegurado(e.currentTarget.checked)}
      />
      <div className="captura-asegurados">
        {b.asegurados.map((_a, indice) => (
          <AseguradoCampos
            // Entries are only added at the end and removed by position: the position is their identity.
            key={indice}
            tipo={b.newType}
            asegurados={b.asegurados}
            indice={indice}
            bloqueado={indice === 0 && b.clienteEsAsegurado}
            falla={falla?.indice === indice ? falla : null}
            onCambiar={(cambios) => {
              if (falla?.indice === indice && !('expanded' in cambios)) setFalla(null);
              dispatch(capturaActions.aseguradoCambiado({ indice, cambios }));
            }}
            onEliminar={indice > 0 ? () => dispatch(capturaActions.aseguradoEliminado(indice)) : undefined}
          />
        ))}
      </div>
      <Button icon={<PlusIcon />} text="Agregar asegurado" onClick={() => dispatch(capturaActions.aseguradoAgregado())} />
      <Alert isOpen={robot} confirmButtonText="Aceptar" intent={Intent.WARNING} onClose={() => setRobot(false)}>
        <p>{CLIENTE_ROBOT}</p>
      </Alert>
    </FormaPaso>
  );
}
