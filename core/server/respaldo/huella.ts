import type { Knex } from 'knex';

/** Rows and a checksum of one table's contents, independent of the rows' physical order. */
export interface HuellaDeTabla {
  filas: number;
  suma: string;
}

export type Huella = Record<string, HuellaDeTabla>;

/**
 * Every table of the public schema with its row count and an md5 over its rows' md5s in order, read
 * as the owner (row-level security would hide other agents' rows). A backup stores it; a restore
 * recomputes it and must match table by table.
 */
export async function huellaDe(knex: Knex): Promise<Huella> {
  const { rows: tablas } = await knex.raw<{ rows: { nombre: string }[] }>(
    `select table_name as nombre from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const huella: Huella = {};
  for (const { nombre } of tablas) {
    const { rows } = await knex.raw<{ rows: { filas: string; suma: string }[] }>(
      `select count(*) as filas, md5(coalesce(string_agg(h, '' order by h), '')) as suma from (select md5(t::text) as h from ?? t) x`,
      [nombre],
    );
    huella[nombre] = { filas: Number(rows[0].filas), suma: rows[0].suma };
  }
  return huella;
}

/** The tables whose rows or contents differ between two fingerprints (missing tables included). */
export function diferencias(esperada: Huella, obtenida: Huella): string[] {
  const nombres = [...new Set([...Object.keys(esperada), ...Object.keys(obtenida)])].sort();
  return nombres.filter((n) => esperada[n]?.filas !== obtenida[n]?.filas || esperada[n]?.suma !== obtenida[n]?.suma);
}
