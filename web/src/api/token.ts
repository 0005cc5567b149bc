/** The session token lives in localStorage under this key (spec: "Token stored under the key token"). */
export const TOKEN_STORAGE_KEY = 'token';

/** The stored session token, or null; storage can throw (privacy modes, blocked cookies). */
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts until the page is reloaded; nothing else to do.
  }
}

export function removeStoredToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // As above.
  }
}

/** The claims of a JWT's payload, unverified (only the server can verify them); {} when unreadable. */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The `exp` claim of a JWT (seconds since the epoch), or null when the token is not a readable JWT
 * or carries no expiry; only the server can tell whether such a token is still good.
 */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token).exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** True when the token's own expiry has passed (spec 01 §4: such a token is dropped without asking the server). */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= nowMs;
}
