import { crearCifrado } from '../../../core/server/crypto/cifrado.ts';
import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { HORARIO_SINCRONIZACION, sincronizarPendientes } from './sincronizacion/programacion.service.ts';
import { marcarSincronizacion } from '../../catalogos/server/index.ts';
import { ACCESO_INTEGRACIONES } from '../shared/permisos.ts';
import { ABREVIACIONES_CON_CONECTOR } from './portales/registro.ts';
import { integracionesRoutes } from './routes/integraciones.routes.ts';
import { rpaRoutes } from './routes/rpa.routes.ts';
import { todoistRoutes } from './routes/todoist.routes.ts';
import type { Integraciones } from './services/parametros.service.ts';
import { dependenciasDeSincronizacion } from './sincronizacion/dependencias.ts';
import { syncCommand } from './sincronizacion/sync.command.ts';

/**
 * Integrations with other applications (spec 01 §2 /configuracion/integraciones, §7): Todoist
 * (docs/adr/034-integraciones-todoist.md) and insurer-portal sync with /automatizaciones
 * (docs/adr/038-sincronizacion-portales.md).
 */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_INTEGRACIONES,
  register: (ctx) => ctx.addCliCommand(syncCommand),
  async bootstrap(ctx) {
    const deps: Integraciones = { cifrado: crearCifrado(ctx.config.jwtSecret, 'integraciones_parametros.valor v1'), todoistBase: ctx.config.todoistApiBase };
    integracionesRoutes(ctx.router, deps);
    todoistRoutes(ctx.router, deps);
    // The insurers' rpa flag follows the connectors (catalogos owns the catalogue).
    await marcarSincronizacion(ctx.db, ABREVIACIONES_CON_CONECTOR);
    rpaRoutes(ctx.router);
    // An instance that reaches no portal (none configured) has nothing to run: it schedules nothing.
    const sincronizacion = dependenciasDeSincronizacion(ctx.config, ctx.db, ctx.log);
    if ([...sincronizacion.conectores.values()].some((c) => c.configurado)) {
      ctx.programar('integraciones.sincronizacion', HORARIO_SINCRONIZACION, async () => {
        const hechas = await sincronizarPendientes(sincronizacion);
        if (hechas.length) ctx.log.info('sincronizaciones con portales', { corridas: hechas.length });
      });
    }
  },
};

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { IntegracionParametro, integracionParametroT } from './models/integracion-parametro.model.ts';
export { RpaLogDetalle, rpaLogDetalleT } from './models/rpa-log-detalle.model.ts';
export { RpaLog, rpaLogT } from './models/rpa-log.model.ts';
export { RpaProgramacion, rpaProgramacionT } from './models/rpa-programacion.model.ts';
export { TodoistTarea, todoistTareaT } from './models/todoist-tarea.model.ts';
/** For tests and the CLI: one key's run, and one tick of the schedule. */
export { sincronizarClave } from './sincronizacion/sincronizacion.service.ts';
export { sincronizarPendientes } from './sincronizacion/programacion.service.ts';
export { dependenciasDeSincronizacion } from './sincronizacion/dependencias.ts';
