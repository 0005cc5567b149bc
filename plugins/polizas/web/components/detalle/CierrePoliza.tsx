import { TIPO_RAZON } from '../../../../catalogos/shared/catalogos.ts';
import type { Poliza } from '../../../shared/polizas.ts';
import { useCerrarPolizaMutation, useReactivarPolizaMutation } from '../../polizas.api.ts';
import { MotivoForm } from './MotivoForm.tsx';

/**
 * Closing a policy is 'close' when any receipt was paid (it ends terminada) and 'cancel' otherwise
 * (it ends cancelada); the screen is titled and worded accordingly (spec 02 §2.4).
 */
export function cierreDePoliza(poliza: Pick<Poliza, 'recibos'>) {
  return poliza.recibos.some((r) => r.status === 'pagado')
    ? { titulo: 'Cerrar póliza', accion: 'Cerrar póliza', aviso: 'La póliza tiene recibos pagados: al cerrarla quedará terminada y se cancelarán sus recibos pendientes.' }
    : { titulo: 'Cancelar póliza', accion: 'Cancelar póliza', aviso: 'La póliza no tiene recibos pagados: al cancelarla quedará cancelada junto con sus recibos pendientes.' };
}

export const TITULO_REACTIVAR = 'Reactivar póliza';

interface AccionPolizaProps {
  onListo: () => void;
  onRegresar: () => void;
}

/** PUT /polizas/{id}/cancelar with the reason and comments. */
export function CerrarPoliza({ poliza, ...props }: AccionPolizaProps & { poliza: Pick<Poliza, 'id' | 'recibos'> }) {
  const [cerrar] = useCerrarPolizaMutation();
  const { accion, aviso } = cierreDePoliza(poliza);
  return <MotivoForm tipo={TIPO_RAZON.POLIZA} accion={accion} aviso={aviso} onEnviar={async (m) => (await cerrar({ ...m, id: poliza.id }).unwrap()).message} {...props} />;
}

/** PUT /polizas/{id}/reactivar: vigente again with the receipts its close cancelled. */
export function ReactivarPoliza({ polizaId, ...props }: AccionPolizaProps & { polizaId: number }) {
  const [reactivar] = useReactivarPolizaMutation();
  return (
    <MotivoForm
      tipo={TIPO_RAZON.POLIZA}
      accion="Reactivar póliza"
      aviso="La póliza volverá a estar vigente con los recibos que se cancelaron al cerrarla."
      onEnviar={async (m) => (await reactivar({ ...m, id: polizaId }).unwrap()).message}
      {...props}
    />
  );
}
