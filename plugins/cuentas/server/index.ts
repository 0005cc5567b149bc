import { SUSCRIPCIONES_SERVICE } from '../../../core/server/auth/hooks.ts';
import { MAILER } from '../../../core/server/mail/mailer.ts';
import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { pagosStripeRoutes } from './routes/pagos-stripe.routes.ts';
import { planesRoutes } from './routes/planes.routes.ts';
import { rolesRoutes } from './routes/roles.routes.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.routes.ts';
import { suscripcionesRoutes } from './routes/suscripciones.routes.ts';
import { usuariosRoutes } from './routes/usuarios.routes.ts';
import { HORARIO_PURGA_EVENTOS, purgarEventosStripe } from './services/stripe-webhook.service.ts';
import { suscripcionesHooks } from './services/suscripciones.service.ts';
import { planesStripeCommand } from './stripe/planes-stripe.command.ts';
import { clienteStripe } from './stripe/stripe-client.ts';
import { ACCESO_CUENTAS } from '../shared/permisos.ts';

/** Users, roles, plans and subscriptions (ARCHITECTURE plugin map). */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_CUENTAS,
  register(ctx) {
    ctx.provide(SUSCRIPCIONES_SERVICE, suscripcionesHooks(clienteStripe(ctx.config)));
    ctx.addCliCommand(planesStripeCommand);
  },
  bootstrap(ctx) {
    usuariosRoutes(ctx.router, { mailer: ctx.services.get(MAILER), publicUrl: ctx.config.publicUrl, secret: ctx.config.jwtSecret });
    rolesRoutes(ctx.router);
    const stripe = clienteStripe(ctx.config);
    planesRoutes(ctx.router, ctx.db.knex, stripe !== null);
    suscripcionesRoutes(ctx.router, stripe !== null);
    pagosStripeRoutes(ctx.router, stripe, ctx.config.publicUrl);
    stripeWebhookRoutes(ctx.router, { knex: ctx.db.knex, stripe, secret: ctx.config.stripeWebhookSecret, limiteBytes: ctx.config.bodyLimitBytes, log: ctx.log });
    ctx.programar('cuentas.eventos-stripe', HORARIO_PURGA_EVENTOS, async () => {
      const purgados = await purgarEventosStripe(ctx.db.knex);
      if (purgados) ctx.log.info('eventos de Stripe antiguos purgados', { purgados });
    });
  },
};

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { PlanItem, planItemT } from './models/plan-item.model.ts';
export { Plan, planT } from './models/plan.model.ts';
export { StripeEvento, stripeEventoT } from './models/stripe-evento.model.ts';
export { Suscripcion, suscripcionT } from './models/suscripcion.model.ts';
