import type { Knex } from 'knex';

/**
 * The tenant tables, found in the catalogue rather than named: every plugin owns its tables
 * (docs/adr/020), and each carries agente_id (agentes itself is the tenant, keyed by id). Views
 * are left out: they show rows of the tables.
 */
export interface TablaDelAgente {
  tabla: string;
  columna: 'agente_id' | 'id';
  /** Whether deleting the agentes row already deletes its rows (a single-column on delete cascade). */
  enCascada: boolean;
}

export async function tablasDelAgente(knex: Knex | Knex.Transaction): Promise<TablaDelAgente[]> {
  const { rows } = await knex.raw(
    `select c.relname as tabla, a.attname as columna,
            exists (select 1 from pg_constraint k
                    where k.conrelid = c.oid and k.contype = 'f' and k.confrelid = 'public.agentes'::regclass
                      and k.confdeltype = 'c' and k.conkey = array[a.attnum]::int2[]) as "enCascada"
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     join pg_attribute a on a.attrelid = c.oid and not a.attisdropped
     where c.relkind in ('r', 'p') and (a.attname = 'agente_id' or (c.relname = 'agentes' and a.attname = 'id'))
     order by c.relname`,
  );
  return rows as TablaDelAgente[];
}
