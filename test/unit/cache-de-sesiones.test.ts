import { expect } from 'chai';
import { CacheDeSesiones } from '../../core/server/auth/cache-de-sesiones.ts';
import type { RequestSession } from '../../core/server/http/state.ts';

const sesion = (usuarioId: number): RequestSession => ({ sesionId: 's', usuarioId, agenteId: 1, roles: [], permisos: [], can: () => false });

describe('CacheDeSesiones (issue 19)', () => {
  it('answers a session only for the very reading it was built from', () => {
    const cache = new CacheDeSesiones();
    const s = sesion(1);
    cache.guardar('a', '{"status":"activo"}', s);
    expect(cache.obtener('a', '{"status":"activo"}')).to.equal(s);
    expect(cache.obtener('a', '{"status":"inactivo"}')).to.equal(undefined);
    expect(cache.obtener('b', '{"status":"activo"}')).to.equal(undefined);
  });

  it('replaces an entry built from a newer reading and forgets what it is told to', () => {
    const cache = new CacheDeSesiones();
    cache.guardar('a', 'v1', sesion(1));
    const nueva = sesion(2);
    cache.guardar('a', 'v2', nueva);
    expect(cache.obtener('a', 'v1')).to.equal(undefined);
    expect(cache.obtener('a', 'v2')).to.equal(nueva);
    cache.olvidar('a');
    expect(cache.obtener('a', 'v2')).to.equal(undefined);
  });

  it('holds at most its limit, dropping the oldest entry first', () => {
    const cache = new CacheDeSesiones(3);
    for (const clave of ['a', 'b', 'c', 'd']) cache.guardar(clave, 'v', sesion(1));
    expect(cache.size).to.equal(3);
    expect(cache.obtener('a', 'v')).to.equal(undefined);
    expect(cache.obtener('d', 'v')).to.not.equal(undefined);
  });
});
