import type { ConectorDePortal } from './conector.ts';
import { conectorGnp } from './gnp.conector.ts';

/** Each request to a portal waits at most this long (PORTAL_TIMEOUT_MS overrides it). */
export const LIMITE_PORTAL_MS = 30_000;

/** The connectors by abreviacion, with the portal addresses the environment configures. */
export function conectoresDePortal(env: Record<string, string | undefined>): Map<string, ConectorDePortal> {
  const limite = Number(env.PORTAL_TIMEOUT_MS) > 0 ? Number(env.PORTAL_TIMEOUT_MS) : LIMITE_PORTAL_MS;
  const conectores = [conectorGnp(env.PORTAL_GNP_URL ?? '', limite)];
  return new Map(conectores.map((c) => [c.abreviacion, c]));
}

/** The insurers with a connector (their catalogue abreviacion): these get `rpa: true`. */
export const ABREVIACIONES_CON_CONECTOR: readonly string[] = [...conectoresDePortal({}).keys()];
