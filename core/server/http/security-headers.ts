import type { Middleware } from 'koa';

/**
 * Conservative headers for an app that serves its own scripts and styles only. The quotation
 * viewer's own files under /widgets are meant to be framed by agency sites, so only they may be
 * embedded: what serves them says so (ctx.state.enmarcable); any other answer, a 404 under /widgets
 * included, may not be framed.
 */
export function securityHeaders({ https = false }: { https?: boolean } = {}): Middleware {
  return async (ctx, next) => {
    await next();
    // Served over https (PUBLIC_URL says so): browsers must not fall back to plain http for a year.
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const framable = ctx.state.enmarcable === true && ctx.status === 200;
    if (!framable) ctx.set('X-Frame-Options', 'DENY');
    ctx.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "style-src 'self' 'unsafe-inline'",
        "script-src 'self'",
        "connect-src 'self'",
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        framable ? 'frame-ancestors *' : "frame-ancestors 'none'",
      ].join('; '),
    );
    if (ctx.path.startsWith('/api')) ctx.set('Cache-Control', 'no-store');
  };
}
