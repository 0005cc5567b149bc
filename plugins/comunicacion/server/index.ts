import { MAILER } from '../../../core/server/mail/mailer.ts';
import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { createStorage } from '../../../core/server/storage/storage.service.ts';
import { enviarRecordatorios, HORARIO_RECORDATORIOS } from './jobs/recordatorios.job.ts';
import { correoModeloRoutes } from './routes/correo-modelo.routes.ts';
import { envioRoutes } from './routes/envio.routes.ts';
import { recordatoriosRoutes } from './routes/recordatorios.routes.ts';

/**
 * E-mail templates per event and sending them about a policy, a receipt, a renewal or a client, by
 * e-mail or WhatsApp (spec 01 §3, §5, §7; docs/adr/029-comunicacion.md). Uses crm's permission codes
 * (CORREOS_*), its log and attachments, and reads policies and clients through what they publish.
 */
export const serverPlugin: ServerPlugin = {
  bootstrap(ctx) {
    correoModeloRoutes(ctx.router);
    // The core's storage is not a published service; this instance reads the same configured storage (DATA_DIR/storage or S3).
    const mailer = ctx.services.get(MAILER);
    envioRoutes(ctx.router, { mailer, storage: createStorage(ctx.config) });
    recordatoriosRoutes(ctx.router);
    // Daily at 08:00 Mexico City; each (rule, object) is claimed in the database before its mail.
    ctx.programar('comunicacion.recordatorios', HORARIO_RECORDATORIOS, async () => {
      ctx.log.info('recordatorios automáticos', { enviados: await enviarRecordatorios({ db: ctx.db, mailer, log: ctx.log }) });
    });
  },
};

/** For tests and operations: one run of the daily reminders. */
export { enviarRecordatorios, type DependenciasRecordatorios } from './jobs/recordatorios.job.ts';

/** The tables this plugin owns. */
export { CorreoModeloFila, correoModeloT } from './models/correo-modelo.model.ts';
export { RecordatorioEnvio, recordatorioEnvioT } from './models/recordatorio-envio.model.ts';
export { RecordatorioRegla, recordatorioReglaT } from './models/recordatorio-regla.model.ts';
