import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { metasRoutes } from './routes/metas.routes.ts';
import { resumenRoutes } from './routes/resumen.routes.ts';

/** The portfolio summary and production goals (spec 02 §2.8, §2.11); the reports arrive later. */
export const serverPlugin: ServerPlugin = {
  bootstrap(ctx) {
    resumenRoutes(ctx.router);
    metasRoutes(ctx.router);
  },
};
