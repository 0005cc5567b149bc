import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { textoDeConsulta } from '../../../../core/server/http/route-params.ts';
import { formatFecha } from '../../../../core/shared/format.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { isCalendarDate } from '../../../../core/shared/validation.ts';
import { diasEntre } from '../../../polizas/shared/fechas.ts';
import { DIAS_CALENDARIO, FILTROS_CALENDARIO, limitesCalendario, type FiltroCalendario } from '../../shared/agenda.ts';
import { MENSAJES_AGENDA } from '../../shared/agenda-mensajes.ts';
import { eventosCalendario } from '../services/calendario.service.ts';

/**
 * `inicio`, `fin` and `type` of GET /calendario: existing dates, fin not before inicio, at most six
 * weeks, inside the two years either side of this month (spec 02 §2.15); type ALL when absent.
 */
function consulta(query: Record<string, string | string[] | undefined>, hoy: string): { inicio: string; fin: string; tipo: FiltroCalendario } {
  const inicio = textoDeConsulta(query, 'inicio');
  const fin = textoDeConsulta(query, 'fin');
  if (inicio === undefined || fin === undefined) throw badRequest(MENSAJES_AGENDA.rangoObligatorio);
  for (const f of [inicio, fin]) if (!isCalendarDate(f)) throw badRequest(MENSAJES_AGENDA.fechaInvalida(f.slice(0, 40)));
  if (fin < inicio) throw badRequest(MENSAJES_AGENDA.rangoInvertido);
  if (diasEntre(inicio, fin) >= DIAS_CALENDARIO) throw badRequest(MENSAJES_AGENDA.rangoLargo);
  const { desde, hasta } = limitesCalendario(hoy);
  if (inicio < desde || fin > hasta) throw badRequest(MENSAJES_AGENDA.fueraDeLimites(formatFecha(desde), formatFecha(hasta)));
  const tipo = (textoDeConsulta(query, 'type') ?? 'ALL').toUpperCase();
  if (!FILTROS_CALENDARIO.includes(tipo as FiltroCalendario)) throw badRequest(MENSAJES_AGENDA.tipoInvalido);
  return { inicio, fin, tipo: tipo as FiltroCalendario };
}

/** The calendar (spec 02 §2.15, §7): CALENDARIO_R. */
export function calendarioRoutes(router: ApiRouter): void {
  router.get('/calendario', { permiso: 'CALENDARIO_R' }, async (ctx) => {
    const hoy = hoyEnMexico();
    const { inicio, fin, tipo } = consulta(ctx.query, hoy);
    ctx.body = ok({ eventos: await eventosCalendario(ctx.state.trx, inicio, fin, tipo, hoy) });
  });
}
