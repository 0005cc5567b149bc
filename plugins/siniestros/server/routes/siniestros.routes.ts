import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { enteroDeConsulta, idDeRuta } from '../../../../core/server/http/route-params.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import { clienteVisible } from '../../../clientes/server/index.ts';
import type { DuenosDeCrm } from '../../../crm/server/index.ts';
import { MENSAJES_SINIESTROS } from '../../shared/mensajes.ts';
import { validarSiniestro } from '../../shared/siniestro-form.ts';
import type { SiniestroDatos } from '../../shared/siniestros.ts';
import { polizasVigentesDelCliente } from '../services/polizas-de-siniestro.service.ts';
import { siniestroPorId } from '../services/siniestro-consulta.service.ts';
import { paginaDeSiniestros } from '../services/siniestros-lista.service.ts';
import { actualizarSiniestro, crearSiniestro, eliminarSiniestro, ENTIDAD_SINIESTROS } from '../services/siniestros.service.ts';

type Ctx = ParameterizedContext<TransactionState>;

const idDeSiniestro = (raw: string | undefined) => idDeRuta(raw, MENSAJES_SINIESTROS.noExiste);

function datosDelCuerpo(ctx: Ctx): SiniestroDatos {
  const r = validarSiniestro(ctx.request.body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

const escritor = (ctx: Ctx) => ({ agenteId: ctx.state.session.agenteId, usuarioId: ctx.state.session.usuarioId });

/** Claims (spec 03 §7 Claims, 01 §7); statuses and their transitions: docs/adr/024-siniestros.md. */
export function siniestrosRoutes(router: ApiRouter, duenos: DuenosDeCrm): void {
  // Also a policy's claims (?polizaId=, spec 01 §7), for the block of the policy's detail.
  router.get('/siniestros', { permiso: 'SINIESTROS_R' }, async (ctx) => {
    ctx.body = ok(await paginaDeSiniestros(ctx.state.trx, ctx.query));
  });

  // The form's policy choices: the client's vigentes with their insured people and vehicle (spec 03 §5).
  router.get('/siniestros/polizas', { permiso: 'SINIESTROS_W' }, async (ctx) => {
    const clienteId = enteroDeConsulta(ctx.query, 'clienteId');
    if (clienteId === undefined) throw badRequest(MENSAJES_SINIESTROS.clienteRequeridoEnConsulta);
    if (clienteId < 1 || !(await clienteVisible(ctx.state.trx, clienteId))) throw notFound(MENSAJES_SINIESTROS.clienteNoExiste);
    ctx.body = ok(await polizasVigentesDelCliente(ctx.state.trx, clienteId));
  });

  router.get('/siniestros/:id', { permiso: 'SINIESTROS_R' }, async (ctx) => {
    ctx.body = ok(await siniestroPorId(ctx.state.trx, idDeSiniestro(ctx.params.id)));
  });

  router.post('/siniestros', { permiso: 'SINIESTROS_W' }, async (ctx) => {
    const id = await crearSiniestro(ctx.state.trx, escritor(ctx), datosDelCuerpo(ctx));
    ctx.body = ok({ id }, MENSAJES_SINIESTROS.guardado);
  });

  router.put('/siniestros/:id', { permiso: 'SINIESTROS_W' }, async (ctx) => {
    const id = idDeSiniestro(ctx.params.id);
    await actualizarSiniestro(ctx.state.trx, escritor(ctx), id, datosDelCuerpo(ctx));
    ctx.body = ok({ id }, MENSAJES_SINIESTROS.guardado);
  });

  router.delete('/siniestros/:id', { permiso: 'SINIESTROS_D' }, async (ctx) => {
    const id = idDeSiniestro(ctx.params.id);
    await eliminarSiniestro(ctx.state.trx, id);
    // Its log and attachments (crm's, with their files) go with it.
    await duenos.eliminar(ctx.state, ENTIDAD_SINIESTROS, [id]);
    ctx.body = ok({ id }, MENSAJES_SINIESTROS.eliminado);
  });
}
