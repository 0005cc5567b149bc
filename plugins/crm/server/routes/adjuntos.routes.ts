import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import { adjuntoSchema, MENSAJES_ADJUNTOS, type AdjuntoDatos } from '../../shared/adjuntos.ts';
import { archivoDelAgente } from '../archivos.ts';
import type { DuenosDeCrm } from '../duenos.ts';
import { adjuntosDe, crearAdjunto, eliminarAdjunto, retirarArchivoHuerfano } from '../services/adjuntos.service.ts';

const idAdjunto = (raw: string | undefined) => idDeRuta(raw, MENSAJES_ADJUNTOS.noExiste);

/** Attachments (spec 01 §2, §3, §7) of files uploaded with POST /storage/upload, for the registered owners (`duenos`). */
export function adjuntosRoutes(router: ApiRouter, deps: { storage: Storage; duenos: DuenosDeCrm }): void {
  const { storage, duenos } = deps;

  router.get('/adjuntos/:entidad/:id', { permiso: 'ADJUNTOS_R' }, async (ctx) => {
    const dueno = duenos.deEntidad(ctx.params.entidad);
    // An unknown (or unregistered) kind names no record, like an unknown id.
    if (!dueno) throw notFound(`No existe la ruta ${ctx.method} ${ctx.path}`);
    const id = idDeRuta(ctx.params.id, `No existe el registro de ${dueno.entidad} ${ctx.params.id}`);
    await duenos.verificar(ctx.state.trx, { dueno, id });
    ctx.body = ok(await adjuntosDe(ctx.state.trx, dueno.entidad, id));
  });

  router.post('/adjuntos', { permiso: 'ADJUNTOS_W' }, async (ctx) => {
    const { trx, session } = ctx.state;
    duenos.rechazarDesconocidos(ctx.request.body);
    const datos = validBody<AdjuntoDatos>(ctx, { ...duenos.schema(), ...adjuntoSchema });
    const nombrado = duenos.unoDelCuerpo(datos);
    const archivo = await archivoDelAgente(storage, session.agenteId, datos, duenos.entidades());
    await duenos.verificar(trx, nombrado);
    const id = await crearAdjunto(trx, session, nombrado.dueno.entidad, nombrado.id, archivo);
    ctx.body = ok({ id }, MENSAJES_ADJUNTOS.guardado);
  });

  router.delete('/adjuntos/:id', { permiso: 'ADJUNTOS_D' }, async (ctx) => {
    const id = idAdjunto(ctx.params.id);
    await retirarArchivoHuerfano(ctx.state, storage, await eliminarAdjunto(ctx.state.trx, id));
    ctx.body = ok({ id }, MENSAJES_ADJUNTOS.eliminado);
  });
}
