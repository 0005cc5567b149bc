import type { Knex } from 'knex';
import { Contadores, type Limite } from '../../../../core/server/auth/limits.ts';
import { withTenant } from '../../../../core/server/db/tenancy.ts';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { decodificado } from '../../../../core/server/http/route-params.ts';
import type { Mailer } from '../../../../core/server/mail/mailer.ts';
import { validarAceptacion } from '../../shared/aceptacion-form.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { aceptarCotizacion } from '../services/aceptacion.service.ts';
import { agenteDeUuid, cotizacionDeUuid, cotizacionPublica, registrarVista } from '../services/visor.service.ts';

const QUINCE_MINUTOS = 15 * 60;
const UNA_HORA = 60 * 60;

/**
 * Per source: wrong uuids add up (a success gives its attempt back), so guessing uuids is slow while
 * a client reopening their quotation (or a page embedding several) is never held back. Acceptances
 * count every attempt.
 */
const LIMITES = {
  visor: (ip: string): Limite[] => [{ clave: `cotizaciones-visor:origen:${ip}`, maximo: 30, ventanaSeg: QUINCE_MINUTOS, siAcierta: 'devolver' }],
  aceptar: (ip: string): Limite[] => [{ clave: `cotizaciones-aceptar:origen:${ip}`, maximo: 10, ventanaSeg: UNA_HORA, siAcierta: 'contar' }],
};

/**
 * The public viewer's calls (spec 03 §7: no token; the acceptance is beyond the spec). Each runs in
 * a transaction bound to the quotation's agent, found by its uuid (visor.service.ts).
 */
export function visorRoutes(router: ApiRouter, deps: { knex: Knex; secret: string; mailer: Mailer; publicUrl: string }): void {
  const contadores = new Contadores(deps.knex, deps.secret);

  // ?uuid= repeats the path's uuid (spec 03 §7); the path decides.
  router.get('/cotizaciones/uuid/:uuid', { public: true }, async (ctx) => {
    const limites = LIMITES.visor(ctx.ip);
    await contadores.contar(limites);
    const uuid = decodificado(ctx.params.uuid);
    const agenteId = await agenteDeUuid(deps.knex, uuid);
    const credencial = ctx.state.credential;
    const publica = await withTenant(deps.knex, agenteId, async (trx) => {
      const c = await cotizacionDeUuid(trx, uuid ?? '');
      // The agent previewing the client's link is not the client opening it.
      const delAgente = credencial?.agenteId === agenteId && (await credencial.load(trx)) !== undefined;
      if (!delAgente) await registrarVista(trx, c.id);
      return cotizacionPublica(trx, c);
    });
    await contadores.acierto(limites);
    ctx.body = ok(publica);
  });

  router.post('/cotizaciones/uuid/:uuid/aceptar', { public: true }, async (ctx) => {
    await contadores.contar(LIMITES.aceptar(ctx.ip));
    const r = validarAceptacion(ctx.request.body);
    if (!r.ok) throw badRequest(r.message, { errors: r.errors });
    const uuid = decodificado(ctx.params.uuid);
    const agenteId = await agenteDeUuid(deps.knex, uuid);
    const entregar = await withTenant(deps.knex, agenteId, (trx) => aceptarCotizacion(trx, deps, uuid ?? '', r.value));
    await entregar();
    ctx.body = ok(null, M.aceptada);
  });
}
