import type { PolizaItem, ReciboItem } from '../../../polizas/shared/polizas.ts';
import { usePolizasPorRenovarQuery, useRecibosPorCobrarQuery } from '../api.ts';
import { consultaPolizas, consultaRecibos, type Consulta } from '../consultas.ts';
import { DialogosPoliza } from './DialogosPoliza.tsx';
import { DialogosRecibo } from './DialogosRecibo.tsx';
import type { ListaPorVencer } from './listas.ts';
import { ReciboTarjeta, type AccionRecibo } from './ReciboTarjeta.tsx';
import { RenovacionTarjeta, type AccionPoliza } from './RenovacionTarjeta.tsx';
import { useDialogo } from './useDialogo.ts';
import { useRenovar } from './useRenovar.ts';

type Lista<T extends { id: number }> = Omit<ListaPorVencer<T>, 'otraVista'>;

const useRecibos = (c: Consulta) => useRecibosPorCobrarQuery(consultaRecibos(c), { refetchOnMountOrArgChange: true });

/** Collections (/cxc and /cxc-clasic): pending receipts of vigente policies by due date. */
export function useListaRecibos(): Lista<ReciboItem> {
  const dialogo = useDialogo<AccionRecibo, ReciboItem>();
  return {
    titulo: 'Cobranza',
    nombreLista: 'Recibos',
    etiquetaVencidos: 'Todos los vencidos',
    useLista: useRecibos,
    tarjeta: (recibo, opciones) => <ReciboTarjeta recibo={recibo} {...opciones} onAccion={dialogo.abrir} />,
    dialogos: <DialogosRecibo dialogo={dialogo} />,
  };
}

/** The main layout: every vigente policy, or those not yet renewed when the address asks (sinRenovar). */
const usePolizas = (c: Consulta) => usePolizasPorRenovarQuery(consultaPolizas(c), { refetchOnMountOrArgChange: true });
const usePolizasSinRenovar = (c: Consulta) => usePolizasPorRenovarQuery(consultaPolizas({ ...c, sinRenovar: true }), { refetchOnMountOrArgChange: true });

/**
 * Renewals (/renovaciones and /renovaciones-clasic): vigente policies by end of validity; the
 * classic layout lists only those not yet renewed. Renewing comes back to `ruta`.
 */
export function useListaPolizas(ruta: string, sinRenovar: boolean): Lista<PolizaItem> {
  const dialogo = useDialogo<AccionPoliza, PolizaItem>();
  const renovar = useRenovar(ruta);
  const alElegir = (accion: AccionPoliza, poliza: PolizaItem) => (accion === 'renovar' ? renovar(poliza) : dialogo.abrir(accion, poliza));
  return {
    titulo: 'Renovaciones',
    nombreLista: 'Pólizas',
    etiquetaVencidos: 'Todas las vencidas',
    useLista: sinRenovar ? usePolizasSinRenovar : usePolizas,
    tarjeta: (poliza, opciones) => <RenovacionTarjeta poliza={poliza} {...opciones} onAccion={alElegir} />,
    dialogos: <DialogosPoliza dialogo={dialogo} />,
  };
}
