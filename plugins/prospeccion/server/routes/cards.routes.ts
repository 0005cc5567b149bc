import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import { validarCard, validarNota } from '../../shared/embudo-form.ts';
import type { CardDatos, NotaDatos } from '../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../shared/mensajes.ts';
import { cardPorId } from '../services/cards-consulta.service.ts';
import { actualizarCard, crearCard, eliminarCard, type Autor } from '../services/cards.service.ts';
import { actualizarNota, crearNota, notasDe } from '../services/notas.service.ts';

type Ctx = ParameterizedContext<TransactionState>;

const idCard = (raw: string | undefined) => idDeRuta(raw, M.cardNoExiste);
const autor = (ctx: Ctx): Autor => ({ agenteId: ctx.state.session.agenteId, usuarioId: ctx.state.session.usuarioId });

function datosCard(ctx: Ctx): CardDatos {
  const r = validarCard(ctx.request.body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

function datosNota(ctx: Ctx): NotaDatos {
  const r = validarNota(ctx.request.body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

/** Opportunity cards and their notes (spec 03 §7 Funnel; the rights of §6). */
export function cardsRoutes(router: ApiRouter): void {
  router.post('/prospectos/kanbans/cards', { permiso: 'PROSPECCION_W' }, async (ctx) => {
    const id = await crearCard(ctx.state.trx, autor(ctx), datosCard(ctx));
    ctx.body = ok({ id }, M.guardada);
  });

  router.get('/prospectos/kanbans/cards/:cardId', { permiso: 'PROSPECCION_R' }, async (ctx) => {
    ctx.body = ok(await cardPorId(ctx.state.trx, idCard(ctx.params.cardId)));
  });

  // Also closes, reopens and moves the card (spec 03 §4, §7).
  router.put('/prospectos/kanbans/cards/:cardId', { permiso: 'PROSPECCION_W' }, async (ctx) => {
    const id = idCard(ctx.params.cardId);
    await actualizarCard(ctx.state.trx, autor(ctx), id, datosCard(ctx));
    ctx.body = ok(await cardPorId(ctx.state.trx, id), M.guardada);
  });

  router.delete('/prospectos/kanbans/cards/:cardId', { permiso: 'PROSPECCION_D' }, async (ctx) => {
    const id = idCard(ctx.params.cardId);
    await eliminarCard(ctx.state.trx, id);
    ctx.body = ok({ id }, M.eliminada);
  });

  router.get('/prospectos/kanbans/cards/:cardId/notes', { permiso: 'PROSPECCION_R' }, async (ctx) => {
    ctx.body = ok(await notasDe(ctx.state.trx, idCard(ctx.params.cardId)));
  });

  router.post('/prospectos/kanbans/cards/notes', { permiso: 'PROSPECCION_W' }, async (ctx) => {
    const id = await crearNota(ctx.state.trx, autor(ctx), datosNota(ctx));
    ctx.body = ok({ id }, M.notaGuardada);
  });

  router.put('/prospectos/kanbans/cards/notes/:id', { permiso: 'PROSPECCION_W' }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, M.notaNoExiste);
    await actualizarNota(ctx.state.trx, id, datosNota(ctx));
    ctx.body = ok({ id }, M.notaGuardada);
  });
}
