import { expect } from 'chai';
import { getTestDatabase, testDatabaseKind } from '../../helpers/db.ts';

/**
 * Citus readiness (docs/adr/043-preparacion-citus.md), read from the migrated catalogue: a
 * distributed table's unique keys and the references between co-located tables must carry the
 * distribution column, agente_id. Tenant tables are found as the tenancy test finds them (an
 * agente_id column); every exemption below says why, and fails once it is no longer needed.
 */

/** Kept out of distribution: they become reference or coordinator-local tables (ADR 043). */
const NO_DISTRIBUIDAS: Record<string, string> = {
  usuarios: 'reference table: sign-in finds a user by e-mail, unique across all agents',
  sesiones: 'local table: each request finds its session by token before it knows the agent',
  codigos_verificacion: 'local table: a code is checked by token before the agent is known',
  suscripciones: 'local table: Stripe webhooks find a subscription by its Stripe id alone',
  app_errors: 'local table: operational log written in system scope',
  correos_salientes: 'local table: the outgoing mail queue is drained in system scope',
};

/**
 * Leaf tables: no foreign key points at them, so their surrogate key (id) needs no (agente_id, id)
 * twin today; the conversion replaces their primary key by (agente_id, id) (ADR 043, step 2). An
 * extra unique index now would only slow every insert.
 */
const HOJAS = new Set([
  'adjuntos',
  'bitacora_textos',
  'clientes_celulares',
  'clientes_correos',
  'clientes_direcciones',
  'comunicados_agente',
  'eventos_pagina',
  'oportunidad_notas',
  'poliza_asegurados',
  'rpa_log_detalles',
  'siniestro_asegurados',
  'tareas',
  'todoist_tareas',
]);

/** References between tenant tables that may leave agente_id out, and why. */
const REFERENCIAS_SIN_AGENTE: Record<string, string> = {
  // usuarios is a reference table, and Citus accepts any foreign key into a reference table.
  usuarios: 'reference table',
  // crm's tasks name catalogos' salespeople; a crm migration may not touch catalogos' table (ADR 020),
  // so the conversion script recreates it as (agente_id, vendedor_id) (ADR 043, step 3).
  'tareas→vendedores': 'crosses plugin owners',
};

interface Indice {
  tabla: string;
  indice: string;
  primaria: boolean;
  parcial: boolean;
  columnas: (string | null)[];
}

interface Referencia {
  nombre: string;
  tabla: string;
  destino: string;
  columnas: string[];
  destinoColumnas: string[];
}

async function catalogo(): Promise<{ tablas: string[]; indices: Indice[]; referencias: Referencia[] }> {
  const db = await getTestDatabase();
  return db.withOwner(async (k) => {
    const tenant = `select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
                    where n.nspname = 'public' and c.relkind in ('r', 'p')
                      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'agente_id' and not a.attisdropped)`;
    const tablas = await k.raw(`select relname as tabla from pg_class where oid in (${tenant}) order by 1`);
    // Expression columns come back as null: they are never agente_id.
    const indices = await k.raw(`
      select i.indrelid::regclass::text as tabla, i.indexrelid::regclass::text as indice, i.indisprimary as primaria, i.indpred is not null as parcial,
             array(select a.attname::text from unnest(i.indkey[0:i.indnkeyatts - 1]) with ordinality k(n, o)
                   left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as columnas
      from pg_index i where i.indisunique and i.indrelid in (${tenant}) order by 1, 2`);
    const referencias = await k.raw(`
      select con.conname as nombre, con.conrelid::regclass::text as tabla, con.confrelid::regclass::text as destino,
             array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as columnas,
             array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as "destinoColumnas"
      from pg_constraint con where con.contype = 'f' and con.conrelid in (${tenant}) and con.confrelid in (${tenant}) order by 1`);
    return { tablas: tablas.rows.map((r: { tabla: string }) => r.tabla), indices: indices.rows, referencias: referencias.rows };
  });
}

const conAgente = (i: Indice) => i.columnas.includes('agente_id');
/**
 * The surrogate key (id, from a sequence, so unique across agents anyway) a table keeps until the
 * conversion swaps it for (agente_id, id) (ADR 043, step 2): swapping it now would slow the
 * system-scope lookups by id alone on PostgreSQL 15, which has no skip scan.
 */
const esSustituta = (i: Indice) => i.primaria && i.columnas.length === 1 && i.columnas[0] === 'id';

describe(`Citus readiness of the tenant tables (${testDatabaseKind()})`, () => {
  it('gives each distributed table a full unique key with agente_id, leaf tables aside', async () => {
    const { tablas, indices, referencias } = await catalogo();
    const distribuidas = tablas.filter((t) => !(t in NO_DISTRIBUIDAS));
    const sinClave = distribuidas.filter((t) => !indices.some((i) => i.tabla === t && !i.parcial && conAgente(i)));
    expect(sinClave.sort(), 'tables without a unique key carrying agente_id, not listed as leaves').to.deep.equal([...HOJAS].sort());
    const apuntadas = referencias.filter((r) => HOJAS.has(r.destino)).map((r) => `${r.nombre}: ${r.tabla} → ${r.destino}`);
    expect(apuntadas, 'a leaf table is the target of a reference: give it a unique (agente_id, id)').to.deep.equal([]);
    for (const t of Object.keys(NO_DISTRIBUIDAS)) expect(tablas, `${t} is listed as not distributed but is no tenant table`).to.include(t);
  });

  it('makes every unique index of a distributed table include agente_id, the surrogate primary key (id) aside', async () => {
    const { indices } = await catalogo();
    const sinAgente = indices.filter((i) => !(i.tabla in NO_DISTRIBUIDAS) && !esSustituta(i) && !conAgente(i)).map((i) => `${i.tabla}: ${i.indice} (${i.columnas.join(', ')})`);
    expect(sinAgente).to.deep.equal([]);
  });

  it('makes every reference between distributed tables carry agente_id on both sides, in the same place', async () => {
    const { referencias } = await catalogo();
    const exentas = new Set<string>();
    const faltan = referencias
      .filter((r) => !(r.tabla in NO_DISTRIBUIDAS))
      .filter((r) => {
        const clave = r.destino in REFERENCIAS_SIN_AGENTE ? r.destino : `${r.tabla}→${r.destino}`;
        if (clave in REFERENCIAS_SIN_AGENTE) {
          exentas.add(clave);
          return false;
        }
        const i = r.columnas.indexOf('agente_id');
        return i < 0 || r.destinoColumnas[i] !== 'agente_id';
      })
      .map((r) => `${r.nombre}: ${r.tabla} (${r.columnas.join(', ')}) → ${r.destino} (${r.destinoColumnas.join(', ')})`);
    expect(faltan).to.deep.equal([]);
    expect([...exentas].sort(), 'an exemption no reference needs any more').to.deep.equal(Object.keys(REFERENCIAS_SIN_AGENTE).sort());
  });
});
