import { CountCache } from '../../../core/server/list-query/index.ts';
import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { polizasDemoSeeder } from './demo/polizas-seeder.ts';
import { generarCommand } from './generador/generar.command.ts';
import { autosRoutes } from './routes/autos.routes.ts';
import { calculoRoutes } from './routes/calculo.routes.ts';
import { clavesRoutes } from './routes/claves.routes.ts';
import { polizasRoutes } from './routes/polizas.routes.ts';
import { recibosRoutes } from './routes/recibos.routes.ts';

/** Policies, receipts, agent keys and the vehicle catalogue (spec 02 §2.1–2.5, §2.10). */
export const serverPlugin: ServerPlugin = {
  register(ctx) {
    ctx.addDemoSeeder(polizasDemoSeeder);
    ctx.addCliCommand(generarCommand);
  },
  bootstrap(ctx) {
    autosRoutes(ctx.router);
    calculoRoutes(ctx.router);
    clavesRoutes(ctx.router, { secreto: ctx.config.jwtSecret });
    // One per app: list totals remembered per agent and data version (docs/adr/019-listas-a-escala.md).
    const conteos = new CountCache();
    polizasRoutes(ctx.router, conteos);
    recibosRoutes(ctx.router, conteos);
  },
};
