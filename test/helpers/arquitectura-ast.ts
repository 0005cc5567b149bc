import { parseSync } from 'vite';

/**
 * The syntax side of the data-boundary checks (test/helpers/arquitectura.ts): parses a TypeScript file
 * (oxc's parser, re-exported by vite) and works out, without running anything, which strings its
 * expressions can hold. Comments never reach the tree; constants, loop variables over literal arrays
 * and objects, parameters (from the calls in the same file) and knex's `??` bindings are followed, so
 * `for (const t of ['a']) knex.raw('create trigger x after insert on ??', [t])` reads as the SQL it runs.
 */

/** An ESTree node (oxc's TS-ESTree shape); only the fields used here are read, untyped to stay short. */
// oxlint-disable-next-line typescript/no-explicit-any
export type Nodo = { type: string; start: number; end: number; [campo: string]: any };

/** What cannot be known statically: never part of a table name, so it matches no pattern. */
export const DESCONOCIDO = '\u2047';
const TOPE = 2000;

type Ligadura =
  | { clase: 'valor'; expr: Nodo }
  | { clase: 'elemento'; de: Nodo }
  | { clase: 'par'; de: Nodo; indice: number }
  | { clase: 'campo'; de: Nodo; campo: string }
  | { clase: 'parametro'; fn: Nodo; indice: number; defecto?: Nodo }
  | { clase: 'funcion'; fn: Nodo };

const esNodo = (x: unknown): x is Nodo => typeof x === 'object' && x !== null && typeof (x as Nodo).type === 'string';
const FUNCIONES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const interior = (e: Nodo): Nodo => e.expression ?? e.argument;
const ENVOLTURAS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ParenthesizedExpression', 'AwaitExpression', 'ChainExpression']);

function limitar(valores: string[]): string[] {
  return [...new Set(valores)].slice(0, TOPE);
}

/**
 * The strings made of consecutive parts, each with its possible values: every part at its first value,
 * then each value of each part with the others at their first. Linear, not the full product (a
 * template of five loop variables would explode), and enough for patterns that read one part each.
 */
function combinar(partes: string[][]): string[] {
  const base = partes.map((p) => p[0] ?? '');
  const out = [base.join('')];
  partes.forEach((p, i) => p.slice(1).forEach((v) => out.push(base.map((b, j) => (j === i ? v : b)).join(''))));
  return limitar(out);
}

/** A parsed file: its nodes, each one's parent, and what its expressions evaluate to. */
export class Fuente {
  readonly nodos: Nodo[] = [];
  private readonly padres = new Map<Nodo, Nodo>();
  private readonly memo = new Map<Nodo, string[]>();
  private readonly enCurso = new Set<Nodo>();

  constructor(
    readonly archivo: string,
    readonly texto: string,
  ) {
    const { program, errors } = parseSync(archivo, texto, { lang: 'ts', sourceType: 'module' });
    if (errors.length) throw new Error(`${archivo}: ${errors[0].message}`);
    const visitar = (n: Nodo) => {
      this.nodos.push(n);
      for (const [campo, v] of Object.entries(n)) {
        if (campo === 'typeAnnotation' || campo === 'typeArguments' || campo === 'typeParameters') continue;
        for (const hijo of Array.isArray(v) ? v : [v]) {
          if (!esNodo(hijo)) continue;
          this.padres.set(hijo, n);
          visitar(hijo);
        }
      }
    };
    visitar(program as unknown as Nodo);
  }

  padre(n: Nodo): Nodo | undefined {
    return this.padres.get(n);
  }

  linea(n: Nodo): number {
    return this.texto.slice(0, n.start).split('\n').length;
  }

  /** Whether n lies inside the function named `nombre` (a migration's `down`). */
  dentroDe(n: Nodo, nombre: string): boolean {
    for (let p = this.padre(n); p; p = this.padre(p)) {
      if (p.type === 'FunctionDeclaration' && p.id?.name === nombre) return true;
      if (p.type === 'VariableDeclarator' && p.id?.name === nombre) return true;
    }
    return false;
  }

  /** The strings expression e may hold; DESCONOCIDO stands for any part that is not a constant. */
  textos(e: Nodo | null | undefined): string[] {
    if (!e) return [DESCONOCIDO];
    const hecho = this.memo.get(e);
    if (hecho) return hecho;
    if (this.enCurso.has(e)) return [DESCONOCIDO];
    this.enCurso.add(e);
    try {
      const valores = limitar(this.evaluar(e));
      if (!valores.length) valores.push(DESCONOCIDO);
      this.memo.set(e, valores);
      return valores;
    } finally {
      this.enCurso.delete(e);
    }
  }

  private evaluar(e: Nodo): string[] {
    if (ENVOLTURAS.has(e.type)) return this.textos(interior(e));
    switch (e.type) {
      case 'Literal':
        return typeof e.value === 'string' || typeof e.value === 'number' ? [String(e.value)] : [DESCONOCIDO];
      case 'TemplateLiteral':
        return combinar((e.quasis as Nodo[]).flatMap((q, i) => [[q.value.cooked ?? ''], ...(i < e.expressions.length ? [this.textos(e.expressions[i])] : [])]));
      case 'BinaryExpression':
        return e.operator === '+' ? combinar([this.textos(e.left), this.textos(e.right)]) : [DESCONOCIDO];
      case 'ConditionalExpression':
        return [...this.textos(e.consequent), ...this.textos(e.alternate)];
      case 'LogicalExpression':
        return [...this.textos(e.left), ...this.textos(e.right)];
      case 'Identifier':
        return this.ligaduras(e).flatMap((l) => this.textosDeLigadura(l));
      case 'CallExpression': {
        if (e.callee.type === 'MemberExpression' && e.callee.property.name === 'join') {
          const partes = this.arreglo(e.callee.object);
          const sep = e.arguments[0] ? this.textos(e.arguments[0])[0] : ',';
          return partes ? combinar(partes.map((p, i) => p.map((x) => (i ? sep : '') + x))) : [DESCONOCIDO];
        }
        const fn = this.funcion(e.callee);
        return fn ? this.retornos(fn).flatMap((r) => this.textos(r)) : [DESCONOCIDO];
      }
      default:
        return [DESCONOCIDO];
    }
  }

  /** An array literal's elements, each with its possible strings (null: not a literal array). */
  arreglo(e: Nodo | undefined): string[][] | null {
    if (!e) return null;
    if (ENVOLTURAS.has(e.type)) return this.arreglo(interior(e));
    if (e.type === 'Identifier') {
      const [l] = this.ligaduras(e);
      return l?.clase === 'valor' ? this.arreglo(l.expr) : null;
    }
    if (e.type !== 'ArrayExpression') return null;
    return (e.elements as Nodo[]).flatMap((x) => (x?.type === 'SpreadElement' ? (this.arreglo(x.argument) ?? [[DESCONOCIDO]]) : [this.textos(x)]));
  }

  /** The strings the elements of an iterable may hold (`for (const x of e)`). */
  elementos(e: Nodo): string[] {
    if (ENVOLTURAS.has(e.type)) return this.elementos(interior(e));
    if (e.type === 'ArrayExpression') return (e.elements as Nodo[]).flatMap((x) => (x?.type === 'SpreadElement' ? this.elementos(x.argument) : this.textos(x)));
    if (e.type === 'Identifier')
      return this.ligaduras(e).flatMap((l) =>
        l.clase === 'valor' ? this.elementos(l.expr) : l.clase === 'parametro' ? this.argumentos(l).flatMap((a) => this.elementos(a)) : [DESCONOCIDO],
      );
    if (e.type === 'CallExpression' && e.callee.type === 'MemberExpression') {
      const metodo = e.callee.property.name;
      if (e.callee.object.name === 'Object' && (metodo === 'keys' || metodo === 'values')) return this.propiedades(e.arguments[0], metodo === 'keys' ? 0 : 1);
      if (['reverse', 'slice', 'filter', 'sort', 'toReversed', 'toSorted'].includes(metodo)) return this.elementos(e.callee.object);
    }
    return [DESCONOCIDO];
  }

  /** Field `campo` of each object in an array literal of objects (`for (const { campo } of e)`). */
  private campos(e: Nodo, campo: string): string[] {
    if (ENVOLTURAS.has(e.type)) return this.campos(interior(e), campo);
    if (e.type === 'Identifier') return this.ligaduras(e).flatMap((l) => (l.clase === 'valor' ? this.campos(l.expr, campo) : [DESCONOCIDO]));
    if (e.type !== 'ArrayExpression') return [DESCONOCIDO];
    return (e.elements as Nodo[]).flatMap((o) => {
      const p = o?.type === 'ObjectExpression' ? (o.properties as Nodo[]).find((x) => x.type === 'Property' && (x.key.name ?? x.key.value) === campo) : undefined;
      return p ? this.textos(p.value) : [DESCONOCIDO];
    });
  }

  /** Keys (0) or values (1) of an object literal, through identifiers. */
  private propiedades(e: Nodo | undefined, lado: 0 | 1): string[] {
    if (!e) return [DESCONOCIDO];
    if (ENVOLTURAS.has(e.type)) return this.propiedades(interior(e), lado);
    if (e.type === 'Identifier') return this.ligaduras(e).flatMap((l) => (l.clase === 'valor' ? this.propiedades(l.expr, lado) : [DESCONOCIDO]));
    if (e.type !== 'ObjectExpression') return [DESCONOCIDO];
    return (e.properties as Nodo[]).flatMap((p) => (p.type !== 'Property' ? [DESCONOCIDO] : lado === 0 ? [p.key.name ?? String(p.key.value)] : this.textos(p.value)));
  }

  private textosDeLigadura(l: Ligadura): string[] {
    if (l.clase === 'valor') return this.textos(l.expr);
    if (l.clase === 'elemento') return this.elementos(l.de);
    if (l.clase === 'par') {
      const d = l.de.type === 'CallExpression' && l.de.callee.type === 'MemberExpression' && l.de.callee.property.name === 'entries' ? l.de.arguments[0] : undefined;
      return this.propiedades(d, l.indice === 0 ? 0 : 1);
    }
    if (l.clase === 'campo') return this.campos(l.de, l.campo);
    if (l.clase === 'parametro') return [...this.argumentos(l).flatMap((a) => this.textos(a)), ...(l.defecto ? this.textos(l.defecto) : [])];
    return [DESCONOCIDO];
  }

  /** The arguments passed at position l.indice by every call of l.fn in this file. */
  private argumentos(l: Extract<Ligadura, { clase: 'parametro' }>): Nodo[] {
    const nombre = l.fn.id?.name ?? this.padre(l.fn)?.id?.name;
    if (!nombre) return [];
    return this.nodos
      .filter((n) => n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === nombre)
      .map((n) => n.arguments[l.indice])
      .filter((a): a is Nodo => !!a && a.type !== 'SpreadElement');
  }

  private funcion(callee: Nodo): Nodo | undefined {
    if (callee.type !== 'Identifier') return undefined;
    for (const l of this.ligaduras(callee)) {
      if (l.clase === 'funcion') return l.fn;
      if (l.clase === 'valor' && FUNCIONES.has(l.expr.type)) return l.expr;
    }
    return undefined;
  }

  private retornos(fn: Nodo): Nodo[] {
    if (fn.body?.type !== 'BlockStatement') return fn.body ? [fn.body] : [];
    const fuera = (n: Nodo) => {
      for (let p = this.padre(n); p && p !== fn; p = this.padre(p)) if (FUNCIONES.has(p.type)) return true;
      return false;
    };
    return this.nodos.filter((n) => n.type === 'ReturnStatement' && n.argument && n.start >= fn.start && n.end <= fn.end && !fuera(n)).map((n) => n.argument);
  }

  /** Where identifier `id` is declared: the nearest enclosing scope that binds its name. */
  private ligaduras(id: Nodo): Ligadura[] {
    for (let n = this.padre(id); n; n = this.padre(n)) {
      const l = this.declaradaEn(n, id.name);
      if (l) return [l];
    }
    return [];
  }

  private declaradaEn(n: Nodo, nombre: string): Ligadura | undefined {
    if (FUNCIONES.has(n.type)) {
      const i = (n.params as Nodo[]).findIndex((p) => (p.type === 'AssignmentPattern' ? p.left : p).name === nombre);
      return i < 0 ? undefined : { clase: 'parametro', fn: n, indice: i, defecto: n.params[i].type === 'AssignmentPattern' ? n.params[i].right : undefined };
    }
    if (n.type === 'ForOfStatement' && n.left.type === 'VariableDeclaration') {
      const id = n.left.declarations[0].id;
      if (id.type === 'Identifier' && id.name === nombre) return { clase: 'elemento', de: n.right };
      const i = id.type === 'ArrayPattern' ? (id.elements as Nodo[]).findIndex((e) => e?.name === nombre) : -1;
      if (i >= 0) return { clase: 'par', de: n.right, indice: i };
      const p = id.type === 'ObjectPattern' ? (id.properties as Nodo[]).find((x) => x.type === 'Property' && x.value.name === nombre) : undefined;
      return p ? { clase: 'campo', de: n.right, campo: p.key.name } : undefined;
    }
    const cuerpo: Nodo[] = n.type === 'Program' || n.type === 'BlockStatement' ? n.body : n.type === 'ForStatement' && n.init ? [n.init] : [];
    for (const s of cuerpo.map((x) => (x.type.startsWith('Export') && x.declaration ? x.declaration : x))) {
      if (s.type === 'FunctionDeclaration' && s.id?.name === nombre) return { clase: 'funcion', fn: s };
      if (s.type !== 'VariableDeclaration') continue;
      const d = (s.declarations as Nodo[]).find((x) => x.id.type === 'Identifier' && x.id.name === nombre);
      if (d) return d.init ? { clase: 'valor', expr: d.init } : undefined;
    }
    return undefined;
  }

  /**
   * Every SQL text the file can produce: each string or template on its own, and each `.raw(sql,
   * [bindings])` with its `??`/`?` placeholders filled from the bindings' possible values.
   */
  sentencias(): { sql: string; nodo: Nodo }[] {
    const out: { sql: string; nodo: Nodo }[] = [];
    for (const n of this.nodos) {
      if ((n.type === 'Literal' && typeof n.value === 'string') || n.type === 'TemplateLiteral') for (const sql of this.textos(n)) out.push({ sql, nodo: n });
      if (n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.callee.property.name !== 'raw' || !n.arguments[0]) continue;
      const ligas = this.arreglo(n.arguments[1]) ?? [];
      for (const plantilla of this.textos(n.arguments[0])) {
        let k = 0;
        const trozos = plantilla.split(/(\\\?|\?\?|\?)/).map((t, i) => {
          if (i % 2 === 0 || t === '\\?') return [t === '\\?' ? '?' : t];
          return (ligas[k++] ?? [DESCONOCIDO]).map((v) => (t === '??' ? v : `'${v}'`));
        });
        for (const sql of combinar(trozos)) out.push({ sql, nodo: n });
      }
    }
    return out;
  }
}
