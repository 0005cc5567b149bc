import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { textoDeConsulta } from '../../../../core/server/http/route-params.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { COLUMNAS_CLIENTES, COLUMNAS_COMISIONES, COLUMNAS_POLIZAS, COLUMNAS_RECIBOS, type ColumnaInforme } from '../../shared/informes-columnas.ts';
import { MENSAJES_INFORMES } from '../../shared/informes-mensajes.ts';
import { MINIMO_BUSQUEDA_CONTRATANTE, TAMANO_COMISIONES } from '../../shared/informes.ts';
import { exportar } from '../services/exportar.service.ts';
import { contratantes, filasClientes, informeClientes } from '../services/informes-clientes.service.ts';
import { acumuladosComisiones, filasComisiones, recibosComisiones } from '../services/informes-comisiones.service.ts';
import { filtrosPolizas, filtrosRecibos, formato, id, pagina, periodo } from '../services/informes-filtros.ts';
import { filasPolizas, informePolizas, monedasDeCartera } from '../services/informes-polizas.service.ts';
import { filasRecibos, informeRecibos } from '../services/informes-recibos.service.ts';

const T = MENSAJES_INFORMES.titulos;

/** Streams a grid's export (filters read before the first byte, so a bad one is still a 400). */
function enviar<F>(ctx: Context & { state: { trx: Knex.Transaction } }, archivo: string, titulo: string, columnas: readonly ColumnaInforme<F>[], consulta: Knex.QueryBuilder) {
  const elegido = formato(ctx.query);
  ctx.respond = false;
  return exportar(ctx.state.trx, ctx.res, { archivo: `${archivo}-${hoyEnMexico()}`, titulo, columnas, consulta, formato: elegido });
}

/** The four reports of spec 02 §2.16 and §7, each behind its own code (§6), and their exports. */
export function informesRoutes(router: ApiRouter): void {
  router.get('/reportes/polizas', { permiso: 'REPORTES_POLIZAS' }, async (ctx) => {
    ctx.body = ok(await informePolizas(ctx.state.trx, filtrosPolizas(ctx.query), pagina(ctx.query)));
  });
  router.get('/reportes/polizas/exportar', { permiso: 'REPORTES_POLIZAS' }, (ctx) =>
    enviar(ctx, 'reporte-polizas', T.polizas, COLUMNAS_POLIZAS, filasPolizas(ctx.state.trx, filtrosPolizas(ctx.query))),
  );

  router.get('/reportes/monedas', { permiso: ['REPORTES_POLIZAS', 'REPORTES_RECIBOS'] }, async (ctx) => {
    ctx.body = ok(await monedasDeCartera(ctx.state.trx));
  });

  router.get('/reportes/recibos', { permiso: 'REPORTES_RECIBOS' }, async (ctx) => {
    ctx.body = ok(await informeRecibos(ctx.state.trx, filtrosRecibos(ctx.query), hoyEnMexico(), pagina(ctx.query)));
  });
  router.get('/reportes/recibos/exportar', { permiso: 'REPORTES_RECIBOS' }, (ctx) =>
    enviar(ctx, 'reporte-recibos', T.recibos, COLUMNAS_RECIBOS, filasRecibos(ctx.state.trx, filtrosRecibos(ctx.query), hoyEnMexico())),
  );

  router.get('/reportes/clientes', { permiso: 'REPORTES_CLIENTES' }, async (ctx) => {
    ctx.body = ok(await informeClientes(ctx.state.trx, id(ctx.query, 'id'), pagina(ctx.query)));
  });
  router.get('/reportes/clientes/exportar', { permiso: 'REPORTES_CLIENTES' }, (ctx) =>
    enviar(ctx, 'reporte-clientes', T.clientes, COLUMNAS_CLIENTES, filasClientes(ctx.state.trx, id(ctx.query, 'id'))),
  );
  router.get('/reportes/clientes/contratantes', { permiso: 'REPORTES_CLIENTES' }, async (ctx) => {
    const texto = textoDeConsulta(ctx.query, 'nombre') ?? '';
    if (texto.length < MINIMO_BUSQUEDA_CONTRATANTE) throw badRequest(MENSAJES_INFORMES.errores.busqueda);
    ctx.body = ok(await contratantes(ctx.state.trx, texto));
  });

  router.get('/reportes/comisiones/acumulados', { permiso: 'REPORTES_COMISIONES' }, async (ctx) => {
    ctx.body = ok(await acumuladosComisiones(ctx.state.trx, periodo(ctx.query)));
  });
  router.get('/reportes/comisiones/recibos', { permiso: 'REPORTES_COMISIONES' }, async (ctx) => {
    ctx.body = ok(await recibosComisiones(ctx.state.trx, periodo(ctx.query), hoyEnMexico(), pagina(ctx.query, [TAMANO_COMISIONES], TAMANO_COMISIONES)));
  });
  router.get('/reportes/comisiones/exportar', { permiso: 'REPORTES_COMISIONES' }, (ctx) =>
    enviar(ctx, 'reporte-comisiones', T.comisiones, COLUMNAS_COMISIONES, filasComisiones(ctx.state.trx, periodo(ctx.query), hoyEnMexico())),
  );
}
