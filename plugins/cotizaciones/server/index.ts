import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { MAILER } from '../../../core/server/mail/mailer.ts';
import { EXTENSIONES } from '../../../core/shared/storage.ts';
import { DUENOS_CRM, registrarDueno } from '../../crm/server/index.ts';
import { DUENO_COTIZACION } from '../shared/cotizaciones.ts';
import { ACCESO_COTIZACIONES } from '../shared/permisos.ts';
import { cotizacionesDemoSeeder } from './demo/cotizaciones-seeder.ts';
import { cotizacionesRoutes } from './routes/cotizaciones.routes.ts';
import { templatesRoutes } from './routes/templates.routes.ts';
import { visorRoutes } from './routes/visor.routes.ts';
import { cotizacionExiste } from './services/cotizacion-consulta.service.ts';

/** Quotations, their templates and the public viewer's calls (spec 03 §2–§9; docs/adr/033-cotizaciones.md). */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_COTIZACIONES,
  // The quotation's attachments (crm) are uploaded to the bucket named like its entidad.
  buckets: { [DUENO_COTIZACION.entidad]: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES } },
  register(ctx) {
    // A quotation's log and attachments (crm): its history (sent, accepted) and its documents.
    registrarDueno(ctx, { ...DUENO_COTIZACION, existe: cotizacionExiste });
    ctx.addDemoSeeder(cotizacionesDemoSeeder);
  },
  bootstrap(ctx) {
    const mailer = ctx.services.get(MAILER);
    const publicUrl = ctx.config.publicUrl;
    templatesRoutes(ctx.router);
    cotizacionesRoutes(ctx.router, { duenos: ctx.services.get(DUENOS_CRM), mailer, publicUrl });
    visorRoutes(ctx.router, { knex: ctx.db.knex, secret: ctx.config.jwtSecret, mailer, publicUrl });
  },
};

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { CotizacionFolio, cotizacionFolioT } from './models/cotizacion-folio.model.ts';
export { CotizacionItem, cotizacionItemT } from './models/cotizacion-item.model.ts';
export { CotizacionTemplate, cotizacionTemplateT } from './models/cotizacion-template.model.ts';
export { Cotizacion, cotizacionT } from './models/cotizacion.model.ts';
