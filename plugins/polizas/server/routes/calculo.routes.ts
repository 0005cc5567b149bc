import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { vencimientosDeRamo } from '../../../catalogos/server/index.ts';
import { calcularRecibos, validarCalculoRecibos } from '../../shared/recibos-calculo.ts';

/** POST /recibos/calcular (spec 02 §7): the receipts of a policy being captured, nothing saved. */
export function calculoRoutes(router: ApiRouter): void {
  // The renewals screen opens the wizard too (docs/adr/017-polizas.md).
  router.post('/recibos/calcular', { permiso: ['POLIZAS_W', 'POLIZAS_RENOVACIONES'] }, async (ctx) => {
    const result = validarCalculoRecibos(ctx.request.body);
    if (!result.ok) throw badRequest(result.message, { errors: result.errors });
    const vencimientos = await vencimientosDeRamo(ctx.state.trx, result.value.modelo);
    ctx.body = ok(calcularRecibos(result.value, vencimientos));
  });
}
