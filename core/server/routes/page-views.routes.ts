import type { Schema } from '../../shared/validation.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { validBody } from '../http/validate-body.ts';
import { EventoPagina } from '../models/evento-pagina.model.ts';

const schema: Schema = { path: { kind: 'string', label: 'La ruta', required: true, max: 500, pattern: /^\//, patternMessage: 'La ruta debe empezar con /' } };

/** POST /api/eventos/pagina: the shell reports every route change of a signed-in user. */
export function pageViewRoutes(router: ApiRouter): void {
  router.post('/eventos/pagina', { signedIn: true }, async (ctx) => {
    const { path } = validBody<{ path: string }>(ctx, schema);
    const { agenteId, usuarioId } = ctx.state.session;
    await EventoPagina.query(ctx.state.trx).insert({ agenteId, usuarioId, path });
    ctx.body = ok(null);
  });
}
