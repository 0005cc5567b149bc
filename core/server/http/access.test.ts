import { expect } from 'chai';
import type { Context } from 'koa';
import { guardSessionOnly, type GuardedAccess } from './access.ts';
import type { Permiso } from '../../shared/access/permisos.ts';
import { HttpError } from './errors.ts';
import type { RequestCredential, RequestSession } from './state.ts';

function session(permisos: Permiso[]): RequestSession {
  return { sesionId: '00000000-0000-4000-8000-000000000000', usuarioId: 1, agenteId: 1, roles: ['ROLE_USER'], permisos, can: (p) => permisos.includes(p) };
}

/** A signed-in caller whose user reads back as `s` (undefined: deactivated since the token was issued). */
function credential(s: RequestSession | undefined): RequestCredential {
  return { agenteId: 1, lectura: () => ({}) as never, sesionDe: () => s, load: async () => s, loadAlone: async () => s };
}

async function run(access: GuardedAccess, s?: RequestSession | null): Promise<number> {
  const ctx = { state: { credential: s === undefined ? undefined : credential(s ?? undefined) } } as unknown as Context;
  try {
    let reached = false;
    await guardSessionOnly(access)(ctx as never, async () => {
      reached = true;
    });
    return reached ? 200 : 0;
  } catch (err) {
    return (err as HttpError).status;
  }
}

describe('route guards', () => {
  it('answers 401 without a session on any guarded route', async () => {
    expect(await run({ signedIn: true })).to.equal(401);
    expect(await run({ permiso: 'POLIZAS_R' })).to.equal(401);
  });

  it('answers 401 when the token’s user can no longer sign in', async () => {
    expect(await run({ signedIn: true }, null)).to.equal(401);
  });

  it('answers 403 when the user holds none of the route’s permissions', async () => {
    expect(await run({ permiso: 'POLIZAS_R' }, session(['CLIENTES_R']))).to.equal(403);
  });

  it('passes when the user holds any of the listed permissions', async () => {
    expect(await run({ permiso: ['ASEGURADORAS_R', 'ASEGURADORAS_W'] }, session(['ASEGURADORAS_W']))).to.equal(200);
    expect(await run({ signedIn: true }, session([]))).to.equal(200);
  });
});
