import { SUSCRIPCIONES_SERVICE } from '../../../core/server/auth/hooks.ts';
import { MAILER } from '../../../core/server/mail/mailer.ts';
import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { planesRoutes } from './routes/planes.routes.ts';
import { rolesRoutes } from './routes/roles.routes.ts';
import { suscripcionesRoutes } from './routes/suscripciones.routes.ts';
import { usuariosRoutes } from './routes/usuarios.routes.ts';
import { suscripcionesHooks } from './services/suscripciones.service.ts';
import { ACCESO_CUENTAS } from '../shared/permisos.ts';

/** Users, roles, plans and subscriptions (ARCHITECTURE plugin map). */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_CUENTAS,
  register(ctx) {
    ctx.provide(SUSCRIPCIONES_SERVICE, suscripcionesHooks);
  },
  bootstrap(ctx) {
    usuariosRoutes(ctx.router, { mailer: ctx.services.get(MAILER), publicUrl: ctx.config.publicUrl, secret: ctx.config.jwtSecret });
    rolesRoutes(ctx.router);
    planesRoutes(ctx.router, ctx.db.knex);
    suscripcionesRoutes(ctx.router);
  },
};

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { PlanItem, planItemT } from './models/plan-item.model.ts';
export { Plan, planT } from './models/plan.model.ts';
export { Suscripcion, suscripcionT } from './models/suscripcion.model.ts';
