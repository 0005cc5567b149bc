import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, forbidden } from '../../../../core/server/http/errors.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import { validate } from '../../../../core/shared/validation.ts';
import { applyListQuery } from '../../../../core/server/list-query/index.ts';
import { MAX_ID } from '../../../clientes/shared/clientes.ts';
import type { DuenosDeCrm } from '../../../crm/server/index.ts';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';
import { validarProspecto } from '../../shared/prospecto-form.ts';
import type { ConversionDatos, ProspectoDatos } from '../../shared/prospectos.ts';
import { convertirProspecto } from '../services/conversion.service.ts';
import { listaDeProspectos, prospectosListSpec, revisarBusqueda } from '../services/prospectos-lista.service.ts';
import { ENTIDAD_PROSPECTOS, eliminarProspecto, guardarProspecto, prospectoPorId } from '../services/prospectos.service.ts';

type Ctx = ParameterizedContext<TransactionState>;

const idProspecto = (raw: string | undefined) => idDeRuta(raw, M.noExiste);

function datosProspecto(ctx: Ctx): ProspectoDatos {
  const r = validarProspecto(ctx.request.body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

async function guardar(ctx: Ctx, datos: ProspectoDatos): Promise<void> {
  const id = await guardarProspecto(ctx.state.trx, ctx.state.session.agenteId, datos);
  ctx.body = ok({ id }, M.guardado);
}

const conversionSchema = { clienteId: { kind: 'integer', label: 'El cliente', required: M.clienteObligatorio, min: 1, max: MAX_ID } } as const;

/** Prospects (spec 03 §2, §7 Prospects) and their conversion into a client (docs/adr/025-prospeccion.md). */
export function prospectosRoutes(router: ApiRouter, duenos: DuenosDeCrm): void {
  router.get('/prospectos', { permiso: 'PROSPECTOS_R' }, async (ctx) => {
    revisarBusqueda(ctx.query);
    ctx.body = ok(await applyListQuery(listaDeProspectos(ctx.state.trx), prospectosListSpec, ctx.query));
  });

  router.get('/prospectos/:id', { permiso: 'PROSPECTOS_R' }, async (ctx) => {
    ctx.body = ok(await prospectoPorId(ctx.state.trx, idProspecto(ctx.params.id)));
  });

  // The payload carries its id (spec 03 §3): a POST with an id updates that prospect.
  router.post('/prospectos', { permiso: 'PROSPECTOS_W' }, async (ctx) => {
    await guardar(ctx, datosProspecto(ctx));
  });

  router.put('/prospectos/:id', { permiso: 'PROSPECTOS_W' }, async (ctx) => {
    const id = idProspecto(ctx.params.id);
    await guardar(ctx, { ...datosProspecto(ctx), id });
  });

  router.delete('/prospectos/:id', { permiso: 'PROSPECTOS_D' }, async (ctx) => {
    const id = idProspecto(ctx.params.id);
    await eliminarProspecto(ctx.state.trx, id);
    // Its log and attachments (crm's, with their files) go with it (spec 03 §8).
    await duenos.eliminar(ctx.state, ENTIDAD_PROSPECTOS, [id]);
    ctx.body = ok({ id }, M.eliminado);
  });

  // The client was just captured (CLIENTES_W) from the prospect; its log moves into the client's.
  router.post('/prospectos/:id/convertir', { permiso: 'PROSPECTOS_W' }, async (ctx) => {
    const id = idProspecto(ctx.params.id);
    if (!ctx.state.session.can('CLIENTES_W')) throw forbidden();
    const r = validate<ConversionDatos>(conversionSchema, ctx.request.body);
    if (!r.ok) throw badRequest(r.message, { errors: r.errors });
    const { agenteId, usuarioId } = ctx.state.session;
    await convertirProspecto(ctx.state.trx, { agenteId, usuarioId }, id, r.value.clienteId);
    ctx.body = ok({ id, clienteId: r.value.clienteId }, M.convertido);
  });
}
