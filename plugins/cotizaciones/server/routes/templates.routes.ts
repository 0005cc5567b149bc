import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import type { TemplateDatos } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { validarTemplate } from '../../shared/template-form.ts';
import { actualizarTemplate, crearTemplate, eliminarTemplate, paginaDeTemplates, templatePorId } from '../services/templates.service.ts';

type Ctx = ParameterizedContext<TransactionState>;

const idDeTemplate = (raw: string | undefined) => idDeRuta(raw, M.templateNoExiste);

function datosDelCuerpo(ctx: Ctx): TemplateDatos {
  const r = validarTemplate(ctx.request.body);
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

/**
 * Quotation templates (spec 03 §7). The quotation form lists a ramo's templates to add proposals
 * from, so writing quotations also reads them.
 */
export function templatesRoutes(router: ApiRouter): void {
  router.get('/cotizaciones/templates', { permiso: ['COTIZACIONES_TEMP_R', 'COTIZACIONES_W'] }, async (ctx) => {
    ctx.body = ok(await paginaDeTemplates(ctx.state.trx, ctx.query));
  });

  router.get('/cotizaciones/templates/:id', { permiso: ['COTIZACIONES_TEMP_R', 'COTIZACIONES_W'] }, async (ctx) => {
    ctx.body = ok(await templatePorId(ctx.state.trx, idDeTemplate(ctx.params.id)));
  });

  router.post('/cotizaciones/templates', { permiso: 'COTIZACIONES_TEMP_W' }, async (ctx) => {
    const id = await crearTemplate(ctx.state.trx, ctx.state.session.agenteId, datosDelCuerpo(ctx));
    ctx.body = ok({ id }, M.templateGuardado);
  });

  router.put('/cotizaciones/templates/:id', { permiso: 'COTIZACIONES_TEMP_W' }, async (ctx) => {
    const id = idDeTemplate(ctx.params.id);
    await actualizarTemplate(ctx.state.trx, ctx.state.session.agenteId, id, datosDelCuerpo(ctx));
    ctx.body = ok({ id }, M.templateGuardado);
  });

  router.delete('/cotizaciones/templates/:id', { permiso: 'COTIZACIONES_TEMP_D' }, async (ctx) => {
    const id = idDeTemplate(ctx.params.id);
    await eliminarTemplate(ctx.state.trx, id);
    ctx.body = ok({ id }, M.templateEliminado);
  });
}
