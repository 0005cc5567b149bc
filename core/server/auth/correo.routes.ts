import { confirmarCorreoSchema } from '../../shared/auth/schemas.ts';
import { esUnicoRepetido } from '../db/errores.ts';
import { withSystemScope } from '../db/tenancy.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import type { RequestState } from '../http/state.ts';
import { validBody } from '../http/validate-body.ts';
import { Usuario, usuarioT } from '../models/usuario.model.ts';
import { consumirCodigo, probarCodigo } from './codes.ts';
import { MENSAJES, type AuthContexto } from './contexto.ts';
import { LIMITES } from './limits.ts';
import { revocarSesiones } from './sesiones.ts';

type Ctx = Parameters<Parameters<ApiRouter['get']>[2]>[0] & { state: RequestState };

/** The new address of an e-mail change confirms it with its code (issue 12 item 4; docs/adr/021). */
export function correoRoutes(router: ApiRouter, auth: AuthContexto): void {
  const { knex, secret, contadores } = auth;

  router.post('/usuarios/correo/confirmar', { public: true }, async (ctx) => {
    const { correo, codigo } = validBody<{ correo: string; codigo: string }>(ctx as Ctx, confirmarCorreoSchema);
    const limites = LIMITES.codigo(correo, ctx.ip);
    await contadores.contar(limites);
    // Two users may be waiting for one address: the code says which (whoever confirms first keeps it).
    const candidatos = await withSystemScope(knex, async (trx) =>
      Usuario.query(trx)
        .whereNull(usuarioT.col.eliminadoAt)
        .whereRaw('lower(??) = lower(?)', [usuarioT.col.correoPendiente, correo.trim()])
        .select(usuarioT.col.id, usuarioT.col.agenteId),
    );
    for (const usuario of candidatos) {
      const codigoId = await probarCodigo(knex, secret, usuario, 'cambio_correo', codigo);
      if (codigoId === null) continue;
      await withSystemScope(knex, async (trx) => {
        if (!(await consumirCodigo(trx, codigoId))) throw badRequest(MENSAJES.codigo);
        await Usuario.query(trx)
          .findById(usuario.id)
          .patch({ correo: correo.trim(), correoPendiente: null, updatedAt: trx.fn.now() })
          .catch((err: unknown) => {
            throw esUnicoRepetido(err) ? badRequest(MENSAJES.correoTomado) : err;
          });
        // Whoever held a session under the old address is out; the owner signs in with the new one.
        await revocarSesiones(trx, usuario.id, 'correo');
      });
      await contadores.acierto(limites);
      ctx.body = ok(null, MENSAJES.correoConfirmado);
      return;
    }
    throw badRequest(MENSAJES.codigo);
  });
}
