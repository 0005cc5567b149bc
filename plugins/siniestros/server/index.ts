import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { EXTENSIONES } from '../../../core/shared/storage.ts';
import { DUENOS_CRM, registrarDueno } from '../../crm/server/index.ts';
import { ACCESO_SINIESTROS } from '../shared/permisos.ts';
import { siniestrosDemoSeeder } from './demo/siniestros-seeder.ts';
import { siniestrosRoutes } from './routes/siniestros.routes.ts';
import { siniestroExiste } from './services/siniestro-consulta.service.ts';
import { ENTIDAD_SINIESTROS } from './services/siniestros.service.ts';

/** Claims against policies, followed to resolution (spec 03 §2–§9 Claims; docs/adr/024-siniestros.md). */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_SINIESTROS,
  // The claim's attachments (crm) are uploaded to the bucket named like its entidad.
  buckets: { siniestros: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES } },
  register(ctx) {
    // A claim's log and attachments (crm): its history and its documents; deleting the claim removes them.
    registrarDueno(ctx, { clave: 'siniestroId', entidad: ENTIDAD_SINIESTROS, existe: siniestroExiste });
    ctx.addDemoSeeder(siniestrosDemoSeeder);
  },
  bootstrap(ctx) {
    siniestrosRoutes(ctx.router, ctx.services.get(DUENOS_CRM));
  },
};

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { SiniestroAsegurado, siniestroAseguradoT } from './models/siniestro-asegurado.model.ts';
export { Siniestro, siniestroT } from './models/siniestro.model.ts';
