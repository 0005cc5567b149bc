import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { MENSAJES_INTEGRACIONES } from '../../shared/mensajes.ts';
import { TIPOS_TAREA, type TipoTareaTodoist } from '../../shared/todoist.ts';
import type { Integraciones } from '../services/parametros.service.ts';
import { cerrarTareaLigada, crearTareasDePoliza, tareaDeRecibo, tareasDePoliza } from '../services/todoist-tareas.service.ts';

const esTipo = (valor: string | undefined): valor is TipoTareaTodoist => TIPOS_TAREA.some((tipo) => tipo === valor);

/**
 * Todoist tasks of policies and receipts (spec 01 §7 /todoist/*; creating them is beyond the spec).
 * Whoever reads policies sees the linked tasks; whoever writes policies creates them; closing is
 * also for whoever writes the log, whose form offers it. The agent's token is used, whoever calls.
 */
export function todoistRoutes(router: ApiRouter, deps: Integraciones): void {
  router.get('/todoist/poliza/:id', { permiso: 'POLIZAS_R' }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, MENSAJES_INTEGRACIONES.polizaNoExiste);
    ctx.body = ok(await tareasDePoliza(ctx.state.trx, deps, ctx.state.session.agenteId, id));
  });

  router.get('/todoist/recibo/:id', { permiso: ['POLIZAS_R', 'BITACORA_W'] }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, MENSAJES_INTEGRACIONES.reciboNoExiste);
    ctx.body = ok(await tareaDeRecibo(ctx.state.trx, deps, ctx.state.session.agenteId, id));
  });

  router.post('/todoist/poliza/:id', { permiso: 'POLIZAS_W' }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, MENSAJES_INTEGRACIONES.polizaNoExiste);
    const { creadas, fallo } = await crearTareasDePoliza(ctx.state.trx, deps, ctx.state.session.agenteId, id);
    const mensaje = creadas === 0 ? MENSAJES_INTEGRACIONES.sinTareasPorCrear : MENSAJES_INTEGRACIONES.tareasCreadas(creadas);
    ctx.body = ok({ creadas }, fallo ? `${mensaje}. ${fallo}` : mensaje);
  });

  router.put('/todoist/:id/cerrar/tipo/:tipo', { permiso: ['POLIZAS_W', 'BITACORA_W'] }, async (ctx) => {
    const tipo = ctx.params.tipo;
    if (!esTipo(tipo)) throw badRequest(MENSAJES_INTEGRACIONES.tipoInvalido);
    const id = idDeRuta(ctx.params.id, tipo === 'POLIZA' ? MENSAJES_INTEGRACIONES.polizaNoExiste : MENSAJES_INTEGRACIONES.reciboNoExiste);
    await cerrarTareaLigada(ctx.state.trx, deps, ctx.state.session.agenteId, id, tipo);
    ctx.body = ok({ id, tipo }, MENSAJES_INTEGRACIONES.tareaCerrada);
  });
}
