import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { Knex } from 'knex';
import { withTenant } from '../db/tenancy.ts';
import type { Logger } from '../log.ts';
import { almacenDe, type ConfigAlmacen } from '../storage/almacen.ts';
import { prefijoDelAgente } from '../storage/storage.service.ts';
import { tablasDelAgente } from './tablas-del-agente.ts';

const LOTE = 500;
/** Credentials and their digests stay out of the export: they open the account, they are not its data. */
const COLUMNA_SECRETA = /password|hash|token|secret/i;

/**
 * The agent's export as a zip stream: datos/<tabla>.json (an array of rows, for every tenant table
 * that has any) and archivos/<bucket>/<path> (its stored files). Rows are read in the agent's tenant
 * scope, so row-level security alone guarantees they are its own; a cursor per table and the
 * stream's back-pressure keep memory flat however large the account.
 */
export function exportarCuenta(knex: Knex, config: ConfigAlmacen, agenteId: number, log: Logger): PassThrough {
  const salida = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void salida.destroy(err);
    salida.write(chunk);
    if (final) salida.end();
  });
  const escribir = async (entrada: ZipDeflate, texto: string | Uint8Array, final = false) => {
    // A client that went away must not keep the tenant transaction (and its cursor) open.
    if (salida.destroyed) throw new DescargaInterrumpida();
    entrada.push(typeof texto === 'string' ? Buffer.from(texto) : texto, final);
    if (salida.writableNeedDrain) await vaciada(salida);
  };
  const producir = async () => {
    await withTenant(knex, agenteId, async (trx) => {
      for (const { tabla } of await tablasDelAgente(trx)) await exportarTabla(trx, zip, tabla, escribir);
    });
    const almacen = almacenDe(config);
    const prefijo = prefijoDelAgente(agenteId);
    for await (const clave of almacen.listar(prefijo)) {
      const abierto = await almacen.abrir(clave);
      // Removed between the listing and the read (an attachment deleted meanwhile): not part of the export.
      if (!abierto) continue;
      const entrada = new ZipDeflate(`archivos/${clave.slice(prefijo.length)}`, { level: 6 });
      zip.add(entrada);
      for await (const trozo of abierto.contenido) await escribir(entrada, trozo as Buffer);
      await escribir(entrada, new Uint8Array(0), true);
    }
    zip.end();
  };
  producir().catch((err: unknown) => {
    if (err instanceof DescargaInterrumpida) return log.info('exportación de la cuenta interrumpida por el cliente', { agenteId });
    log.error('la exportación de la cuenta falló', { error: err as Error, agenteId });
    // Headers are gone: the error cuts the connection, so the client never takes a truncated zip for a whole one.
    salida.destroy(err as Error);
  });
  return salida;
}

class DescargaInterrumpida extends Error {}

/** Resolves when the response has room again; rejects when it closed first (the client went away). */
function vaciada(salida: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const lista = () => {
      salida.off('close', cerrada);
      resolve();
    };
    const cerrada = () => {
      salida.off('drain', lista);
      reject(new DescargaInterrumpida());
    };
    salida.once('drain', lista);
    salida.once('close', cerrada);
  });
}

type Escribir = (entrada: ZipDeflate, texto: string | Uint8Array, final?: boolean) => Promise<void>;

async function exportarTabla(trx: Knex.Transaction, zip: Zip, tabla: string, escribir: Escribir): Promise<void> {
  const cursor = `exportacion_${tabla}`;
  await trx.raw(`declare ?? no scroll cursor for select * from ??`, [cursor, tabla]);
  let entrada: ZipDeflate | null = null;
  for (;;) {
    const { rows } = await trx.raw(`fetch ${LOTE} from ??`, [cursor]);
    for (const fila of rows as Record<string, unknown>[]) {
      const limpia = Object.fromEntries(Object.entries(fila).filter(([columna]) => !COLUMNA_SECRETA.test(columna)));
      const primera: boolean = entrada === null;
      if (!entrada) zip.add((entrada = new ZipDeflate(`datos/${tabla}.json`, { level: 6 })));
      await escribir(entrada, `${primera ? '[\n' : ',\n'}${JSON.stringify(limpia)}`);
    }
    if (rows.length < LOTE) break;
  }
  await trx.raw(`close ??`, [cursor]);
  if (entrada) await escribir(entrada, '\n]\n', true);
}
