import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { createStorage } from '../../../core/server/storage/storage.service.ts';
import { crmDemoSeeder } from './demo/crm-seeder.ts';
import { adjuntosRoutes } from './routes/adjuntos.routes.ts';
import { bitacoraRoutes } from './routes/bitacora.routes.ts';
import { tareasRoutes } from './routes/tareas.routes.ts';
import { ACCESO_CRM } from '../shared/permisos.ts';

/** Activity log (bitácora), attachments and tasks. */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_CRM,
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

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { Adjunto, adjuntoT } from './models/adjunto.model.ts';
export { BitacoraTexto, bitacoraTextoT } from './models/bitacora-texto.model.ts';
export { Bitacora, bitacoraT } from './models/bitacora.model.ts';
export { Tarea, tareaT } from './models/tarea.model.ts';
