import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { validarEnvio } from '../../shared/envio-form.ts';
import { MENSAJES_COMUNICACION as M } from '../../shared/mensajes.ts';
import { enviar, type DependenciasEnvio } from '../services/envio.service.ts';

/** POST /email/crm (spec 01 §7): an e-mail through core's mailer, or a WhatsApp message to open; both logged. */
export function envioRoutes(router: ApiRouter, deps: DependenciasEnvio): void {
  router.post('/email/crm', { permiso: 'CORREOS_ENVIAR' }, async (ctx) => {
    const r = validarEnvio(ctx.request.body);
    if (!r.ok) throw badRequest(r.message, { errors: r.errors });
    const url = await enviar(ctx.state, deps, r.value);
    ctx.body = ok({ url }, url ? M.whatsappRegistrado : M.enviado);
  });
}
