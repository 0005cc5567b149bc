import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { EXTENSIONES } from '../../../core/shared/storage.ts';
import { DUENOS_CRM, registrarDueno } from '../../crm/server/index.ts';
import { ACCESO_PROSPECCION } from '../shared/permisos.ts';
import { DUENO_PROSPECTO } from '../shared/prospectos.ts';
import { prospeccionDemoSeeder } from './demo/prospeccion-seeder.ts';
import { cardsRoutes } from './routes/cards.routes.ts';
import { kanbansRoutes } from './routes/kanbans.routes.ts';
import { prospectosRoutes } from './routes/prospectos.routes.ts';
import { prospectoExiste } from './services/prospectos.service.ts';

/** Prospects and the sales funnel board (spec 03 §2–§9; docs/adr/025-prospeccion.md). */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_PROSPECCION,
  // The prospect's attachments (crm) are uploaded to the bucket named like its entidad.
  buckets: { [DUENO_PROSPECTO.entidad]: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES } },
  register(ctx) {
    // A prospect's log and attachments (crm): deleting it removes them; converting it moves them to the client.
    registrarDueno(ctx, { ...DUENO_PROSPECTO, existe: prospectoExiste });
    ctx.addDemoSeeder(prospeccionDemoSeeder);
  },
  bootstrap(ctx) {
    prospectosRoutes(ctx.router, ctx.services.get(DUENOS_CRM));
    kanbansRoutes(ctx.router);
    cardsRoutes(ctx.router);
  },
};

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { Kanban, kanbanT } from './models/kanban.model.ts';
export { KanbanColumna, kanbanColumnaT } from './models/kanban-columna.model.ts';
export { OportunidadNota, oportunidadNotaT } from './models/oportunidad-nota.model.ts';
export { Oportunidad, oportunidadT } from './models/oportunidad.model.ts';
export { Prospecto, prospectoT } from './models/prospecto.model.ts';
