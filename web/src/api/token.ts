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
