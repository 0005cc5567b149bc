import { SUSCRIPCIONES_SERVICE } from '../../../core/server/auth/hooks.ts';
import type { Mailer } from '../../../core/server/mail/mailer.ts';
import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { planesRoutes } from './routes/planes.routes.ts';
import { rolesRoutes } from './routes/roles.routes.ts';
import { suscripcionesRoutes } from './routes/suscripciones.routes.ts';
import { usuariosRoutes } from './routes/usuarios.routes.ts';
import { suscripcionesHooks } from './services/suscripciones.service.ts';

export { suscripcionActual, usoDeUsuarios } from './services/suscripciones.service.ts';

/** Users, roles, plans and subscriptions (ARCHITECTURE plugin map). */
export const serverPlugin: ServerPlugin = {
  register(ctx) {
    ctx.provide(SUSCRIPCIONES_SERVICE, suscripcionesHooks);
  },
  bootstrap(ctx) {
    usuariosRoutes(ctx.router, { mailer: ctx.services.get<Mailer>('mailer'), publicUrl: ctx.config.publicUrl, secret: ctx.config.jwtSecret });
    rolesRoutes(ctx.router);
    planesRoutes(ctx.router, ctx.db.knex);
    suscripcionesRoutes(ctx.router);
  },
};
