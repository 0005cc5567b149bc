import type { Knex } from 'knex';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Database } from '../../../../core/server/db/database.ts';
import type { Logger } from '../../../../core/server/log.ts';
import { PROJECT_ROOT } from '../../../../core/server/paths.ts';
import { sepomexT } from '../models/sepomex.model.ts';
import { parseSepomex, type Asentamiento, type SepomexArchivo } from './sepomex-parser.ts';

/** The catalogue shipped with the product (see plugins/catalogos/data/sepomex/README.md). */
export const SEPOMEX_INCLUIDO = path.join(PROJECT_ROOT, 'plugins/catalogos/data/sepomex/sepomex.txt.gz');

export interface ResultadoSepomex {
  asentamientos: number;
  codigosPostales: number;
  nuevos: number;
  actualizados: number;
  eliminados: number;
  ms: number;
}

/** The columns a load writes: the parsed fields, which carry the model's property names. */
const CAMPOS = ['cp', 'asentamiento', 'tipo', 'municipio', 'estado', 'ciudad', 'zona', 'cEstado', 'cMnpio', 'idAsentaCpcons'] as const satisfies readonly (keyof Asentamiento)[];
const NOMBRES = CAMPOS.map((c) => sepomexT.col[c]);
/** The official key of a settlement. */
const CLAVE = (['cp', 'cEstado', 'cMnpio', 'idAsentaCpcons'] as const).map((c) => sepomexT.col[c]);
const DATOS = NOMBRES.filter((c) => !CLAVE.includes(c));
const TABLA = sepomexT.nombre;
// One array parameter per column and batch: PostgreSQL unnests them far faster than knex builds ten
// bindings a row, and no statement comes near the 65,535-parameter limit.
const LOTE = 20_000;

async function insertarLotes(trx: Knex.Transaction, tabla: string, asentamientos: Asentamiento[]): Promise<void> {
  for (let i = 0; i < asentamientos.length; i += LOTE) {
    const lote = asentamientos.slice(i, i + LOTE);
    await trx.raw(
      `insert into ${tabla} (${NOMBRES.join(', ')}) select * from unnest(${NOMBRES.map(() => '?::text[]').join(', ')})`,
      // knex's types know no arrays with nulls; pg and PGlite bind them as text[] with NULLs.
      CAMPOS.map((campo) => lote.map((a) => a[campo]) as string[]),
    );
  }
}

const mismaClave = (a: string, b: string) => CLAVE.map((c) => `${a}.${c} = ${b}.${c}`).join(' and ');

/**
 * Makes the table hold exactly the file's settlements, all or nothing. Rows are matched on their
 * official key (cp, c_estado, c_mnpio, id_asenta_cpcons) so every settlement that survives keeps its
 * id, and the addresses that point to it stay valid. Runs as the table's owner.
 */
export async function reemplazarSepomex(owner: Knex, archivo: SepomexArchivo): Promise<ResultadoSepomex> {
  const inicio = Date.now();
  const conteos = await owner.transaction(async (trx) => {
    // Readers keep reading the old rows; a second import waits for this one.
    await trx.raw(`lock table ${TABLA} in exclusive mode`);
    const { rows } = await trx.raw(`select exists (select 1 from ${TABLA}) as hay`);
    if (!rows[0].hay) {
      await insertarLotes(trx, TABLA, archivo.asentamientos);
      return { nuevos: archivo.asentamientos.length, actualizados: 0, eliminados: 0 };
    }
    // Same columns without id, so staging draws no numbers from the table's sequence.
    await trx.raw(`create temporary table sepomex_carga on commit drop as select ${NOMBRES.join(', ')} from ${TABLA} with no data`);
    await insertarLotes(trx, 'sepomex_carga', archivo.asentamientos);
    const actualizados = await trx.raw(
      `update ${TABLA} s set ${DATOS.map((c) => `${c} = c.${c}`).join(', ')} from sepomex_carga c
        where ${mismaClave('s', 'c')} and (${DATOS.map((c) => `s.${c}`).join(', ')}) is distinct from (${DATOS.map((c) => `c.${c}`).join(', ')})`,
    );
    const nuevos = await trx.raw(
      `insert into ${TABLA} (${NOMBRES.join(', ')}) select ${NOMBRES.map((c) => `c.${c}`).join(', ')} from sepomex_carga c
        where not exists (select 1 from ${TABLA} s where ${mismaClave('s', 'c')})`,
    );
    const eliminados = await trx.raw(`delete from ${TABLA} s where not exists (select 1 from sepomex_carga c where ${mismaClave('s', 'c')})`);
    return { nuevos: nuevos.rowCount ?? 0, actualizados: actualizados.rowCount ?? 0, eliminados: eliminados.rowCount ?? 0 };
  });
  return { asentamientos: archivo.asentamientos.length, codigosPostales: archivo.codigosPostales, ...conteos, ms: Date.now() - inicio };
}

/**
 * On first start the table is empty: load the shipped catalogue. Later starts cost one indexed read.
 * Call from the catalogos plugin's bootstrap, before any request is served.
 */
export async function cargarSepomexSiVacio(db: Database, log: Logger): Promise<ResultadoSepomex | null> {
  if (await db.knex(TABLA).first(sepomexT.col.id)) return null;
  const inicio = Date.now();
  const archivo = parseSepomex(gunzipSync(readFileSync(SEPOMEX_INCLUIDO)));
  const resultado = await db.withOwner((owner) => reemplazarSepomex(owner, archivo));
  resultado.ms = Date.now() - inicio;
  log.info(`Catálogo SEPOMEX cargado: ${resultado.asentamientos} asentamientos, ${resultado.codigosPostales} códigos postales en ${(resultado.ms / 1000).toFixed(1)} s`, {
    ...resultado,
  });
  return resultado;
}
