import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function fileIn(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** The encodings the build writes beside a file (web/build/precomprimir.ts), the best first. */
const CODIFICACIONES = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * The copy of a file to send: its brotli or gzip twin written at build time when the client
 * accepts it (with Content-Encoding and Vary set), else the file itself.
 */
function precomprimido(ctx: Context, file: string): string {
  let servido = file;
  for (const [codificacion, extension] of CODIFICACIONES) {
    if (!existsSync(file + extension)) continue;
    ctx.vary('Accept-Encoding');
    if (servido === file && ctx.acceptsEncodings(codificacion) === codificacion) {
      ctx.set('Content-Encoding', codificacion);
      servido = file + extension;
    }
  }
  return servido;
}

/** Where the embeddable widgets' own files are built: the only pages another site may frame. */
export const WIDGETS = '/widgets/';

/**
 * App routes answered by a widget's page instead of the shell: the public quotation viewer
 * (ARCHITECTURE §9), opened from the e-mailed link without signing in. Not framable there: agency
 * sites frame it through the widget's own path.
 */
const PAGINAS: readonly [prefijo: string, archivo: string][] = [['/cotizaciones/visor/', 'widgets/quote-viewer/frame.html']];

/** Content-hashed files (the shell's and each widget's assets/ folder): cacheable for a year. */
const HASHED = /^\/(widgets\/[^/]+\/)?assets\//;

/**
 * Serves the built shell: real files (their brotli or gzip twin when accepted; hashed assets cached
 * for a year), and index.html for every other GET so a reload of /polizas or /configuracion/mi-cuenta
 * opens the app there — except under /widgets/, where only a widget's own file is served (the
 * shell is never framed) and marked framable (ctx.state.enmarcable) for the security headers.
 */
export function webStatic(distDir: string): Middleware {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    const file = fileIn(root, ctx.path);
    const widget = ctx.path.startsWith(WIDGETS);
    const pagina = PAGINAS.find(([prefijo]) => ctx.path.startsWith(prefijo));
    const target = file ?? (pagina ? path.join(root, pagina[1]) : widget || (path.extname(ctx.path) && ctx.path.startsWith('/assets/')) ? null : index);
    if (!target || !existsSync(target)) return next();
    if (widget) ctx.state.enmarcable = true;
    ctx.type = TYPES[path.extname(target)] ?? 'application/octet-stream';
    ctx.set('Cache-Control', target !== index && HASHED.test(ctx.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    const servido = precomprimido(ctx, target);
    ctx.length = statSync(servido).size;
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(servido);
  };
}
