import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { comunicadosRoutes } from './routes/comunicados.routes.ts';

/** Insurers, currencies, lines, reasons, SEPOMEX, sellers, company, due dates and announcements. */
export const serverPlugin: ServerPlugin = {
  bootstrap(ctx) {
    comunicadosRoutes(ctx.router);
  },
};
