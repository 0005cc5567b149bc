import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { textoDeConsulta } from '../../../../core/server/http/route-params.ts';
import { TIPOS_RESUMEN, type TipoResumen } from '../../shared/resumen.ts';
import { consultaDeResumenDeCartera, resumenDeFila, type FilaResumen } from '../services/resumen.service.ts';

const TIPOS = Object.keys(TIPOS_RESUMEN) as TipoResumen[];

/** `tipo=vida,auto`: the lines asked, every line when absent; anything else is a 400 naming them. */
function ramosDeConsulta(texto: string | undefined): number[] {
  if (!texto) return Object.values(TIPOS_RESUMEN);
  const tipos = texto
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const desconocido = tipos.find((t) => !TIPOS.includes(t as TipoResumen));
  if (desconocido !== undefined || tipos.length === 0) throw badRequest(`El parámetro tipo admite ${TIPOS.join(', ')} separados por comas (por ejemplo tipo=vida,auto)`);
  return [...new Set(tipos.map((t) => TIPOS_RESUMEN[t as TipoResumen]))];
}

/** The landing page's summary (spec 02 §2.8): shown to every user of the agent (spec 01 §2). */
export function resumenRoutes(router: ApiRouter): void {
  const ramosDe = (ctx: ParameterizedContext) => ramosDeConsulta(textoDeConsulta(ctx.query, 'tipo'));
  // One statement, no transaction: the landing page's read (docs/adr/042-coste-de-la-api.md).
  router.leer<{ resumen: FilaResumen }>(
    '/reportes/resumen-cartera',
    { signedIn: true },
    {
      consulta: (ctx, knex) => consultaDeResumenDeCartera(knex, ramosDe(ctx)),
      respuesta: ({ resumen }, ctx) => ok(resumenDeFila(resumen, ramosDe(ctx))),
    },
  );
}
