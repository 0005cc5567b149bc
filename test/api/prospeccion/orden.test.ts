import { expect } from 'chai';
import fc from 'fast-check';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { moverCard } from '../../../plugins/prospeccion/shared/orden.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase, testDatabaseKind } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { crearCard, crearProspecto, datosCard, disposicion, exito, tableroDe, type Tablero } from './datos.ts';

/**
 * Issue 15: the order of the cards survives any sequence of moves, creations and deletions, and
 * moves by several users at once (docs/adr/025-prospeccion.md): no orden is lost or repeated.
 */
describe(`prospeccion: el orden de las oportunidades (${testDatabaseKind()})`, function () {
  this.timeout(300_000);
  let server: TestServer;
  let agente: Cuenta;
  let tablero: Tablero;
  let prospecto: number;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    prospecto = await crearProspecto(server, agente);
    tablero = await tableroDe(server, agente);
    for (const [i, columna] of tablero.columnas.entries()) for (let n = 0; n < 3 + i; n++) await crearCard(server, agente, columna, prospecto);
  });
  after(() => server.close());

  const operacion = fc.oneof(
    { weight: 6, arbitrary: fc.record({ tipo: fc.constant('mover' as const), card: fc.nat(), columna: fc.nat(2), orden: fc.option(fc.integer({ min: 0, max: 12 })) }) },
    { weight: 1, arbitrary: fc.record({ tipo: fc.constant('crear' as const), columna: fc.nat(2), orden: fc.option(fc.integer({ min: 0, max: 12 })) }) },
    { weight: 1, arbitrary: fc.record({ tipo: fc.constant('eliminar' as const), card: fc.nat() }) },
  );

  it('matches the ordering rule after random sequences of moves, creations and deletions through the API', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operacion, { minLength: 1, maxLength: 12 }), async (ops) => {
        let esperada = await disposicion(server, agente, tablero.id);
        for (const op of ops) {
          const cards = [...esperada.values()].flat();
          if (op.tipo === 'crear') {
            const columna = tablero.columnas[op.columna];
            const id = await crearCard(server, agente, columna, prospecto, { orden: op.orden });
            esperada = moverCard(esperada, id, columna, op.orden ?? Number.MAX_SAFE_INTEGER);
          } else if (cards.length === 0) {
            continue;
          } else if (op.tipo === 'eliminar') {
            const id = cards[op.card % cards.length];
            await exito(server, agente, 'DELETE', `/prospectos/kanbans/cards/${id}`);
            esperada = new Map([...esperada].map(([c, ids]) => [c, ids.filter((x) => x !== id)]));
          } else {
            const id = cards[op.card % cards.length];
            const columna = tablero.columnas[op.columna];
            const origen = [...esperada].find(([, ids]) => ids.includes(id))?.[0];
            await exito(server, agente, 'PUT', `/prospectos/kanbans/cards/${id}`, datosCard(columna, prospecto, { orden: op.orden }));
            // Without orden a card keeps its place in its column, or goes last in another.
            const orden = op.orden ?? (origen === columna ? (esperada.get(columna) ?? []).indexOf(id) : Number.MAX_SAFE_INTEGER);
            esperada = moverCard(esperada, id, columna, orden);
          }
        }
        expect(await disposicion(server, agente, tablero.id)).to.deep.equal(esperada);
      }),
      { numRuns: 12 },
    );
  });

  it('keeps every card once with dense positions when two users move cards at once', async () => {
    const dueno = await crearAgente(server);
    const otroUsuario = await crearUsuarioAdicional(server, dueno, ['ROLE_PROSPECCION_W']);
    const suyo = await crearProspecto(server, dueno);
    const t = await tableroDe(server, dueno);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await crearCard(server, dueno, t.columnas[i % 3], suyo));
    const azar = fc.sample(fc.tuple(fc.constantFrom(...ids), fc.nat(2), fc.nat(6)), { numRuns: 40, seed: 15 });
    const respuestas = await Promise.all(
      azar.map(([id, columna, orden], i) =>
        server.api('PUT', `/prospectos/kanbans/cards/${id}`, datosCard(t.columnas[columna], suyo, { orden }), (i % 2 ? otroUsuario : dueno).auth),
      ),
    );
    expect(respuestas.map((r) => r.status)).to.deep.equal(azar.map(() => 200));
    const final = await disposicion(server, dueno, t.id);
    expect([...final.values()].flat().sort((a, b) => a - b)).to.deep.equal([...ids].sort((a, b) => a - b));
  });

  it('gives cards created at once in one column, and columns added at once, positions of their own', async () => {
    const dueno = await crearAgente(server);
    const suyo = await crearProspecto(server, dueno);
    const t = await tableroDe(server, dueno);
    const creadas = await Promise.all(Array.from({ length: 15 }, () => server.api('POST', '/prospectos/kanbans/cards', datosCard(t.columnas[1], suyo), dueno.auth)));
    expect(creadas.map((r) => r.status)).to.deep.equal(creadas.map(() => 200));
    expect((await disposicion(server, dueno, t.id)).get(t.columnas[1])).to.have.length(15);
    const columnas = await Promise.all(
      ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].map((nombre) => server.api('POST', '/prospectos/kanbans/columnas', { kanbanId: t.id, nombre }, dueno.auth)),
    );
    expect(columnas.map((r) => r.status)).to.deep.equal(columnas.map(() => 200));
    const board = await exito(server, dueno, 'GET', `/prospectos/kanbans/${t.id}`);
    expect(board.columns.map((c: { orden: number }) => c.orden)).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('lets the database itself refuse two cards at one position of a column', async () => {
    const db = await getTestDatabase();
    // A card of its own: the random sequences above may have emptied any column.
    const primera = await crearCard(server, agente, tablero.columnas[2], prospecto);
    const copiar = () =>
      withTenant(db.knex, agente.login.agenteId, (trx) =>
        trx.raw(
          `insert into oportunidades (agente_id, columna_id, prospecto_id, nombre, descripcion, ramo_id, moneda_id, prima_total, orden, usuario_id)
           select agente_id, columna_id, prospecto_id, nombre, descripcion, ramo_id, moneda_id, prima_total, orden, usuario_id from oportunidades where id = ?`,
          [primera],
        ),
      ).then(
        () => 'guardado',
        (e: { code?: string }) => e.code,
      );
    expect(await copiar()).to.equal('23505');
  });
});
