import { expect } from 'chai';
import { crearPool, FallaDeTrabajo, type PoolDeTrabajo } from '../../core/server/workers/pool.ts';

type Modo = 'bucle' | 'memoria' | 'falla' | number;

async function fallaDe(promesa: Promise<unknown>): Promise<FallaDeTrabajo> {
  try {
    await promesa;
  } catch (err) {
    expect(err).to.be.instanceOf(FallaDeTrabajo);
    return err as FallaDeTrabajo;
  }
  throw new Error('la tarea debía fallar');
}

describe('worker pool for untrusted files', function () {
  this.timeout(60_000);
  let pool: PoolDeTrabajo<Modo, number>;

  before(() => {
    pool = crearPool<Modo, number>(new URL('../fixtures/workers/prueba.worker.ts', import.meta.url), { memoriaMb: 64, limiteMs: 8_000, maxHilos: 1 });
  });
  after(() => pool.cerrar());

  it('ends a task that loops past its time as tiempo, with a Spanish message', async () => {
    const inicio = Date.now();
    const falla = await fallaDe(pool.ejecutar('bucle'));
    expect(falla.motivo).to.equal('tiempo');
    expect(falla.message).to.equal('El archivo tardó demasiado en procesarse');
    expect(Date.now() - inicio).to.be.below(10_000);
  });

  it('ends a task that exhausts its heap as memoria', async () => {
    const falla = await fallaDe(pool.ejecutar('memoria'));
    expect(falla.motivo).to.equal('memoria');
    expect(falla.message).to.equal('El archivo requiere demasiada memoria para procesarse');
  });

  it("reports the worker's own error as error", async () => {
    const falla = await fallaDe(pool.ejecutar('falla'));
    expect(falla.motivo).to.equal('error');
    expect(falla.message).to.contain('falla a propósito');
  });

  it('still runs a normal task after all of those', async () => {
    expect(await pool.ejecutar(21)).to.equal(42);
    expect(await Promise.all([1, 2, 3].map((n) => pool.ejecutar(n)))).to.deep.equal([2, 4, 6]);
  });
});
