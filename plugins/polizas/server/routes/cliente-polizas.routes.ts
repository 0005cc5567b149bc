import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { MENSAJES_CLIENTES } from '../../../clientes/shared/clientes.ts';
import { polizasDelCliente } from '../services/cliente-polizas.ts';

/**
 * GET /clientes/{id}/polizas (issue 18): a client's policies and receipts to collect, for the panel
 * this plugin contributes to the client's page. Policies' data, so polizas answers it, with their
 * read permission; another agent's client is a 404 like an unknown one.
 */
export function clientePolizasRoutes(router: ApiRouter): void {
  router.get('/clientes/:id/polizas', { permiso: 'POLIZAS_R' }, async (ctx) => {
    ctx.body = ok(await polizasDelCliente(ctx.state.trx, idDeRuta(ctx.params.id, MENSAJES_CLIENTES.noExiste)));
  });
}
