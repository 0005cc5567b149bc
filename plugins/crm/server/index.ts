import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { createStorage } from '../../../core/server/storage/storage.service.ts';
import { crmDemoSeeder } from './demo/crm-seeder.ts';
import { adjuntosRoutes } from './routes/adjuntos.routes.ts';
import { bitacoraRoutes } from './routes/bitacora.routes.ts';
import { tareasRoutes } from './routes/tareas.routes.ts';

/** Activity log (bitácora), attachments and tasks. */
export const serverPlugin: ServerPlugin = {
  register(ctx) {
    ctx.addDemoSeeder(crmDemoSeeder);
  },
  bootstrap(ctx) {
    // The core's storage is not a published service; this instance reads the same DATA_DIR/storage.
    const storage = createStorage(ctx.config.dataDir);
    bitacoraRoutes(ctx.router, { storage });
    adjuntosRoutes(ctx.router, { storage });
    tareasRoutes(ctx.router);
  },
};

/** For the plugins whose records keep an activity log (policies, receipts…): call with the request's transaction. */
export { crearRegistro, type Escritor } from './services/bitacora.service.ts';
