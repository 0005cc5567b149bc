import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import { MENSAJES_BITACORA, registroSchema, validarTextos, type RegistroDatos, type TextoDatos } from '../../shared/bitacora.ts';
import { archivoDelAgente } from '../archivos.ts';
import type { DuenosDeCrm } from '../duenos.ts';
import { retirarArchivoHuerfano } from '../services/adjuntos.service.ts';
import { crearRegistro, eliminarTexto, registrosDe } from '../services/bitacora.service.ts';

/**
 * The activity log (spec 01 §2 shared dialogs, §3, §5, §7): POST /crm, GET /crm, DELETE /crm/texts/{id},
 * for the owners their plugins registered (`duenos`).
 */
export function bitacoraRoutes(router: ApiRouter, deps: { storage: Storage; duenos: DuenosDeCrm }): void {
  const { storage, duenos } = deps;

  router.get('/crm', { permiso: 'BITACORA_R' }, async (ctx) => {
    const nombrado = duenos.unoDeLaConsulta(ctx.query);
    await duenos.verificar(ctx.state.trx, nombrado);
    ctx.body = ok(await registrosDe(ctx.state.trx, nombrado.dueno, nombrado.id, duenos.claves()));
  });

  router.post('/crm', { permiso: 'BITACORA_W' }, async (ctx) => {
    const { trx, session } = ctx.state;
    duenos.rechazarDesconocidos(ctx.request.body);
    const datos = validBody<RegistroDatos>(ctx, { ...duenos.schema(), ...registroSchema });
    const nombrado = duenos.unoDelCuerpo(datos);
    const textos = validarTextos(datos.textos);
    if (!textos.ok) throw badRequest(textos.message, { errors: textos.errors });
    const conArchivos: TextoDatos[] = [];
    for (const texto of textos.value) {
      conArchivos.push(texto.adjunto ? { ...texto, adjunto: await archivoDelAgente(storage, session.agenteId, texto.adjunto, duenos.entidades()) } : texto);
    }
    await duenos.verificar(trx, nombrado);
    const id = await crearRegistro(trx, session, {
      entidad: nombrado.dueno.entidad,
      duenoId: nombrado.id,
      asunto: datos.asunto,
      tipo: datos.tipo ?? conArchivos[0].tipo,
      textos: conArchivos,
    });
    ctx.body = ok({ id }, MENSAJES_BITACORA.guardado);
  });

  router.delete('/crm/texts/:id', { permiso: 'BITACORA_D' }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, MENSAJES_BITACORA.noExiste);
    await retirarArchivoHuerfano(ctx.state, storage, await eliminarTexto(ctx.state.trx, id));
    ctx.body = ok({ id }, MENSAJES_BITACORA.eliminado);
  });
}
