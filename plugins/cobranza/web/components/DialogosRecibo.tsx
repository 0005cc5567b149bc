import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import type { ReciboItem } from '../../../polizas/shared/polizas.ts';
import type { AccionRecibo } from './ReciboTarjeta.tsx';
import type { Dialogo } from './useDialogo.ts';

/**
 * What a receipt's actions open, lent by the plugins that own them (docs/adr/014): the policy's
 * detail and the payment (polizas), the receipt's log and the policy's attachments (crm, spec 02
 * §2.6). A payment refreshes the lists through their cache tags.
 */
export function DialogosRecibo({ dialogo }: { dialogo: Dialogo<AccionRecibo, ReciboItem> }) {
  const recibo = dialogo.item;
  const props = { onClose: dialogo.cerrar, onDone: dialogo.cerrar };
  return (
    <>
      <PluginDialog id="polizas.detalle" isOpen={dialogo.es('detalle')} params={recibo && { id: recibo.poliza.id }} {...props} />
      <PluginDialog id="polizas.pagarRecibo" isOpen={dialogo.es('pagar')} params={recibo && { id: recibo.id }} {...props} />
      <PluginDialog id="crm.bitacora" isOpen={dialogo.es('bitacora')} params={recibo && { entidad: 'recibos', id: recibo.id }} {...props} />
      <PluginDialog id="crm.adjuntos" isOpen={dialogo.es('adjuntos')} params={recibo && { entidad: 'polizas', id: recibo.poliza.id }} {...props} />
    </>
  );
}
