import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { enteroDeConsulta, idDeRuta, textoDeConsulta } from '../../../../core/server/http/route-params.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import { isCalendarDate, validate } from '../../../../core/shared/validation.ts';
import { validarColumna } from '../../shared/embudo-form.ts';
import { STATUS_CARD, type ColumnaDatos, type StatusCard } from '../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../shared/mensajes.ts';
import type { FiltroCards } from '../services/cards-consulta.service.ts';
import { actualizarColumna, crearColumna, eliminarColumna } from '../services/columnas.service.ts';
import { crearTablero, tableroPorId, tableros } from '../services/kanbans.service.ts';

type Ctx = ParameterizedContext<TransactionState>;

const tableroSchema = { nombre: { kind: 'string', label: 'El nombre del embudo', max: 50 } } as const;

function fecha(ctx: Ctx, parametro: string): string | null {
  const texto = textoDeConsulta(ctx.query, parametro);
  if (texto === undefined) return null;
  if (!isCalendarDate(texto)) throw badRequest(M.fechaInvalida(parametro));
  return texto;
}

/** The board call's filter (spec 03 §7): status ABIERTA, or the three; creation dates; no status, every card. */
function filtroDeConsulta(ctx: Ctx): FiltroCards {
  const texto = textoDeConsulta(ctx.query, 'status');
  const status = texto?.split(',').map((s) => s.trim().toLowerCase()) ?? null;
  if (status?.some((s) => !STATUS_CARD.includes(s as StatusCard))) throw badRequest(M.statusConsulta);
  const desde = fecha(ctx, 'startDate');
  const hasta = fecha(ctx, 'endDate');
  if (desde && hasta && desde > hasta) throw badRequest(M.rangoInvertido);
  return { status: status as StatusCard[] | null, desde, hasta };
}

function datosColumna(ctx: Ctx): ColumnaDatos {
  const r = validarColumna(ctx.request.body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

/** The agent's board and its columns (spec 03 §7 Funnel). */
export function kanbansRoutes(router: ApiRouter): void {
  router.get('/prospectos/kanbans', { permiso: 'PROSPECCION_R' }, async (ctx) => {
    ctx.body = ok(await tableros(ctx.state.trx));
  });

  // Its first use creates it (spec 03 §3): anyone who may see the board may open it the first time.
  router.post('/prospectos/kanbans', { permiso: ['PROSPECCION_R', 'PROSPECCION_W'] }, async (ctx) => {
    const r = validate<{ nombre: string | null }>(tableroSchema, ctx.request.body);
    if (!r.ok) throw badRequest(r.message, { errors: r.errors });
    ctx.body = ok(await crearTablero(ctx.state.trx, ctx.state.session.agenteId, r.value.nombre ?? M.nombreTableroPredeterminado));
  });

  router.get('/prospectos/kanbans/:id', { permiso: 'PROSPECCION_R' }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, M.tableroNoExiste);
    ctx.body = ok(await tableroPorId(ctx.state.trx, id, filtroDeConsulta(ctx)));
  });

  router.post('/prospectos/kanbans/columnas', { permiso: 'PROSPECCION_W' }, async (ctx) => {
    const id = await crearColumna(ctx.state.trx, ctx.state.session.agenteId, datosColumna(ctx));
    ctx.body = ok({ id }, M.columnaGuardada);
  });

  router.put('/prospectos/kanbans/columnas/:id', { permiso: 'PROSPECCION_W' }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, M.columnaNoExiste);
    await actualizarColumna(ctx.state.trx, id, datosColumna(ctx));
    ctx.body = ok({ id }, M.columnaGuardada);
  });

  // A column with cards names where they go: ?destino={columnId}.
  router.delete('/prospectos/kanbans/columnas/:id', { permiso: 'PROSPECCION_D' }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, M.columnaNoExiste);
    await eliminarColumna(ctx.state.trx, id, enteroDeConsulta(ctx.query, 'destino'));
    ctx.body = ok({ id }, M.columnaEliminada);
  });
}
