import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import type { CountCache } from '../../../../core/server/list-query/index.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, forbidden } from '../../../../core/server/http/errors.ts';
import { decodificado, idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { motivoSchema, validarPoliza, type MotivoDatos } from '../../shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { cerrarPoliza, reactivarPoliza } from '../services/estatus.service.ts';
import { consultaDePoliza, paginaDePolizas, polizaDeFila, type FilaPoliza } from '../services/polizas-consulta.ts';
import { actualizarPoliza, crearPoliza, eliminarPoliza } from '../services/polizas.service.ts';
import type { DuenosDeCrm } from '../../../crm/server/index.ts';
import { totalRecordado } from '../services/conteos.ts';

/** The spec's client builds `PUT /polizas/{id} ` with a stray trailing space (02 §7): accept it. */
const idDePoliza = (raw: string | undefined) => idDeRuta(decodificado(raw)?.trim(), MENSAJES_POLIZAS.noExiste);

function polizaDelCuerpo(body: unknown) {
  const r = validarPoliza(body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

/** Policies (spec 02 §7 'Policies'); who may do what: docs/adr/007 and 017. */
export function polizasRoutes(router: ApiRouter, conteos: CountCache, duenos: DuenosDeCrm): void {
  // The list also feeds the renewals screens and the policy report.
  router.get('/polizas', { permiso: ['POLIZAS_R', 'POLIZAS_RENOVACIONES', 'REPORTES_POLIZAS'] }, async (ctx) => {
    ctx.body = ok(await paginaDePolizas(ctx.state.trx, ctx.query, totalRecordado(conteos, 'polizas', ctx.state.versionDeCartera)));
  });

  // The detail opens as a modal from collections and renewals too.
  // One statement, no transaction: the most requested read (docs/adr/042-coste-de-la-api.md).
  router.leer<{ poliza: FilaPoliza | null }>(
    '/polizas/:id',
    { permiso: ['POLIZAS_R', 'POLIZAS_COBRANZA', 'POLIZAS_RENOVACIONES'] },
    {
      consulta: (ctx, knex) => consultaDePoliza(knex, idDePoliza(ctx.params.id)),
      respuesta: ({ poliza }) => ok(polizaDeFila(poliza)),
    },
  );

  // Renewing is also the renewals screen's action (POLIZAS_RENOVACIONES); a new policy needs POLIZAS_W.
  router.post('/polizas', { permiso: ['POLIZAS_W', 'POLIZAS_RENOVACIONES'] }, async (ctx) => {
    const datos = polizaDelCuerpo(ctx.request.body);
    const session = ctx.state.session;
    if (datos.polizaIDRenovo === null && !session.can('POLIZAS_W')) throw forbidden();
    const id = await crearPoliza(ctx.state.trx, session, datos);
    ctx.body = ok({ id }, MENSAJES_POLIZAS.guardada);
  });

  router.put('/polizas/:id', { permiso: 'POLIZAS_W' }, async (ctx) => {
    const id = idDePoliza(ctx.params.id);
    const quitados = await actualizarPoliza(ctx.state.trx, ctx.state.session, id, polizaDelCuerpo(ctx.request.body));
    // A removed receipt's log and attachments (crm's, with their files) go with it.
    await duenos.eliminar(ctx.state, 'recibos', quitados);
    ctx.body = ok({ id }, MENSAJES_POLIZAS.guardada);
  });

  router.delete('/polizas/:id', { permiso: 'POLIZAS_D' }, async (ctx) => {
    const id = idDePoliza(ctx.params.id);
    await eliminarPoliza(ctx.state.trx, ctx.state.session, id);
    ctx.body = ok({ id }, MENSAJES_POLIZAS.eliminada);
  });

  router.put('/polizas/:id/cancelar', { permiso: ['POLIZAS_W', 'POLIZAS_RENOVACIONES'] }, async (ctx) => {
    const id = idDePoliza(ctx.params.id);
    const terminada = await cerrarPoliza(ctx.state.trx, ctx.state.session, id, validBody<MotivoDatos>(ctx, motivoSchema));
    ctx.body = ok({ id, status: terminada ? 'terminada' : 'cancelada' }, MENSAJES_POLIZAS.cerrada(terminada));
  });

  router.put('/polizas/:id/reactivar', { permiso: 'POLIZAS_W' }, async (ctx) => {
    const id = idDePoliza(ctx.params.id);
    await reactivarPoliza(ctx.state.trx, ctx.state.session, id, validBody<MotivoDatos>(ctx, motivoSchema));
    ctx.body = ok({ id, status: 'vigente' }, MENSAJES_POLIZAS.reactivada);
  });
}
