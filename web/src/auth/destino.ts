/**
 * Where to go after signing in: the `url` parameter when it is a path of this site (never another
 * origin: `//evil.example`, `/\evil.example` or `https://…` fall back), else the default.
 */
export function safeDestination(url: string | null, fallback = '/resumen'): string {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return fallback;
  return url;
}
