import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import { adjuntoSchema, MENSAJES_ADJUNTOS, type AdjuntoDatos } from '../../shared/adjuntos.ts';
import { duenoDeEntidad, MENSAJE_UN_DUENO, unDueno } from '../../shared/duenos.ts';
import { archivoDelAgente } from '../archivos.ts';
import { verificarDueno } from '../duenos-existentes.ts';
import { adjuntosDe, crearAdjunto, eliminarAdjunto, retirarArchivoHuerfano } from '../services/adjuntos.service.ts';

const idAdjunto = (raw: string | undefined) => idDeRuta(raw, MENSAJES_ADJUNTOS.noExiste);

/** Attachments (spec 01 §2, §3, §7) of files uploaded with POST /storage/upload. */
export function adjuntosRoutes(router: ApiRouter, deps: { storage: Storage }): void {
  router.get('/adjuntos/:entidad/:id', { permiso: 'ADJUNTOS_R' }, async (ctx) => {
    const dueno = duenoDeEntidad(ctx.params.entidad);
    // An unknown kind names no record, like an unknown id.
    if (!dueno) throw notFound(`No existe la ruta ${ctx.method} ${ctx.path}`);
    const id = idDeRuta(ctx.params.id, `No existe el registro de ${dueno.entidad} ${ctx.params.id}`);
    await verificarDueno(ctx.state.trx!, dueno, id);
    ctx.body = ok(await adjuntosDe(ctx.state.trx!, dueno, id));
  });

  router.post('/adjuntos', { permiso: 'ADJUNTOS_W' }, async (ctx) => {
    const datos = validBody<AdjuntoDatos>(ctx, adjuntoSchema);
    const dueno = unDueno(datos);
    if (!dueno) throw badRequest(MENSAJE_UN_DUENO);
    const session = ctx.state.session!;
    const archivo = await archivoDelAgente(deps.storage, session.agenteId, datos);
    const id = await crearAdjunto(ctx.state.trx!, session, dueno.dueno, dueno.id, archivo);
    ctx.body = ok({ id }, MENSAJES_ADJUNTOS.guardado);
  });

  router.delete('/adjuntos/:id', { permiso: 'ADJUNTOS_D' }, async (ctx) => {
    const id = idAdjunto(ctx.params.id);
    await retirarArchivoHuerfano(ctx.state, deps.storage, await eliminarAdjunto(ctx.state.trx!, id));
    ctx.body = ok({ id }, MENSAJES_ADJUNTOS.eliminado);
  });
}
