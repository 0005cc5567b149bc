import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Fuente } from './arquitectura-ast.ts';

/**
 * Who owns which table, for the data-boundary scanners (test/helpers/arquitectura.ts): models declare
 * tables, migrations create, rename and drop them and create views, plugin.json says which plugins a
 * plugin may lean on. Every function takes the root of a tree (the project, or a fixture tree).
 */

/** A table name in SQL text, optionally quoted or in schema public; `re` puts it where NOMBRE stands. */
const NOMBRE = String.raw`"?(?:public\.)?"?([a-z_][a-z0-9_]*)`;
export const re = (fuente: string) => new RegExp(fuente.replace(/NOMBRE/g, NOMBRE), 'g');

const fuentes = new Map<string, Fuente>();
/** The parsed file, once per run. */
export function fuente(root: string, rel: string): Fuente {
  const abs = path.join(root, rel);
  let f = fuentes.get(abs);
  if (!f) fuentes.set(abs, (f = new Fuente(abs, readFileSync(abs, 'utf8'))));
  return f;
}

/** The .ts files under dir (not tests), relative to root. */
export function archivos(root: string, dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir))
    .sort()
    .flatMap((nombre) => {
      const rel = `${dir}/${nombre}`;
      if (nombre === 'node_modules') return [];
      if (statSync(path.join(root, rel)).isDirectory()) return archivos(root, rel);
      return nombre.endsWith('.ts') && !nombre.endsWith('.test.ts') ? [rel] : [];
    });
}

/** Tables and views with their owners, as models, views and migrations declare them. */
export interface Duenos {
  /** Table or view → owners (one, unless two models disagree). */
  tablas: Map<string, Set<string>>;
  /** Table → the model files declaring it (`static override readonly tableName = '…'`). */
  modelos: Map<string, string[]>;
  /** Table → the migrations folder that created it, after the later renames and drops. */
  creadas: Map<string, string>;
  vistas: Map<string, string>;
  /** Owner → what its migrations may reference or read: itself, core and its dependencies (transitively). */
  alcance(dueno: string): Set<string>;
}

export const duenoDe = (rel: string) => (rel.startsWith('plugins/') || rel.startsWith('migrations/') ? rel.split('/')[1] : 'core');

export function migraciones(root: string): string[] {
  return archivos(root, 'migrations').sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
}

/** The model files: `*.model.ts` under core/server/models and plugins/<id>/server/models. */
export function archivosDeModelos(root: string): string[] {
  return [...archivos(root, 'core/server/models'), ...archivos(root, 'plugins').filter((f) => /^plugins\/[^/]+\/server\/models\//.test(f))].filter((f) => f.endsWith('.model.ts'));
}

export function duenos(root: string): Duenos {
  const modelos = new Map<string, string[]>();
  for (const rel of archivosDeModelos(root)) {
    const f = fuente(root, rel);
    for (const n of f.nodos) {
      if (n.type !== 'PropertyDefinition' || !n.static || n.key.name !== 'tableName' || !n.value) continue;
      for (const t of f.textos(n.value)) modelos.set(t, [...(modelos.get(t) ?? []), rel]);
    }
  }
  const creadas = new Map<string, string>();
  const vistas = new Map<string, string>();
  for (const rel of migraciones(root)) {
    const carpeta = duenoDe(rel);
    for (const c of cambiosDeEsquema(fuente(root, rel))) {
      if (c.tipo === 'crea') creadas.set(c.tabla, carpeta);
      if (c.tipo === 'vista') vistas.set(c.tabla, carpeta);
      if (c.tipo === 'borra' && !creadas.delete(c.tabla)) vistas.delete(c.tabla);
      const de = creadas.get(c.tabla);
      if (c.tipo === 'renombra' && c.nueva && de) {
        creadas.set(c.nueva, de);
        creadas.delete(c.tabla);
      }
    }
  }
  const tablas = new Map<string, Set<string>>();
  const agregar = (t: string, d: string) => tablas.set(t, (tablas.get(t) ?? new Set()).add(d));
  for (const [t, archivosModelo] of modelos) for (const a of archivosModelo) agregar(t, duenoDe(a));
  for (const [t, d] of [...creadas, ...vistas]) if (!modelos.has(t)) agregar(t, d);

  const json = (id: string) => path.join(root, 'plugins', id, 'plugin.json');
  const ids = existsSync(path.join(root, 'plugins')) ? readdirSync(path.join(root, 'plugins')).filter((id) => existsSync(json(id))) : [];
  const dependencias = new Map(ids.map((id) => [id, (JSON.parse(readFileSync(json(id), 'utf8')) as { dependsOn?: string[] }).dependsOn ?? []]));
  const alcance = (dueno: string) => {
    const visto = new Set<string>(['core', dueno]);
    const pendientes = [...(dependencias.get(dueno) ?? [])];
    for (let d = pendientes.pop(); d !== undefined; d = pendientes.pop()) {
      if (!visto.has(d)) pendientes.push(...(dependencias.get(d) ?? []));
      visto.add(d);
    }
    return visto;
  };
  return { tablas, modelos, creadas, vistas, alcance };
}

type CambioDeEsquema = { tipo: 'crea' | 'vista' | 'renombra' | 'borra'; tabla: string; nueva?: string; en: number };

/** What a migration's up creates, renames and drops, in source order (down is ignored). */
function cambiosDeEsquema(f: Fuente): CambioDeEsquema[] {
  const out: CambioDeEsquema[] = [];
  for (const n of f.nodos) {
    if (n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || f.dentroDe(n, 'down')) continue;
    const metodo = n.callee.property.name;
    const tipo = (
      {
        createTable: 'crea',
        createTableIfNotExists: 'crea',
        createView: 'vista',
        createViewOrReplace: 'vista',
        dropTable: 'borra',
        dropTableIfExists: 'borra',
        renameTable: 'renombra',
      } as const
    )[metodo as string];
    if (!tipo) continue;
    for (const tabla of f.textos(n.arguments[0])) for (const nueva of tipo === 'renombra' ? f.textos(n.arguments[1]) : [undefined]) out.push({ tipo, tabla, nueva, en: n.start });
  }
  const patrones: [CambioDeEsquema['tipo'], RegExp][] = [
    ['crea', re(String.raw`\bcreate\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?NOMBRE`)],
    ['vista', re(String.raw`\bcreate\s+(?:or\s+replace\s+)?(?:materialized\s+)?view\s+(?:if\s+not\s+exists\s+)?NOMBRE`)],
    ['borra', re(String.raw`\bdrop\s+(?:table|view)\s+(?:if\s+exists\s+)?NOMBRE`)],
    ['renombra', re(String.raw`\balter\s+table\s+(?:if\s+exists\s+)?NOMBRE\s+rename\s+to\s+NOMBRE`)],
  ];
  for (const { sql, nodo } of f.sentencias()) {
    if (f.dentroDe(nodo, 'down')) continue;
    for (const [tipo, patron] of patrones) for (const m of sql.toLowerCase().matchAll(patron)) out.push({ tipo, tabla: m[1], nueva: m[2], en: nodo.start + m.index });
  }
  return out.sort((a, b) => a.en - b.en);
}
