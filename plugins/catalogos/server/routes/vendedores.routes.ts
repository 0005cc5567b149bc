import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { applyListQuery } from '../../../../core/server/list-query/index.ts';
import { MENSAJES_VENDEDORES, vendedorSchema, type VendedorDatos } from '../../shared/vendedores.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import {
  COLUMNAS_VENDEDOR,
  COLUMNAS_VENDEDOR_RESUMEN,
  eliminarVendedor,
  guardarVendedor,
  vendedores,
  vendedoresListSpec,
  vendedoresResumenListSpec,
  vendedorPorId,
} from '../services/vendedores.service.ts';

const idVendedor = (raw: string | undefined) => idDeRuta(raw, MENSAJES_VENDEDORES.noExiste);

/** Sellers (spec 03 §2, §7). */
export function vendedoresRoutes(router: ApiRouter): void {
  // Task, policy and quotation forms pick a seller from this list (spec 01 §7, size=99999), and the
  // task screens check no privilege: without VENDEDORES_R a user gets, and may filter, the summary only.
  router.get('/vendedores', { signedIn: true }, async (ctx) => {
    const completo = ctx.state.session.can('VENDEDORES_R');
    const base = vendedores(ctx.state.trx).select(completo ? COLUMNAS_VENDEDOR : COLUMNAS_VENDEDOR_RESUMEN);
    ctx.body = ok(await applyListQuery(base, completo ? vendedoresListSpec : vendedoresResumenListSpec, ctx.query));
  });

  router.get('/vendedores/:id', { permiso: 'VENDEDORES_R' }, async (ctx) => {
    ctx.body = ok(await vendedorPorId(ctx.state.trx, idVendedor(ctx.params.id)));
  });

  // The spec's form posts with its id when editing (spec 03 §7): an id updates that seller.
  router.post('/vendedores', { permiso: 'VENDEDORES_W' }, async (ctx) => {
    const datos = validBody<VendedorDatos>(ctx, vendedorSchema);
    const id = await guardarVendedor(ctx.state.trx, ctx.state.session.agenteId, datos);
    ctx.body = ok({ id }, MENSAJES_VENDEDORES.guardado);
  });

  router.put('/vendedores/:id', { permiso: 'VENDEDORES_W' }, async (ctx) => {
    const id = idVendedor(ctx.params.id);
    const datos = validBody<VendedorDatos>(ctx, vendedorSchema);
    await guardarVendedor(ctx.state.trx, ctx.state.session.agenteId, { ...datos, id });
    ctx.body = ok({ id }, MENSAJES_VENDEDORES.guardado);
  });

  router.delete('/vendedores/:id', { permiso: 'VENDEDORES_D' }, async (ctx) => {
    const id = idVendedor(ctx.params.id);
    await eliminarVendedor(ctx.state.trx, id);
    ctx.body = ok({ id }, MENSAJES_VENDEDORES.eliminado);
  });
}
