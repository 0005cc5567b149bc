import path from 'node:path';
import type { Fuente, Nodo } from './arquitectura-ast.ts';
import { archivos, duenoDe, duenos, fuente, migraciones, re } from './arquitectura-duenos.ts';

export { archivos, archivosDeModelos, duenos, type Duenos } from './arquitectura-duenos.ts';

/**
 * Data-boundary scanners for issue 11 (each plugin owns its data): every function takes the project
 * root, so test/unit/architecture-data.test.ts runs them on the real tree and on the fake tree under
 * test/fixtures/arquitectura/. Paths are relative to the root, with forward slashes.
 */

/** Migrations stamped before this ran on real databases: never edited, so their violations are listed instead. */
export const CORTE_HISTORIA = '20261124000000';

export interface Violacion {
  archivo: string;
  linea: number;
  /** The table named, or the import's target for `importa`. */
  tabla: string;
  regla: 'referencia' | 'importa' | 'toca' | 'disparador' | 'llave' | 'lee';
}

export const describir = (v: Violacion): string => `${v.archivo}:${v.linea} → ${v.tabla} (${v.regla})`;

/** The violations a history list does not excuse, and the listed files that no longer need it. */
export function contraHistoria(violaciones: (Violacion & { historia: boolean })[], lista: readonly string[]): { nuevas: string[]; sobrantes: string[] } {
  const excusada = (v: Violacion & { historia: boolean }) => v.historia && v.regla !== 'importa' && lista.includes(path.basename(v.archivo));
  return {
    nuevas: violaciones.filter((v) => !excusada(v)).map(describir),
    sobrantes: lista.filter((f) => !violaciones.some((v) => excusada(v) && path.basename(v.archivo) === f)),
  };
}

/** A table named as SQL text in server code (comments never reach the parsed strings). */
const SQL_REFERENCIA = [
  re(String.raw`\b(?:from|join|into|update|table|on|references|truncate)\s+(?:only\s+)?NOMBRE`),
  re(String.raw`'NOMBRE'::regclass`),
  re(String.raw`\b(?:to_regclass|pg_get_serial_sequence|has_table_privilege)\(\s*'NOMBRE'`),
];
/** What a migration may do only to its own tables. */
const SQL_MIGRACION: [Violacion['regla'], RegExp][] = [
  ['disparador', re(String.raw`\bcreate\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\b[^;]*?\bon\s+NOMBRE`)],
  ['disparador', re(String.raw`\bdrop\s+trigger\s+(?:if\s+exists\s+)?\S+\s+on\s+NOMBRE`)],
  ['disparador', re(String.raw`\bcartera_publicar\(\s*'[^']*'\s*,\s*'NOMBRE'`)],
  ['toca', re(String.raw`\b(?:alter|drop|create(?:\s+unlogged)?)\s+table\s+(?:if\s+(?:not\s+)?exists\s+)?(?:only\s+)?NOMBRE`)],
  ['toca', re(String.raw`\b(?:create|drop)\s+(?:or\s+replace\s+)?(?:materialized\s+)?view\s+(?:if\s+(?:not\s+)?exists\s+)?NOMBRE`)],
  ['toca', re(String.raw`\bcreate\s+(?:unique\s+)?index\b[^;]*?\bon\s+(?:only\s+)?NOMBRE`)],
  ['toca', re(String.raw`\b(?:create|alter|drop)\s+(?:policy|rule)\b[^;]*?\bon\s+NOMBRE`)],
  ['toca', re(String.raw`\b(?:grant|revoke)\b[^;]*?\bon\s+(?:table\s+)?NOMBRE`)],
  ['toca', re(String.raw`\b(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|truncate(?:\s+table)?)\s+NOMBRE`)],
  ['toca', re(String.raw`\bcomment\s+on\s+(?:table|column|view)\s+NOMBRE`)],
  ['toca', re(String.raw`\bowned\s+by\s+NOMBRE\.`)],
  ['llave', re(String.raw`\breferences\s+NOMBRE`)],
  ['lee', re(String.raw`\b(?:from|join)\s+(?:only\s+)?NOMBRE`)],
  ['lee', re(String.raw`'NOMBRE'::regclass`)],
  ['lee', re(String.raw`\b(?:to_regclass|pg_get_serial_sequence|has_table_privilege)\(\s*'NOMBRE'`)],
];
/** Callees that take a table first: knex itself, its builders and its schema builder. */
const KNEX = new Set(['knex', 'trx', 'tx', 'db', 'k', 'owner']);
const METODOS_TABLA = new Set([
  'from',
  'into',
  'join',
  'leftJoin',
  'innerJoin',
  'rightJoin',
  'leftOuterJoin',
  'rightOuterJoin',
  'fullOuterJoin',
  'crossJoin',
  'table',
  'hasTable',
  'hasColumn',
  'createTable',
  'createTableIfNotExists',
  'alterTable',
  'dropTable',
  'dropTableIfExists',
  'renameTable',
]);
const ESQUEMA = new Set(['createTable', 'createTableIfNotExists', 'alterTable', 'table', 'dropTable', 'dropTableIfExists', 'renameTable']);
const ESCRITURAS = new Set(['insert', 'update', 'del', 'delete', 'truncate', 'upsert', 'onConflict', 'merge', 'increment', 'decrement']);

/** The first word of a knex table argument: 'clientes as c' and 'public.clientes' name clientes. */
const tablaDeArgumento = (s: string) =>
  s
    .trim()
    .split(/\s+/)[0]
    .replace(/^public\./, '')
    .replace(/"/g, '');

/** Rule 1: server code (plugins/<id>/server, core/server) naming, by literal, a table another owner declares. */
export function referenciasAjenas(root: string): Violacion[] {
  const { tablas } = duenos(root);
  const servidor = [...archivos(root, 'plugins').filter((f) => /^plugins\/[^/]+\/server\//.test(f)), ...archivos(root, 'core/server')];
  const out = new Map<string, Violacion>();
  for (const rel of servidor) {
    const dueno = duenoDe(rel);
    const f = fuente(root, rel);
    const revisar = (tabla: string, n: Nodo) => {
      const d = tablas.get(tabla);
      if (d && !d.has(dueno)) out.set(`${rel}:${f.linea(n)}:${tabla}`, { archivo: rel, linea: f.linea(n), tabla, regla: 'referencia' });
    };
    for (const n of f.nodos) {
      if (n.type === 'CallExpression' && n.arguments[0] && esLlamadaDeTabla(n)) for (const t of f.textos(n.arguments[0])) revisar(tablaDeArgumento(t), n);
      if (n.type === 'PropertyDefinition' && n.key.name === 'tableName' && n.value) for (const t of f.textos(n.value)) revisar(t, n);
    }
    for (const { sql, nodo } of f.sentencias()) for (const patron of SQL_REFERENCIA) for (const m of sql.toLowerCase().matchAll(patron)) revisar(m[1], nodo);
  }
  return [...out.values()];
}

/** knex('t'), trx('t'), db.knex('t'), .from('t') …, and a model's tablaDe<M>()('t'). */
function esLlamadaDeTabla(n: Nodo): boolean {
  const c = n.callee;
  if (c.type === 'Identifier') return KNEX.has(c.name);
  if (c.type === 'MemberExpression') return c.property.name === 'knex' || METODOS_TABLA.has(c.property.name);
  return c.type === 'CallExpression' && c.callee.type === 'Identifier' && c.callee.name === 'tablaDe';
}

/**
 * Rule 2: a migration imports plugin code (anything but core/server/db, core/server/paths.ts for the
 * shipped data files, and migrations), or touches a table it does not own (schema change, rows,
 * index, trigger, policy, grant, comment), or references or reads a table outside its plugin's
 * dependencies. `historia` marks files before CORTE_HISTORIA.
 */
export function violacionesDeMigraciones(root: string): (Violacion & { historia: boolean })[] {
  const d = duenos(root);
  const out = new Map<string, Violacion & { historia: boolean }>();
  for (const rel of migraciones(root)) {
    const dueno = duenoDe(rel);
    const alcance = d.alcance(dueno);
    const historia = path.basename(rel) < CORTE_HISTORIA;
    const f = fuente(root, rel);
    const anotar = (regla: Violacion['regla'], tabla: string, n: Nodo) => {
      const propios = d.tablas.get(tabla);
      if (regla !== 'importa' && !propios) return;
      if ((regla === 'toca' || regla === 'disparador') && propios?.has(dueno)) return;
      if ((regla === 'llave' || regla === 'lee') && [...(propios ?? [])].some((p) => alcance.has(p))) return;
      out.set(`${rel}:${f.linea(n)}:${tabla}:${regla}`, { archivo: rel, linea: f.linea(n), tabla, regla, historia });
    };
    const destinos = new Map<string, string>();
    for (const n of f.nodos) {
      const origen =
        n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || n.type === 'ExportNamedDeclaration' || n.type === 'ImportExpression'
          ? n.source
          : n.type === 'CallExpression' && n.callee.name === 'require'
            ? n.arguments[0]
            : undefined;
      for (const spec of origen ? f.textos(origen) : []) {
        if (!spec.startsWith('.')) continue;
        const destino = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
        if (!/^(core\/server\/db\/|core\/server\/paths\.ts$|migrations\/)/.test(destino)) anotar('importa', destino, n);
        for (const s of n.specifiers ?? []) destinos.set(s.local.name, destino);
      }
    }
    for (const n of f.nodos) {
      if (n.type !== 'CallExpression') continue;
      const c = n.callee;
      const args = (n.arguments as Nodo[]).filter((a) => a.type !== 'SpreadElement');
      if (c.type === 'MemberExpression' && ESQUEMA.has(c.property.name))
        for (const a of args.slice(0, c.property.name === 'renameTable' ? 2 : 1)) for (const t of f.textos(a)) anotar('toca', t, n);
      if (c.type === 'MemberExpression' && c.property.name === 'inTable') for (const t of f.textos(args[0])) anotar('llave', t, n);
      if (c.type === 'MemberExpression' && c.property.name === 'references') for (const t of f.textos(args[0])) if (t.includes('.')) anotar('llave', t.split('.')[0], n);
      if (c.type === 'Identifier' && KNEX.has(c.name) && args[0]) for (const t of f.textos(args[0])) anotar(escribe(f, n) ? 'toca' : 'lee', tablaDeArgumento(t), n);
      // A core helper handed a table acts on it (enableTenantIsolation creates its policies).
      if (c.type === 'Identifier' && destinos.get(c.name)?.startsWith('core/')) for (const a of args) for (const t of f.textos(a)) anotar('toca', t, n);
    }
    for (const { sql, nodo } of f.sentencias()) for (const [regla, patron] of SQL_MIGRACION) for (const m of sql.toLowerCase().matchAll(patron)) anotar(regla, m[1], nodo);
  }
  return [...out.values()];
}

/** Whether a knex('t') chain writes: some later call in it is insert, update, del … */
function escribe(f: Fuente, llamada: Nodo): boolean {
  let n = llamada;
  for (let p = f.padre(n); p?.type === 'MemberExpression' && p.object === n; p = f.padre(n)) {
    if (ESCRITURAS.has(p.property.name)) return true;
    const siguiente = f.padre(p);
    if (siguiente?.type !== 'CallExpression') return false;
    n = siguiente;
  }
  return false;
}

/** Rule 3: every table a migration creates has exactly one model, in the plugin whose folder created it. */
export function tablasSinDueno(root: string): string[] {
  const { modelos, creadas, vistas } = duenos(root);
  const out: string[] = [];
  for (const [t, carpeta] of creadas) {
    if (t.startsWith('knex_migrations')) continue;
    const m = modelos.get(t) ?? [];
    if (m.length === 0) out.push(`${t}: created by migrations/${carpeta}, declared by no model`);
    if (m.length > 1) out.push(`${t}: declared by ${m.length} models (${m.join(', ')})`);
    for (const a of m) if (duenoDe(a) !== carpeta) out.push(`${t}: created by migrations/${carpeta}, declared by ${a}`);
  }
  for (const [t, m] of modelos) {
    const carpeta = vistas.get(t);
    if (!creadas.has(t) && !carpeta) out.push(`${t}: declared by ${m.join(', ')}, created by no migration`);
    if (carpeta) for (const a of m) if (duenoDe(a) !== carpeta) out.push(`${t}: view of migrations/${carpeta}, declared by ${a}`);
  }
  return out.sort();
}
