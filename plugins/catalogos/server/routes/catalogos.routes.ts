import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { CONDUCTOS, FORMAS_PAGO, METODOS_PAGO, STATUS_POLIZA, STATUS_RECIBO, type Opcion } from '../../shared/catalogos.ts';

/** The fixed key/value catalogues of the policy and receipt screens (spec 02 §7). */
const FIJOS: Record<string, readonly Opcion[]> = {
  '/catalogos/metodo-pago': METODOS_PAGO,
  '/catalogos/polizas/conductos': CONDUCTOS,
  '/catalogos/polizas/status': STATUS_POLIZA,
  '/catalogos/forma-pago': FORMAS_PAGO,
  '/catalogos/recibos/status': STATUS_RECIBO,
};

export function catalogosRoutes(router: ApiRouter): void {
  for (const [path, opciones] of Object.entries(FIJOS)) {
    router.get(path, { signedIn: true }, (ctx) => {
      ctx.body = ok(opciones);
    });
  }
}
