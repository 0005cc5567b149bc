import { expect } from 'chai';
import { HttpError } from '../http/errors.ts';
import { ColaDeHash, MENSAJE_OCUPADO } from './cola-de-hash.ts';

describe('password hashing in turns', () => {
  it('runs at most N at once, queues a few in order, and refuses the rest with 503 and Retry-After', async () => {
    const cola = new ColaDeHash(1, 2);
    const liberar: (() => void)[] = [];
    const orden: number[] = [];
    const trabajo = (n: number) => () =>
      new Promise<number>((resolve) => {
        orden.push(n);
        liberar.push(() => resolve(n));
      });
    const turnos = [1, 2, 3].map((n) => cola.turno(trabajo(n)));
    const rechazo = await cola.turno(trabajo(4)).catch((e: HttpError) => e);
    expect(rechazo).to.be.instanceOf(HttpError);
    expect(rechazo).to.include({ status: 503, message: MENSAJE_OCUPADO });
    expect((rechazo as HttpError).headers).to.deep.equal({ 'Retry-After': '5' });
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setImmediate(r));
      expect(orden, 'one at a time').to.have.length(i + 1);
      liberar[i]();
    }
    expect(await Promise.all(turnos)).to.deep.equal([1, 2, 3]);
    // Its slots free again: a new turn runs at once.
    expect(await cola.turno(async () => 'libre')).to.equal('libre');
  });

  it('passes the turn on when a job fails', async () => {
    const cola = new ColaDeHash(1, 1);
    const falla = cola.turno(async () => {
      throw new Error('x');
    });
    const sigue = cola.turno(async () => 'sigue');
    await falla.catch(() => undefined);
    expect(await sigue).to.equal('sigue');
  });
});
