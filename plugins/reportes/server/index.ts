import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { metasRoutes } from './routes/metas.routes.ts';
import { resumenRoutes } from './routes/resumen.routes.ts';
import { ACCESO_REPORTES } from '../shared/permisos.ts';

/** The portfolio summary and production goals (spec 02 §2.8, §2.11); the reports arrive later. */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_REPORTES,
  bootstrap(ctx) {
    resumenRoutes(ctx.router);
    metasRoutes(ctx.router);
  },
};

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { Meta, metaT } from './models/meta.model.ts';
export { ResumenCartera, resumenCarteraT } from './models/resumen-cartera.model.ts';
