import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { createStorage } from '../../../core/server/storage/storage.service.ts';
import { adjuntosRoutes } from './routes/adjuntos.routes.ts';
import { bitacoraRoutes } from './routes/bitacora.routes.ts';
import { tareasRoutes } from './routes/tareas.routes.ts';

/** Activity log (bitácora), attachments and tasks. */
export const serverPlugin: ServerPlugin = {
  bootstrap(ctx) {
    // The core's storage is not a published service; this instance reads the same DATA_DIR/storage.
    const storage = createStorage(ctx.config.dataDir);
    bitacoraRoutes(ctx.router, { storage });
    adjuntosRoutes(ctx.router, { storage });
    tareasRoutes(ctx.router);
  },
};
