import type { Knex } from 'knex';
import { performance } from 'node:perf_hooks';
import { MessageChannel } from 'node:worker_threads';
import { withTenant } from '../../../../core/server/db/tenancy.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { moduloJunto } from '../../../../core/server/paths.ts';
import { crearPool, FallaDeTrabajo, type PoolDeTrabajo } from '../../../../core/server/workers/pool.ts';
import { monedasDelAgente } from '../../../catalogos/server/index.ts';
import { AgenteClave, agenteClaveT, Poliza, polizaT } from '../../../polizas/server/index.ts';
import { CAMPOS_EXCEL, COLUMNAS_EXCEL, FORMATOS_FECHA, type CampoExcel } from '../../shared/excel-importacion.ts';
import { MENSAJES_EXCEL } from '../../shared/mensajes.ts';
import type { CeldaCruda, EntradaLector, ParteLector, SalidaLector } from '../excel/lector-excel.worker.ts';
import { plano, textoDeCelda, validarFila, type ContextoDeFilas, type FilaResuelta } from '../excel/validar-fila.ts';

/**
 * POST /excel-importer/process and the first half of /importar (issue 13): the file is read in the
 * worker pool in parts, and each part is checked against the agent's keys, currencies and portfolio
 * while the worker reads the next. Also what `cartera importar excel` calls directly. Limits:
 * docs/adr/032-importacion-excel.md.
 */

export interface LimitesExcel {
  maxFilas: number;
  /** The stored file's size. */
  maxBytes: number;
  /** What its zip entries declare once inflated. */
  maxDescomprimidoBytes: number;
  /** The reading worker's heap and time. */
  memoriaMb: number;
  limiteMs: number;
}

const entero = (valor: string | undefined, predeterminado: number) => (valor && /^\d+$/.test(valor) && Number(valor) > 0 ? Number(valor) : predeterminado);

/** Defaults, each overridable by the environment (EXCEL_MAX_FILAS, EXCEL_MAX_MB, EXCEL_MAX_DESCOMPRIMIDO_MB, EXCEL_MEMORIA_MB, EXCEL_LIMITE_MS). */
export function limitesExcel(env: Record<string, string | undefined> = process.env): LimitesExcel {
  const mb = 1024 * 1024;
  return {
    maxFilas: entero(env.EXCEL_MAX_FILAS, 20_000),
    maxBytes: entero(env.EXCEL_MAX_MB, 20) * mb,
    maxDescomprimidoBytes: entero(env.EXCEL_MAX_DESCOMPRIMIDO_MB, 400) * mb,
    memoriaMb: entero(env.EXCEL_MEMORIA_MB, 192),
    limiteMs: entero(env.EXCEL_LIMITE_MS, 120_000),
  };
}

let pool: { limites: LimitesExcel; pool: PoolDeTrabajo<EntradaLector, void> } | undefined;

function poolDe(limites: LimitesExcel): PoolDeTrabajo<EntradaLector, void> {
  if (!pool || pool.limites.memoriaMb !== limites.memoriaMb || pool.limites.limiteMs !== limites.limiteMs) {
    void pool?.pool.cerrar();
    // One reader at a time per CPU pair: a sheet is large, and requests queue behind it.
    pool = { limites, pool: crearPool(moduloJunto('../excel/lector-excel.worker', import.meta.url), { memoriaMb: limites.memoriaMb, limiteMs: limites.limiteMs, maxHilos: 1 }) };
  }
  return pool.pool;
}

/** Ends the reading workers (server shutdown, tests). */
export async function cerrarLectorExcel(): Promise<void> {
  await pool?.pool.cerrar();
  pool = undefined;
}

export function revisarFormatoFecha(formato: unknown): string {
  if (typeof formato !== 'string' || !FORMATOS_FECHA.includes(formato)) {
    const mensaje = MENSAJES_EXCEL.formatoFecha(FORMATOS_FECHA);
    throw badRequest(mensaje, { errors: { dateFormat: mensaje } });
  }
  return formato;
}

const rechazoDeLectura = (e: unknown): unknown =>
  e instanceof FallaDeTrabajo ? badRequest(e.motivo === 'error' ? e.message.replace(/^Error: /, '') : `${e.message}; divídalo en archivos más pequeños.`) : e;

/**
 * Reads the file in the worker pool, handed over in parts of `filasPorParte` rows while the worker reads
 * on (the import applies each part before asking for the next, so only about two parts are in memory).
 * The time limit counts the waits for parts only, not the applying. Stopping early (a refused row)
 * closes the port and the worker stops; a hostile or broken file ends as a 400 with the reason, thrown
 * at the part where the worker failed.
 */
export async function* leerExcelEnPartes(ruta: string, limites = limitesExcel(), filasPorParte = 2000): AsyncGenerator<ParteLector> {
  const { port1: puerto, port2 } = new MessageChannel();
  const corte = new AbortController();
  const llegadas: ParteLector[] = [];
  let falla: { error: unknown } | null = null;
  let avisar = () => {};
  puerto.on('message', (parte: ParteLector) => {
    llegadas.push(parte);
    avisar();
  });
  const entrada = { ruta, maxFilas: limites.maxFilas, maxDescomprimidoBytes: limites.maxDescomprimidoBytes, puerto: port2, filasPorParte };
  void poolDe(limites)
    .ejecutar(entrada, [port2], corte.signal)
    .catch((error: unknown) => {
      falla = { error };
      avisar();
    });
  let restanteMs = limites.limiteMs;
  try {
    for (;;) {
      if (falla) throw rechazoDeLectura((falla as { error: unknown }).error);
      const parte = llegadas.shift();
      if (!parte) {
        // A finished task's last part may still be on its way: parts travel on their own port.
        const desde = performance.now();
        const limite = setTimeout(() => corte.abort(), restanteMs);
        await new Promise<void>((r) => (avisar = r));
        clearTimeout(limite);
        restanteMs -= performance.now() - desde;
        continue;
      }
      yield parte;
      if (parte.ultima) return;
      puerto.postMessage('siguiente');
    }
  } finally {
    puerto.close();
  }
}

const TITULOS = new Map<string, CampoExcel>(COLUMNAS_EXCEL.flatMap((c) => [[plano(c.titulo), c.campo] as const, [plano(c.campo), c.campo] as const]));

/** Column position of each field, by the header's text (the template's title or the field's name). */
function posiciones(encabezados: string[]): Record<CampoExcel, number> {
  const lugar = new Map<CampoExcel, number>();
  encabezados.forEach((t, i) => {
    const campo = TITULOS.get(plano(t));
    if (campo && !lugar.has(campo)) lugar.set(campo, i);
  });
  const faltan = COLUMNAS_EXCEL.filter((c) => !lugar.has(c.campo)).map((c) => c.titulo);
  if (faltan.length) throw badRequest(MENSAJES_EXCEL.faltanColumnas(faltan));
  return Object.fromEntries(lugar) as Record<CampoExcel, number>;
}

/** The agent's keys, currencies and the policies the file's numbers may repeat. */
async function contexto(trx: Knex.Transaction, agenteId: number, formatoFecha: string, numeros: string[], siExiste: ContextoDeFilas['siExiste']): Promise<ContextoDeFilas> {
  const k = agenteClaveT.col;
  const claves = new Map<string, { id: number; aseguradoraId: number }[]>();
  for (const c of await AgenteClave.query(trx).where(k.agenteId, agenteId).select(k.id, k.clave, k.aseguradoraId)) {
    const llave = plano(c.clave);
    claves.set(llave, [...(claves.get(llave) ?? []), { id: c.id, aseguradoraId: c.aseguradoraId }]);
  }
  const monedas = new Map<string, number>();
  for (const m of await monedasDelAgente(trx, agenteId)) {
    monedas.set(plano(m.abreviacion), m.monedaId);
    monedas.set(plano(m.moneda), m.monedaId);
  }
  return { formatoFecha, claves, monedas, existentes: await existentesDe(trx, agenteId, numeros), siExiste };
}

/** The validities of the agent's policies with these numbers, by insurer and number. */
async function existentesDe(trx: Knex.Transaction, agenteId: number, numeros: string[]): Promise<ContextoDeFilas['existentes']> {
  const p = polizaT.col;
  const existentes = new Map<string, [string, string][]>();
  if (numeros.length) {
    const filas = await Poliza.query(trx)
      .where(p.agenteId, agenteId)
      .whereNot(p.status, 'eliminada')
      .whereRaw(`upper(??) = any(?::text[])`, [p.noPoliza, numeros])
      .select(
        p.aseguradoraId,
        trx.raw('upper(??) as ??', [p.noPoliza, 'numero']),
        trx.raw(`to_char(??, 'YYYY-MM-DD') as ??, to_char(??, 'YYYY-MM-DD') as ??`, [p.fechaVigenciaDe, 'de', p.fechaVigenciaA, 'a']),
      );
    for (const f of filas as unknown as { aseguradoraId: number; numero: string; de: string; a: string }[]) {
      const llave = `${f.aseguradoraId}:${f.numero}`;
      existentes.set(llave, [...(existentes.get(llave) ?? []), [f.de, f.a]]);
    }
  }
  return existentes;
}

/**
 * Checks a sheet part after part, in sheet order (the first part's headers place the columns): the
 * agent's keys and currencies are looked up once, the portfolio's policies for each part's numbers;
 * a number repeated anywhere in the file is found across parts. `siExiste` words the warning of a
 * policy already there.
 */
export function revisorDeFilas(
  agente: { agenteId: number },
  formatoFecha: string,
  siExiste: ContextoDeFilas['siExiste'] = 'omitir',
): (trx: Knex.Transaction, parte: SalidaLector) => Promise<FilaResuelta[]> {
  const formato = revisarFormatoFecha(formatoFecha);
  const vistos = new Map<string, number>();
  let inicio: { lugar: Record<CampoExcel, number>; ctx: ContextoDeFilas } | null = null;
  return async (trx, parte) => {
    const lugar = inicio?.lugar ?? posiciones(parte.encabezados);
    const numeros = [...new Set(parte.filas.map((f) => textoDeCelda(f.celdas[lugar.noPoliza]).toUpperCase()).filter(Boolean))];
    const ctx: ContextoDeFilas = inicio
      ? { ...inicio.ctx, existentes: await existentesDe(trx, agente.agenteId, numeros) }
      : await contexto(trx, agente.agenteId, formato, numeros, siExiste);
    inicio ??= { lugar, ctx };
    return parte.filas.map(({ rowId, celdas }) => {
      const porCampo = {} as Record<CampoExcel, CeldaCruda>;
      for (const c of CAMPOS_EXCEL) porCampo[c] = celdas[lugar[c]] ?? null;
      return validarFila(rowId, porCampo, ctx, vistos);
    });
  };
}

/**
 * POST /excel-importer/process and the CLI's dry run: the sheet read in parts (leerExcelEnPartes), each
 * part checked while the worker reads the next, in a short transaction of its own (PGlite's one
 * connection stays free while the worker reads), and handed to `convertir`, which keeps what is needed
 * of it (process: the part's rows added to its compressed answer), so the whole sheet is never held as
 * objects.
 */
export async function procesarExcelEnPartes<T>(
  knex: Knex,
  agente: { agenteId: number },
  partes: AsyncIterable<ParteLector>,
  formatoFecha: string,
  siExiste: ContextoDeFilas['siExiste'],
  convertir: (revisadas: FilaResuelta[]) => T | Promise<T>,
): Promise<T[]> {
  const revisar = revisorDeFilas(agente, formatoFecha, siExiste);
  const piezas: T[] = [];
  let filas = 0;
  for await (const parte of partes) {
    const revisadas = await withTenant(knex, agente.agenteId, (trx) => revisar(trx, parte));
    piezas.push(await convertir(revisadas));
    filas += revisadas.length;
  }
  if (filas === 0) throw badRequest(MENSAJES_EXCEL.sinFilas);
  return piezas;
}
