import { Model, snakeCaseMappers } from 'objection';

/**
 * The base of every table's model (docs/adr/020-datos-por-plugin.md): properties in camelCase, columns
 * in snake_case. A table has one owner, the plugin whose `server/models/` declares it; other plugins
 * reach it only through what the owner publishes from its server/index.ts.
 */
export class Modelo extends Model {
  // renuevaAId ↔ renueva_a_id: consecutive capitals split as tablaDe's aColumna splits them.
  static override get columnNameMappers() {
    return snakeCaseMappers({ underscoreBetweenUppercaseLetters: true });
  }

  // first() reads one row, not every row that matches.
  static override useLimitInFirst = true;
}

/** A model's own columns: its declared properties, without Objection's methods. */
export type Columnas<M> = Exclude<keyof M, keyof Modelo> & string;

/** The names of one table for tuned knex SQL (lists, the summary), derived from its model's properties. */
export interface Tabla<P extends string> {
  /** The table's name. */
  readonly nombre: string;
  /** The model's properties, in the table's column order. */
  readonly props: readonly P[];
  /** Bare column names: `col.apPat` is 'ap_pat'. */
  readonly col: { readonly [K in P]: string };
  /** Columns qualified by the table's name, as relation mappings join them: `q.apPat` is 'clientes.ap_pat'. */
  readonly q: { readonly [K in P]: string };
  /** 'clientes as c', for a knex from or join. */
  as(alias: string): string;
  /** Columns qualified by an alias: `de('c').apPat` is 'c.ap_pat'. */
  de(alias: string): { readonly [K in P]: string };
  /** Select entries under their property names: `sel('c', 'apPat')` is ['c.ap_pat as apPat']. */
  sel(alias: string, ...props: P[]): string[];
}

export const aColumna = (prop: string): string => prop.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

/**
 * `tablaDe<Cliente>()('clientes', ['id', 'nombres', …])`: the list must name properties the model
 * declares, so renaming a property breaks compilation wherever the table's SQL names it; a test
 * compares every list with the database's columns.
 */
export function tablaDe<M>() {
  return <const P extends Columnas<M>>(nombre: string, props: readonly P[]): Tabla<P> => {
    const mapa = (prefijo: string) => Object.fromEntries(props.map((p) => [p, prefijo + aColumna(p)])) as { [K in P]: string };
    return {
      nombre,
      props,
      col: mapa(''),
      q: mapa(`${nombre}.`),
      as: (alias) => `${nombre} as ${alias}`,
      de: (alias) => mapa(`${alias}.`),
      sel: (alias, ...elegidas) => elegidas.map((p) => `${alias}.${aColumna(p)} as ${p}`),
    };
  };
}
