import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import { applyListQuery } from '../../../../core/server/list-query/index.ts';
import { advertenciasCliente, validarCliente } from '../../shared/cliente-form.ts';
import { MAX_ID, MENSAJES_CLIENTES, type ClienteDatos, type ClienteGuardado } from '../../shared/clientes.ts';
import { clientesListSpec, listaDeClientes, revisarBusqueda } from '../services/clientes-lista.ts';
import { clientePorId, eliminarCliente, guardarCliente } from '../services/clientes.service.ts';

type Ctx = ParameterizedContext<TransactionState>;

/** A path id: anything but a positive integer names no client, so it is a 404 like an unknown id. */
function idCliente(raw: string | undefined): number {
  const id = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw notFound(MENSAJES_CLIENTES.noExiste);
  return id;
}

function datosCliente(ctx: Ctx): ClienteDatos {
  const r = validarCliente(ctx.request.body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

async function guardar(ctx: Ctx, datos: ClienteDatos): Promise<void> {
  const id = await guardarCliente(ctx.state.trx, ctx.state.session.agenteId, datos);
  const body: ClienteGuardado = { id, advertencias: advertenciasCliente(datos) };
  ctx.body = ok(body, MENSAJES_CLIENTES.guardado);
}

/** Clients (spec 02 §2.9, §7). Deleted clients stay readable by id but leave the list. */
export function clientesRoutes(router: ApiRouter): void {
  router.get('/clientes', { permiso: 'CLIENTES_R' }, async (ctx) => {
    revisarBusqueda(ctx.query);
    ctx.body = ok(await applyListQuery(listaDeClientes(ctx.state.trx), clientesListSpec, ctx.query));
  });

  router.get('/clientes/:id', { permiso: 'CLIENTES_R' }, async (ctx) => {
    ctx.body = ok(await clientePorId(ctx.state.trx, idCliente(ctx.params.id)));
  });

  // The payload carries its id (spec 02 §7): a POST with an id updates that client.
  router.post('/clientes', { permiso: 'CLIENTES_W' }, async (ctx) => {
    await guardar(ctx, datosCliente(ctx));
  });

  router.put('/clientes/:id', { permiso: 'CLIENTES_W' }, async (ctx) => {
    const id = idCliente(ctx.params.id);
    await guardar(ctx, { ...datosCliente(ctx), id });
  });

  router.delete('/clientes/:id', { permiso: 'CLIENTES_D' }, async (ctx) => {
    const id = idCliente(ctx.params.id);
    await eliminarCliente(ctx.state.trx, id);
    ctx.body = ok({ id }, MENSAJES_CLIENTES.eliminado);
  });
}
