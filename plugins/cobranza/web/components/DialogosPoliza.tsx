import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import type { PolizaItem } from '../../../polizas/shared/polizas.ts';
import type { AccionPoliza } from './RenovacionTarjeta.tsx';
import type { Dialogo } from './useDialogo.ts';

/**
 * What a policy's actions on the renewals screens open (spec 02 §2.7), lent by their plugins: its
 * detail and 'Cerrar póliza' (polizas), its log and attachments (crm). Renewing is a navigation.
 */
export function DialogosPoliza({ dialogo }: { dialogo: Dialogo<AccionPoliza, PolizaItem> }) {
  const poliza = dialogo.item;
  const dueno = poliza && { entidad: 'polizas', id: poliza.id };
  const props = { onClose: dialogo.cerrar, onDone: dialogo.cerrar };
  return (
    <>
      <PluginDialog id="polizas.detalle" isOpen={dialogo.es('detalle')} params={poliza && { id: poliza.id }} {...props} />
      <PluginDialog id="polizas.cerrar" isOpen={dialogo.es('cerrar')} params={poliza && { id: poliza.id }} {...props} />
      <PluginDialog id="crm.bitacora" isOpen={dialogo.es('bitacora')} params={dueno} {...props} />
      <PluginDialog id="crm.adjuntos" isOpen={dialogo.es('adjuntos')} params={dueno} {...props} />
    </>
  );
}
