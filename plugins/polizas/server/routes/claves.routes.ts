import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { validate, type Schema } from '../../../../core/shared/validation.ts';
import { applyListQuery } from '../../../../core/server/list-query/index.ts';
import { formatFechaHora } from '../../../../core/shared/format.ts';
import { claveSchema, cuerpoDeClave, MENSAJES_CLAVES, pideSincronizacion, type ClaveAgenteDatos, type ClaveGuardada } from '../../shared/claves.ts';
import { crearCifrado } from '../cifrado.ts';
import { clavesListSpec } from '../services/listas.ts';
import { actualizarClave, clavePorId, clavesDelAgente, comoClave, crearClave, eliminarClave, type FilaClave } from '../services/claves.service.ts';
import type { GuardedAccess } from '../../../../core/server/http/access.ts';

const idClave = (raw: string | undefined) => idDeRuta(raw, MENSAJES_CLAVES.noExiste);

const ESCRIBIR = { permiso: 'CLAVES_W' } satisfies GuardedAccess;

/** The body validated as the spec writes it or as the form sends it (cuerpoDeClave). */
function datosDeClave(body: unknown, schema: Schema): ClaveAgenteDatos {
  const r = validate<ClaveAgenteDatos>(schema, cuerpoDeClave(body));
  if (!r.ok) throw badRequest(r.message, { errors: r.errors });
  return r.value;
}

/** The save's message says when the first sync runs, if this save scheduled it. */
function mensajeDeGuardado(clave: ClaveGuardada): string {
  return clave.sincronizacionProgramada && clave.proximaSincronizacion
    ? MENSAJES_CLAVES.sincronizacionProgramada(formatFechaHora(clave.proximaSincronizacion))
    : MENSAJES_CLAVES.guardada;
}

/**
 * Agent keys (spec 02 §2.10, §7). `secreto` is the installation's secret, from which the key that
 * encrypts portal passwords is derived (server/cifrado.ts).
 */
export function clavesRoutes(router: ApiRouter, { secreto }: { secreto: string }): void {
  const cifrado = crearCifrado(secreto);

  // The policy wizard's key selector reads it too, hence POLIZAS_W and the renewals role's code.
  router.get('/aseguradoras/claves', { permiso: ['CLAVES_R', 'POLIZAS_W', 'POLIZAS_RENOVACIONES'] }, async (ctx) => {
    const pagina = await applyListQuery(clavesDelAgente(ctx.state.trx), clavesListSpec, ctx.query);
    ctx.body = ok({ ...pagina, items: (pagina.items as FilaClave[]).map(comoClave) });
  });

  router.get('/aseguradoras/accounts/:id', { permiso: 'CLAVES_R' }, async (ctx) => {
    ctx.body = ok(await clavePorId(ctx.state.trx, idClave(ctx.params.id)));
  });

  router.post('/aseguradoras/accounts', ESCRIBIR, async (ctx) => {
    const datos = datosDeClave(ctx.request.body, claveSchema({ sincronizacion: pideSincronizacion(ctx.request.body) }));
    const clave = await crearClave(ctx.state.trx, ctx.state.session.agenteId, datos, cifrado);
    ctx.body = ok(clave, mensajeDeGuardado(clave));
  });

  router.put('/aseguradoras/accounts/:id', ESCRIBIR, async (ctx) => {
    const actual = await clavePorId(ctx.state.trx, idClave(ctx.params.id));
    const schema = claveSchema({ sincronizacion: pideSincronizacion(ctx.request.body), passwordGuardado: actual.portalPasswordGuardado });
    const datos = datosDeClave(ctx.request.body, schema);
    const clave = await actualizarClave(ctx.state.trx, ctx.state.session.agenteId, actual, datos, cifrado);
    ctx.body = ok(clave, mensajeDeGuardado(clave));
  });

  router.delete('/aseguradoras/accounts/:id', ESCRIBIR, async (ctx) => {
    const id = idClave(ctx.params.id);
    await eliminarClave(ctx.state.trx, id);
    ctx.body = ok({ id }, MENSAJES_CLAVES.eliminada);
  });
}
