import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { applyListQuery } from '../../../../core/server/list-query/index.ts';
import { aseguradoraSchema, MENSAJES_ASEGURADORAS, nuevaAseguradoraSchema, type AseguradoraDatos } from '../../shared/aseguradoras.ts';
import {
  actualizarAseguradora,
  aseguradoraPropia,
  aseguradorasListSpec,
  aseguradorasRegistradas,
  crearAseguradora,
  eliminarAseguradora,
  listaDeAseguradoras,
} from '../services/aseguradoras.service.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import type { GuardedAccess } from '../../../../core/server/http/access.ts';

const LEER = { permiso: ['ASEGURADORAS_R', 'ASEGURADORAS_W'] } satisfies GuardedAccess;
const ESCRIBIR = { permiso: 'ASEGURADORAS_W' } satisfies GuardedAccess;

const idAseguradora = (raw: string | undefined) => idDeRuta(raw, MENSAJES_ASEGURADORAS.noExiste);

/** Insurers: predefined ones are read-only; the agent manages its own (spec 01 §2, §7; ADR 010). */
export function aseguradorasRoutes(router: ApiRouter): void {
  router.get('/aseguradoras', LEER, async (ctx) => {
    ctx.body = ok(await applyListQuery(listaDeAseguradoras(ctx.state.trx), aseguradorasListSpec, ctx.query));
  });

  // Selectors of other modules need it, so any signed-in user of the agent may read it.
  router.get('/aseguradoras/registradas', { signedIn: true }, async (ctx) => {
    ctx.body = ok(await aseguradorasRegistradas(ctx.state.trx));
  });

  router.get('/aseguradoras/:id', LEER, async (ctx) => {
    ctx.body = ok(await aseguradoraPropia(ctx.state.trx, idAseguradora(ctx.params.id), 'leer'));
  });

  router.post('/aseguradoras', ESCRIBIR, async (ctx) => {
    const datos = validBody<AseguradoraDatos>(ctx, nuevaAseguradoraSchema);
    const id = await crearAseguradora(ctx.state.trx, ctx.state.session.agenteId, { ...datos, status: datos.status ?? 'activo' });
    ctx.body = ok({ id }, MENSAJES_ASEGURADORAS.guardado);
  });

  router.put('/aseguradoras/:id', ESCRIBIR, async (ctx) => {
    const id = idAseguradora(ctx.params.id);
    const datos = validBody<AseguradoraDatos>(ctx, aseguradoraSchema);
    await actualizarAseguradora(ctx.state.trx, id, datos);
    ctx.body = ok({ id }, MENSAJES_ASEGURADORAS.guardado);
  });

  router.delete('/aseguradoras/:id', ESCRIBIR, async (ctx) => {
    const id = idAseguradora(ctx.params.id);
    await eliminarAseguradora(ctx.state.trx, id);
    ctx.body = ok({ id }, MENSAJES_ASEGURADORAS.eliminada);
  });
}
