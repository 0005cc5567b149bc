import { suscripcionesHooks } from '../../../../core/server/auth/hooks.ts';
import type { Database } from '../../../../core/server/db/database.ts';
import type { Logger } from '../../../../core/server/log.ts';
import { MAILER } from '../../../../core/server/mail/mailer.ts';
import type { ServiceLookup } from '../../../../core/server/plugins/services.ts';
import type { DependenciasSemanal } from './semanal.job.ts';

/** What the Monday job needs, from a plugin's bootstrap context or an app's services (tests). */
export function dependenciasSemanal(ctx: { db: Database; services: ServiceLookup; log: Logger; config: { publicUrl: string } }): DependenciasSemanal {
  return { db: ctx.db, mailer: ctx.services.get(MAILER), log: ctx.log, publicUrl: ctx.config.publicUrl, suscripciones: suscripcionesHooks(ctx.services) };
}
