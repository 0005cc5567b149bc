import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { enteroDeConsulta, idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import { MENSAJES_BITACORA, registroSchema, validarTextos, type RegistroDatos } from '../../shared/bitacora.ts';
import { DUENOS, MENSAJE_UN_DUENO, unDueno } from '../../shared/duenos.ts';
import { archivoDelAgente } from '../archivos.ts';
import { verificarDueno } from '../duenos-existentes.ts';
import { retirarArchivoHuerfano } from '../services/adjuntos.service.ts';
import { crearRegistro, eliminarTexto, registrosDe } from '../services/bitacora.service.ts';

/** The activity log (spec 01 §2 shared dialogs, §3, §5, §7): POST /crm, GET /crm, DELETE /crm/texts/{id}. */
export function bitacoraRoutes(router: ApiRouter, deps: { storage: Storage }): void {
  router.get('/crm', { permiso: 'BITACORA_R' }, async (ctx) => {
    const consulta = Object.fromEntries(DUENOS.map((d) => [d.clave, enteroDeConsulta(ctx.query, d.clave)]));
    const dueno = unDueno(consulta);
    if (!dueno || dueno.id < 1) throw badRequest(MENSAJE_UN_DUENO);
    await verificarDueno(ctx.state.trx!, dueno.dueno, dueno.id);
    ctx.body = ok(await registrosDe(ctx.state.trx!, dueno.dueno, dueno.id));
  });

  router.post('/crm', { permiso: 'BITACORA_W' }, async (ctx) => {
    const datos = validBody<RegistroDatos>(ctx, registroSchema);
    const dueno = unDueno(datos);
    if (!dueno) throw badRequest(MENSAJE_UN_DUENO);
    const textos = validarTextos(datos.textos);
    if (!textos.ok) throw badRequest(textos.message, { errors: textos.errors });
    const session = ctx.state.session!;
    const conArchivos = [];
    for (const texto of textos.value) {
      conArchivos.push(texto.adjunto ? { ...texto, adjunto: await archivoDelAgente(deps.storage, session.agenteId, texto.adjunto) } : texto);
    }
    const id = await crearRegistro(ctx.state.trx!, session, {
      dueno: dueno.dueno,
      duenoId: dueno.id,
      asunto: datos.asunto,
      tipo: datos.tipo ?? conArchivos[0].tipo,
      textos: conArchivos,
    });
    ctx.body = ok({ id }, MENSAJES_BITACORA.guardado);
  });

  router.delete('/crm/texts/:id', { permiso: 'BITACORA_D' }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, MENSAJES_BITACORA.noExiste);
    await retirarArchivoHuerfano(ctx.state, deps.storage, await eliminarTexto(ctx.state.trx!, id));
    ctx.body = ok({ id }, MENSAJES_BITACORA.eliminado);
  });
}
