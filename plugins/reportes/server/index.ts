import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { metasRoutes } from './routes/metas.routes.ts';
import { resumenRoutes } from './routes/resumen.routes.ts';
import { calendarioRoutes } from './routes/calendario.routes.ts';
import { semanalRoutes } from './routes/semanal.routes.ts';
import { informesRoutes } from './routes/informes.routes.ts';
import { dependenciasSemanal } from './jobs/dependencias.ts';
import { enviarReportesSemanales, HORARIO_SEMANAL } from './jobs/semanal.job.ts';
import { ACCESO_REPORTES } from '../shared/permisos.ts';

/** The portfolio summary, production goals, the weekly report, the calendar and the four reports (spec 02 §2.8, §2.11, §2.15, §2.16; 03 §2). */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_REPORTES,
  bootstrap(ctx) {
    resumenRoutes(ctx.router);
    metasRoutes(ctx.router);
    semanalRoutes(ctx.router);
    calendarioRoutes(ctx.router);
    informesRoutes(ctx.router);
    // Monday 08:00 Mexico City; every instance schedules it, the database lets one send (ADR 027).
    const semanal = dependenciasSemanal(ctx);
    ctx.programar('reportes.semanal', HORARIO_SEMANAL, async () => {
      const envio = await enviarReportesSemanales(semanal);
      ctx.log.info('reporte semanal', { semana: envio.semana, enviados: envio.enviados.length });
    });
  },
};

/** The Monday job, callable directly (the tests run it with a fixed "now"). */
export { enviarReportesSemanales, type DependenciasSemanal, type EnvioSemanal } from './jobs/semanal.job.ts';
export { dependenciasSemanal } from './jobs/dependencias.ts';

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { Meta, metaT } from './models/meta.model.ts';
export { ResumenCartera, resumenCarteraT } from './models/resumen-cartera.model.ts';
export { SemanalAjuste, semanalAjusteT } from './models/semanal-ajuste.model.ts';
export { SemanalEnvio, semanalEnvioT } from './models/semanal-envio.model.ts';
