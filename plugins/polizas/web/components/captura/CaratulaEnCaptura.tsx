import { Callout, Intent } from '@blueprintjs/core';
import { AccionesAportadas } from '../../../../../web/src/plugins/AccionesAportadas.tsx';
import { CAJA_CARATULA, type CargaDeCaratula } from '../../../shared/caja-caratula.ts';
import { useMonedasDePolizaQuery } from '../../captura.api.ts';
import { useClavesAgenteQuery } from '../../claves.api.ts';
import { capturaActions } from './borradorSlice.ts';
import { ETIQUETAS_GENERALES } from './etiquetas.ts';
import { useAppDispatch, useBorrador } from './useBorrador.ts';

/** How the fields a cover page may fill are named on screen (the payload's names as keys). */
const ETIQUETAS: Record<string, string> = {
  ...ETIQUETAS_GENERALES,
  cliente: 'Contratante',
  prima: 'Prima neta',
  derecho: 'Derecho de póliza',
  recargo: 'Financiamiento',
  iva: 'IVA',
  total: 'Prima total',
  comision: 'Comisión',
  'vehiculo.descripcion': 'Descripción del vehículo',
  'vehiculo.noSerie': 'Número de serie',
  'vehiculo.modelo': 'Modelo',
  'vehiculo.placas': 'Placas',
};

const etiqueta = (campo: string) => ETIQUETAS[campo] ?? (campo.startsWith('asegurados.') ? 'Asegurados' : campo);

/**
 * Step 0 of a new policy (spec 02 §2.3, §4): the cover-page box another plugin contributes, and
 * after a reading the fields to confirm. Saving the policy is what confirms them.
 */
export function CaratulaEnCaptura() {
  const b = useBorrador();
  const dispatch = useAppDispatch();
  const { refetch: refetchClaves } = useClavesAgenteQuery();
  const { refetch: refetchMonedas } = useMonedasDePolizaQuery();
  if (b.clave !== 'nuevo') return null;
  const porConfirmar = [...new Set(b.porConfirmar.map(etiqueta))];
  // The reading may have created the agent key: the key and currency lists are loaded again first (spec 02 §4).
  const onCargar = async (carga: CargaDeCaratula): Promise<void> => {
    const [claves] = await Promise.all([refetchClaves(), refetchMonedas()]);
    const clave = claves.data?.items.find((k) => k.id === carga.poliza.claveAgente) ?? null;
    dispatch(capturaActions.caratulaCargada({ carga, clave }));
  };
  return (
    <>
      <AccionesAportadas punto={CAJA_CARATULA} props={{ onCargar }} />
      {porConfirmar.length > 0 && (
        <Callout intent={Intent.WARNING} className="captura-aviso captura-por-confirmar" title="Confirma estos datos de la carátula">
          Se leyeron con poca seguridad: {porConfirmar.join(', ')}.
        </Callout>
      )}
    </>
  );
}
