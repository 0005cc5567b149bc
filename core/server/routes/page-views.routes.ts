import type { Schema } from '../../shared/validation.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { validBody } from '../http/validate-body.ts';

const schema: Schema = { path: { kind: 'string', label: 'La ruta', required: true, max: 500, pattern: /^\//, patternMessage: 'La ruta debe empezar con /' } };

/** POST /api/eventos/pagina: the shell reports every route change of a signed-in user. */
export function pageViewRoutes(router: ApiRouter): void {
  router.post('/eventos/pagina', { signedIn: true }, async (ctx) => {
    const { path } = validBody<{ path: string }>(ctx, schema);
    const session = ctx.state.session!;
    await ctx.state.trx!('eventos_pagina').insert({ agente_id: session.agenteId, usuario_id: session.usuarioId, path });
    ctx.body = ok(null);
  });
}
