import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import type { CountCache } from '../../../../core/server/list-query/index.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { motivoSchema, pagoSchema, type MotivoDatos, type PagoDatos } from '../../shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { cancelarRecibo, pagarRecibo, reactivarRecibo, revertirPago } from '../services/estatus.service.ts';
import { paginaDeRecibos, reciboPorId } from '../services/recibos-consulta.ts';
import { totalRecordado } from '../services/conteos.ts';

const idDeRecibo = (raw: string | undefined) => idDeRuta(raw, MENSAJES_POLIZAS.reciboNoExiste);

/** Receipts (spec 02 §7 'Receipts'): lists for collections and reports, payment and status changes. */
export function recibosRoutes(router: ApiRouter, conteos: CountCache): void {
  const lectores = ['POLIZAS_R', 'POLIZAS_COBRANZA', 'REPORTES_RECIBOS', 'REPORTES_COMISIONES'] as const;

  router.get('/recibos', { permiso: [...lectores] }, async (ctx) => {
    ctx.body = ok(await paginaDeRecibos(ctx.state.trx, ctx.query, totalRecordado(conteos, 'recibos', ctx.state.versionDeCartera)));
  });

  router.get('/recibos/:id', { permiso: [...lectores] }, async (ctx) => {
    ctx.body = ok(await reciboPorId(ctx.state.trx, idDeRecibo(ctx.params.id)));
  });

  // Paying is the collections screen's own action.
  router.put('/recibos/:id/pagar', { permiso: ['POLIZAS_W', 'POLIZAS_COBRANZA'] }, async (ctx) => {
    const id = idDeRecibo(ctx.params.id);
    await pagarRecibo(ctx.state.trx, ctx.state.session, id, validBody<PagoDatos>(ctx, pagoSchema));
    ctx.body = ok(await reciboPorId(ctx.state.trx, id), MENSAJES_POLIZAS.reciboPagado);
  });

  router.put('/recibos/:id/cancelarPago', { permiso: 'POLIZAS_W' }, async (ctx) => {
    const id = idDeRecibo(ctx.params.id);
    await revertirPago(ctx.state.trx, ctx.state.session, id);
    ctx.body = ok(await reciboPorId(ctx.state.trx, id), MENSAJES_POLIZAS.pagoRevertido);
  });

  router.put('/recibos/:id/cancelar', { permiso: 'POLIZAS_W' }, async (ctx) => {
    const id = idDeRecibo(ctx.params.id);
    await cancelarRecibo(ctx.state.trx, ctx.state.session, id, validBody<MotivoDatos>(ctx, motivoSchema));
    ctx.body = ok(await reciboPorId(ctx.state.trx, id), MENSAJES_POLIZAS.reciboCancelado);
  });

  router.put('/recibos/:id/reactivar', { permiso: 'POLIZAS_W' }, async (ctx) => {
    const id = idDeRecibo(ctx.params.id);
    await reactivarRecibo(ctx.state.trx, ctx.state.session, id, validBody<MotivoDatos>(ctx, motivoSchema));
    ctx.body = ok(await reciboPorId(ctx.state.trx, id), MENSAJES_POLIZAS.reciboReactivado);
  });
}
