import type { Knex } from 'knex';
import type { Schema } from '../../shared/validation.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { MESSAGES } from '../http/errors.ts';
import { ok } from '../http/envelope.ts';
import { Contadores, type Limite } from '../auth/limits.ts';
import { validBody } from '../http/validate-body.ts';
import { AppError } from '../models/app-error.model.ts';
import { withSystemScope } from '../db/tenancy.ts';

export const appErrorSchema: Schema = {
  mensaje: { kind: 'string', label: 'El mensaje', required: true, max: 2000 },
  stack: { kind: 'string', label: 'La pila', max: 20000 },
  componentStack: { kind: 'string', label: 'La pila de componentes', max: 20000 },
  url: { kind: 'string', label: 'La dirección', max: 2000 },
  userAgent: { kind: 'string', label: 'El navegador', max: 500 },
};

interface AppErrorReport {
  mensaje: string;
  stack?: string | null;
  componentStack?: string | null;
  url?: string | null;
  userAgent?: string | null;
}

/** 30 reports a minute per source, counted in the database so every instance shares the count. */
const limites = (ip: string): Limite[] => [{ clave: `app-errors:origen:${ip}`, maximo: 30, ventanaSeg: 60, siAcierta: 'contar' }];

/**
 * POST /api/app-errors: the shell's error boundary reports UI crashes here. Open to visitors too (a
 * crash can happen before sign-in), so it is limited per source: a render loop cannot flood the table.
 */
export function appErrorRoutes(router: ApiRouter, knex: Knex, secret: string): void {
  const contadores = new Contadores(knex, secret);
  router.post('/app-errors', { public: true }, async (ctx) => {
    await contadores.contar(limites(ctx.ip), () => MESSAGES[429]);
    const report = validBody<AppErrorReport>(ctx, appErrorSchema);
    const session = await ctx.state.credential?.loadAlone();
    // Reports may come before sign-in: written in system scope (the table is under row-level security).
    const { id } = await withSystemScope(knex, async (trx) =>
      AppError.query(trx).insert({
        mensaje: report.mensaje,
        stack: report.stack ?? null,
        componentStack: report.componentStack ?? null,
        url: report.url ?? null,
        userAgent: report.userAgent ?? ctx.get('user-agent').slice(0, 500),
        requestId: ctx.state.requestId,
        agenteId: session?.agenteId ?? null,
        usuarioId: session?.usuarioId ?? null,
      }),
    );
    ctx.state.log.warn('ui error reported', { appErrorId: id, mensaje: report.mensaje.slice(0, 200), url: report.url });
    ctx.body = ok({ id }, 'Reporte recibido');
  });
}
