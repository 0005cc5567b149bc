import { crearCifrado } from '../../../core/server/crypto/cifrado.ts';
import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { ACCESO_INTEGRACIONES } from '../shared/permisos.ts';
import { integracionesRoutes } from './routes/integraciones.routes.ts';
import { todoistRoutes } from './routes/todoist.routes.ts';
import type { Integraciones } from './services/parametros.service.ts';

/**
 * Integrations with other applications (spec 01 §2 /configuracion/integraciones, §7): Todoist today;
 * insurer-portal sync and /automatizaciones join here (docs/adr/034-integraciones-todoist.md).
 */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_INTEGRACIONES,
  bootstrap(ctx) {
    const deps: Integraciones = { cifrado: crearCifrado(ctx.config.jwtSecret, 'integraciones_parametros.valor v1'), todoistBase: ctx.config.todoistApiBase };
    integracionesRoutes(ctx.router, deps);
    todoistRoutes(ctx.router, deps);
  },
};

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { IntegracionParametro, integracionParametroT } from './models/integracion-parametro.model.ts';
export { TodoistTarea, todoistTareaT } from './models/todoist-tarea.model.ts';
