import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/** The shell's budgets (issue 19), in gzip bytes: what a browser downloads. */
export const PRESUPUESTO = {
  loginJs: 120 * 1024,
  loginCss: 60 * 1024,
  pantalla: 80 * 1024,
  shellConSesion: 100 * 1024,
} as const;

/**
 * Ceilings, in gzip bytes, for a route still over budget while it is brought down: it may not grow
 * past what it weighs (lower the ceiling as it shrinks, remove it once within budget). None today:
 * the login route came within budget once it stopped loading the signed-in shell (ADR 039).
 */
export const TECHOS_PENDIENTES: Readonly<Record<string, number>> = {};

/** What a route downloads: JS and CSS files and their gzip weight. */
export interface Ruta {
  nombre: string;
  js: number;
  css: number;
  archivos: string[];
}

export interface Medicion {
  login: Ruta;
  /** What the signed-in shell adds to the login route, once for every other address. */
  conSesion: Ruta;
  /** Each signed-in screen's own files: its page and what it alone adds to the shell. */
  pantallas: Ruta[];
  /** Broken rules that are not a size: icon paths all in one file, the whole of ECharts, a font that is not WOFF2 first. */
  faltas: string[];
  lineas: string[];
}

const PAGINA_LOGIN = 'web/src/auth/LoginPage.tsx';
/** What every address but /login loads after the entry: the store, the session and the route lists. */
const SHELL_CON_SESION = 'web/src/App.tsx';
/** Modules whose route lists import the screens: a dynamic import from one of them is a screen. */
const LISTAS_DE_RUTAS = /(web\/src\/shellPlugin\.ts|plugins\/[^/]+\/web\/index\.ts)$/;
/** Every icon's paths in one module: what a string icon pulls through Blueprint's default loader. */
const TODOS_LOS_ICONOS = /@blueprintjs\/icons\/lib\/esm\/(generated\/(16|20)px\/paths\.js|allPaths\.js)$/;
/** ECharts' full entry, every chart and component; screens import from echarts/core what they draw. */
const ECHARTS_COMPLETO = /node_modules\/echarts\/(index|lib\/echarts)\.js$/;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Measures the build's routes from Vite's output (the bundle a plugin sees or what build() returns
 * with write: false): the login route is the entry and the login page with everything they import;
 * a screen is a page a route list imports lazily, counted without what the entry already loaded.
 */
export function medir(bundle: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[], raiz: string): Medicion {
  const porNombre = new Map(bundle.map((b) => [b.fileName, b]));
  const chunks = bundle.filter((b): b is Rollup.OutputChunk => b.type === 'chunk');
  const gzip = new Map<string, number>();
  const peso = (archivo: string) => {
    const b = porNombre.get(archivo);
    if (!b) return 0;
    if (!gzip.has(archivo)) gzip.set(archivo, gzipSync(b.type === 'chunk' ? b.code : b.source, { level: 9 }).length);
    return gzip.get(archivo) ?? 0;
  };
  const cierre = (inicio: string, visto = new Set<string>()): Set<string> => {
    if (visto.has(inicio)) return visto;
    visto.add(inicio);
    const b = porNombre.get(inicio);
    if (b?.type === 'chunk') {
      for (const css of b.viteMetadata?.importedCss ?? []) visto.add(css);
      for (const i of b.imports) cierre(i, visto);
    }
    return visto;
  };
  const relativo = (id: string | null) => (id ? path.relative(raiz, id).split(path.sep).join('/') : '');
  const ruta = (nombre: string, archivos: Set<string>, sin: Set<string>): Ruta => {
    const propios = [...archivos].filter((a) => !sin.has(a)).sort();
    const suma = (ext: RegExp) => propios.filter((a) => ext.test(a)).reduce((s, a) => s + peso(a), 0);
    return { nombre, js: suma(/\.js$/), css: suma(/\.css$/), archivos: propios };
  };

  const entrada = chunks.find((c) => c.isEntry);
  if (!entrada) throw new Error('El build no tiene punto de entrada');
  const deModulo = (modulo: string) => chunks.find((c) => c.moduleIds.some((id) => relativo(id) === modulo));
  // The login page may be in the entry or in a chunk of its own: the route is both with what they import.
  const paginaLogin = deModulo(PAGINA_LOGIN);
  if (!paginaLogin) throw new Error(`El build no tiene la página ${PAGINA_LOGIN}`);
  const login = ruta('/login', cierre(paginaLogin.fileName, cierre(entrada.fileName)), new Set());

  // Every other page opens inside the signed-in shell, loaded after the entry: a screen is what it adds to both.
  const app = chunks.find((c) => relativo(c.facadeModuleId) === SHELL_CON_SESION);
  if (!app) throw new Error(`El build no tiene el shell con sesión ${SHELL_CON_SESION}`);
  const conSesion = ruta('shell con sesión', cierre(app.fileName), new Set(login.archivos));
  const shell = new Set([...login.archivos, ...conSesion.archivos]);

  const pantallasIds = new Set(chunks.filter((c) => c.moduleIds.some((id) => LISTAS_DE_RUTAS.test(relativo(id)))).flatMap((c) => c.dynamicImports));
  const pantallas = [...pantallasIds]
    .map((archivo) => porNombre.get(archivo))
    .filter((c): c is Rollup.OutputChunk => c?.type === 'chunk')
    .map((c) => ruta(relativo(c.facadeModuleId), cierre(c.fileName), shell))
    .sort((a, b) => b.js + b.css - (a.js + a.css));

  const faltas: string[] = [];
  for (const c of chunks) {
    for (const id of c.moduleIds) {
      if (TODOS_LOS_ICONOS.test(id)) faltas.push(`${c.fileName} trae las rutas de todos los íconos (${relativo(id)})`);
      if (ECHARTS_COMPLETO.test(id)) faltas.push(`${c.fileName} trae ECharts completo en vez de echarts/core`);
    }
  }
  for (const b of bundle) {
    if (b.type !== 'asset' || !b.fileName.endsWith('.css')) continue;
    for (const [cara] of String(b.source).matchAll(/@font-face\s*\{[^}]*\}/g)) {
      const primera = /url\(["']?([^"')?#]+)/.exec(cara)?.[1] ?? '';
      if (!primera.endsWith('.woff2')) faltas.push(`${b.fileName}: una fuente empieza por ${path.basename(primera)} y no por WOFF2`);
    }
  }

  const linea = (r: Ruta, tope: string) => `  ${r.nombre.padEnd(64)} JS ${kb(r.js).padStart(9)}  CSS ${kb(r.css).padStart(9)}  ${tope}`;
  const lineas = [
    'Presupuesto del shell (gzip):',
    linea(login, `máx. JS ${kb(PRESUPUESTO.loginJs)}, CSS ${kb(PRESUPUESTO.loginCss)}`),
    linea(conSesion, `máx. ${kb(PRESUPUESTO.shellConSesion)}`),
    ...pantallas.map((p) => linea(p, `máx. ${kb(PRESUPUESTO.pantalla)}`)),
    ...faltas.map((f) => `  ✗ ${f}`),
  ];
  return { login, conSesion, pantallas, faltas, lineas };
}

/**
 * The budgets a measurement breaks, in Spanish, one a line; empty when the build is within them.
 * With ceilings (TECHOS_PENDIENTES), a route over budget but under its ceiling passes: what is left
 * is what a change made worse.
 */
export function excesos(m: Medicion, techos: Readonly<Record<string, number>> = {}): string[] {
  const fuera: string[] = [...m.faltas];
  const pasa = (clave: string, peso: number, budget: number) => {
    const max = Math.max(budget, techos[clave] ?? 0);
    if (peso > max) fuera.push(`${clave}: ${kb(peso)} excede ${kb(max)}`);
  };
  pasa(`${m.login.nombre} JS`, m.login.js, PRESUPUESTO.loginJs);
  pasa(`${m.login.nombre} CSS`, m.login.css, PRESUPUESTO.loginCss);
  pasa(m.conSesion.nombre, m.conSesion.js + m.conSesion.css, PRESUPUESTO.shellConSesion);
  for (const p of m.pantallas) pasa(p.nombre, p.js + p.css, PRESUPUESTO.pantalla);
  return fuera;
}

/** Prints the budget table at the end of `npm run build` (Vite's info level, so the server's quiet build stays quiet). */
export function presupuestoDelShell(raiz: string): Plugin {
  let info: ((msg: string) => void) | undefined;
  return {
    name: 'cartera-presupuesto-shell',
    apply: 'build',
    configResolved(config) {
      info = (msg) => config.logger.info(msg);
    },
    // After writing: Vite adds the preload maps to the chunks in its own generateBundle.
    writeBundle(_options, bundle) {
      const m = medir(Object.values(bundle), raiz);
      const fuera = excesos(m);
      info?.([...m.lineas, fuera.length ? `Fuera de presupuesto:\n  ${fuera.join('\n  ')}` : 'Dentro del presupuesto.'].join('\n'));
    },
  };
}
