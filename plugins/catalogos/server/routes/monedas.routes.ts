import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import type { Schema } from '../../../../core/shared/validation.ts';
import { MENSAJES_MONEDAS, monedaCatalogoId, monedaEdicionSchema, monedaSchema, type MonedaDatos } from '../../shared/monedas.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { actualizarMoneda, catalogoDeMonedas, crearMoneda, eliminarMoneda, monedaDelAgente, monedasDelAgente } from '../services/monedas.service.ts';
import type { GuardedAccess } from '../../../../core/server/http/access.ts';

// Reads serve the currency selectors of policies, receipts and reports: any signed-in user.
const LEER = { signedIn: true } satisfies GuardedAccess;
const ESCRIBIR = { permiso: 'MONEDA_W' } satisfies GuardedAccess;

const idMoneda = (raw: string | undefined) => idDeRuta(raw, MENSAJES_MONEDAS.noExiste);

/** PUT /monedas/{id}: the path names the currency, so the body needs no id (one sent is ignored). */
const edicionPorRutaSchema: Schema = Object.fromEntries(Object.entries(monedaEdicionSchema).filter(([campo]) => campo !== 'id'));

async function actualizar(ctx: ParameterizedContext<TransactionState>, id: number, datos: MonedaDatos): Promise<void> {
  await actualizarMoneda(ctx.state.trx, id, datos.moneda == null ? null : monedaCatalogoId(datos.moneda), datos);
  ctx.body = ok({ id }, MENSAJES_MONEDAS.guardado);
}

/** The agent's currencies and the catalogue they come from (spec 01 §2 /monedas, §7). */
export function monedasRoutes(router: ApiRouter): void {
  router.get('/monedas', LEER, async (ctx) => {
    ctx.body = ok(await monedasDelAgente(ctx.state.trx, ctx.state.session.agenteId));
  });

  router.get('/monedas/all', LEER, async (ctx) => {
    ctx.body = ok(await catalogoDeMonedas(ctx.state.trx));
  });

  router.get('/monedas/:id', LEER, async (ctx) => {
    ctx.body = ok(await monedaDelAgente(ctx.state.trx, idMoneda(ctx.params.id)));
  });

  router.post('/monedas', ESCRIBIR, async (ctx) => {
    const datos = validBody<MonedaDatos>(ctx, monedaSchema);
    // The schema accepts only a currency monedaCatalogoId can read.
    const monedaId = monedaCatalogoId(datos.moneda);
    if (monedaId === null) throw badRequest(MENSAJES_MONEDAS.noEnCatalogo);
    const id = await crearMoneda(ctx.state.trx, ctx.state.session.agenteId, monedaId, datos);
    ctx.body = ok({ id }, MENSAJES_MONEDAS.guardado);
  });

  // The spec's form sends the id in the body; PUT /monedas/{id} is accepted too.
  router.put('/monedas', ESCRIBIR, async (ctx) => {
    const datos = validBody<MonedaDatos & { id: number }>(ctx, monedaEdicionSchema);
    await actualizar(ctx, datos.id, datos);
  });
  router.put('/monedas/:id', ESCRIBIR, async (ctx) => {
    const id = idMoneda(ctx.params.id);
    await actualizar(ctx, id, validBody<MonedaDatos>(ctx, edicionPorRutaSchema));
  });

  router.delete('/monedas/:id', ESCRIBIR, async (ctx) => {
    const id = idMoneda(ctx.params.id);
    await eliminarMoneda(ctx.state.trx, id);
    ctx.body = ok({ id }, MENSAJES_MONEDAS.eliminada);
  });
}
