import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { crearCard, crearProspecto, datosCard, datosFisica, exito, tableroDe, type Tablero } from './datos.ts';

/** Issue 15, prospects and the board: who may do what (spec 03 §6) and isolation between agents. */
describe('prospeccion: privilegios y aislamiento entre agentes', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let mio: { prospecto: number; tablero: Tablero; card: number; nota: number };
  let ajeno: { prospecto: number; tablero: Tablero; card: number; nota: number };

  async function preparar(cuenta: Cuenta) {
    const prospecto = await crearProspecto(server, cuenta);
    const tablero = await tableroDe(server, cuenta);
    const card = await crearCard(server, cuenta, tablero.columnas[0], prospecto);
    const { id: nota } = await exito(server, cuenta, 'POST', '/prospectos/kanbans/cards/notes', { cardId: card, texto: 'Nota' });
    return { prospecto, tablero, card, nota };
  }

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    mio = await preparar(agente);
    ajeno = await preparar(otro);
  });
  after(() => server.close());

  /** The status of each call of the area, as `cuenta`, on the records of `de`. */
  async function estados(cuenta: Cuenta, de = mio): Promise<Record<string, number>> {
    const llamar = async (method: string, path: string, body?: unknown) => (await server.api(method, path, body, cuenta.auth)).status;
    const columna = de.tablero.columnas[1];
    return {
      prospectos: await llamar('GET', '/prospectos'),
      prospecto: await llamar('GET', `/prospectos/${de.prospecto}`),
      guardarProspecto: await llamar('PUT', `/prospectos/${de.prospecto}`, datosFisica()),
      tablero: await llamar('GET', `/prospectos/kanbans/${de.tablero.id}`),
      card: await llamar('GET', `/prospectos/kanbans/cards/${de.card}`),
      notas: await llamar('GET', `/prospectos/kanbans/cards/${de.card}/notes`),
      moverCard: await llamar('PUT', `/prospectos/kanbans/cards/${de.card}`, datosCard(columna, de.prospecto, { orden: 0 })),
      nota: await llamar('PUT', `/prospectos/kanbans/cards/notes/${de.nota}`, { cardId: de.card, texto: 'Editada' }),
      columna: await llamar('PUT', `/prospectos/kanbans/columnas/${columna}`, { kanbanId: de.tablero.id, nombre: 'Cotizando' }),
      eliminarCard: await llamar('DELETE', `/prospectos/kanbans/cards/${de.card}`),
    };
  }

  it('grants prospects and the board by their privileges, and refuses the rest with a 403', async () => {
    const prospectosR = await crearUsuarioAdicional(server, agente, ['ROLE_PROSPECTOS_R']);
    const prospeccionW = await crearUsuarioAdicional(server, agente, ['ROLE_PROSPECCION_W']);
    expect(await estados(prospectosR)).to.deep.equal({
      prospectos: 200,
      prospecto: 200,
      guardarProspecto: 403,
      tablero: 403,
      card: 403,
      notas: 403,
      moverCard: 403,
      nota: 403,
      columna: 403,
      eliminarCard: 403,
    });
    // Writing on the board reads prospects (the card's prospect search), but neither edits nor deletes.
    expect(await estados(prospeccionW)).to.deep.equal({
      prospectos: 200,
      prospecto: 200,
      guardarProspecto: 403,
      tablero: 200,
      card: 200,
      notas: 200,
      moverCard: 200,
      nota: 200,
      columna: 200,
      eliminarCard: 403,
    });
    const tercero = await crearAgente(server);
    const suyos = await preparar(tercero);
    const lector = await crearUsuarioAdicional(server, tercero, ['ROLE_PROSPECCION_R']);
    const borrador = await crearUsuarioAdicional(server, tercero, ['ROLE_PROSPECCION_D', 'ROLE_PROSPECTOS_D']);
    expect(await estados(lector, suyos)).to.deep.include({ prospectos: 403, tablero: 200, card: 200, notas: 200, moverCard: 403, nota: 403, columna: 403, eliminarCard: 403 });
    expect((await server.api('POST', '/prospectos/kanbans/cards/notes', { cardId: suyos.card, texto: 'x' }, lector.auth)).status).to.equal(403);
    expect((await server.api('DELETE', `/prospectos/kanbans/columnas/${suyos.tablero.columnas[2]}`, undefined, lector.auth)).status).to.equal(403);
    expect((await server.api('DELETE', `/prospectos/kanbans/columnas/${suyos.tablero.columnas[2]}`, undefined, borrador.auth)).status).to.equal(200);
    expect(await estados(borrador, suyos)).to.deep.include({ moverCard: 403, eliminarCard: 200 });
    // The board's first use is open to a reader too (it creates the agent's board).
    expect((await server.api('POST', '/prospectos/kanbans', {}, lector.auth)).status).to.equal(200);
  });

  it('converts a prospect only for a user who may also write clients', async () => {
    const soloProspectos = await crearUsuarioAdicional(server, otro, ['ROLE_PROSPECTOS_W']);
    const res = await server.api('POST', `/prospectos/${ajeno.prospecto}/convertir`, { clienteId: 1 }, soloProspectos.auth);
    expect(res.status).to.equal(403);
  });

  it('offers the prospects and prospecting privileges in the users form', async () => {
    const texto = JSON.stringify(await exito(server, agente, 'GET', '/seguridad/roles'));
    for (const rol of ['ROLE_PROSPECTOS_R', 'ROLE_PROSPECTOS_W', 'ROLE_PROSPECTOS_D', 'ROLE_PROSPECCION_R', 'ROLE_PROSPECCION_W', 'ROLE_PROSPECCION_D'])
      expect(texto).to.include(rol);
  });

  it("answers 404 for another agent's prospects, board, columns, cards and notes, and leaves them as they were", async () => {
    expect(await estados(agente, ajeno)).to.deep.equal({
      prospectos: 200,
      prospecto: 404,
      guardarProspecto: 404,
      tablero: 404,
      card: 404,
      notas: 404,
      moverCard: 404,
      nota: 404,
      columna: 404,
      eliminarCard: 404,
    });
    const llamar = async (method: string, path: string, body?: unknown) => {
      const res = await server.api(method, path, body, agente.auth);
      return `${res.status} ${res.body.message}`;
    };
    expect(await llamar('DELETE', `/prospectos/${ajeno.prospecto}`)).to.equal('404 El prospecto no existe');
    expect(await llamar('POST', `/prospectos/${ajeno.prospecto}/convertir`, { clienteId: 1 })).to.equal('404 El prospecto no existe');
    expect(await llamar('DELETE', `/prospectos/kanbans/columnas/${ajeno.tablero.columnas[0]}`)).to.equal('404 La columna no existe');
    expect(await llamar('POST', '/prospectos/kanbans/columnas', { kanbanId: ajeno.tablero.id, nombre: 'Intrusa' })).to.equal('404 El embudo no existe');
    // My card in another agent's column, or for another agent's prospect: as if they did not exist.
    expect(await llamar('POST', '/prospectos/kanbans/cards', datosCard(ajeno.tablero.columnas[0], mio.prospecto))).to.equal('404 La columna no existe');
    expect(await llamar('POST', '/prospectos/kanbans/cards', datosCard(mio.tablero.columnas[0], ajeno.prospecto))).to.equal('404 El prospecto no existe');
    expect(await llamar('PUT', `/prospectos/kanbans/cards/${mio.card}`, datosCard(ajeno.tablero.columnas[1], mio.prospecto))).to.equal('404 La columna no existe');
    expect(await llamar('POST', '/prospectos/kanbans/cards/notes', { cardId: ajeno.card, texto: 'x' })).to.equal('404 La oportunidad no existe');
    const { id: conCards } = await exito(server, agente, 'POST', '/prospectos/kanbans/columnas', { kanbanId: mio.tablero.id, nombre: 'Con oportunidades' });
    await crearCard(server, agente, conCards, mio.prospecto);
    expect(await llamar('DELETE', `/prospectos/kanbans/columnas/${conCards}?destino=${ajeno.tablero.columnas[0]}`)).to.equal('404 La columna no existe');
    expect((await server.api('GET', `/crm?prospectoId=${ajeno.prospecto}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', `/adjuntos/prospectos/${ajeno.prospecto}`, undefined, agente.auth)).status).to.equal(404);
    // Nothing of the other agent shows in lists, and its records are untouched.
    const ids = (await exito(server, agente, 'GET', '/prospectos?size=-1')).items.map((p: { id: number }) => p.id);
    expect(ids).to.not.include(ajeno.prospecto);
    expect(await exito(server, agente, 'GET', '/prospectos/kanbans')).to.deep.equal([{ id: mio.tablero.id, nombre: 'Embudo de ventas' }]);
    const suyo = await exito(server, otro, 'GET', `/prospectos/kanbans/cards/${ajeno.card}`);
    expect(suyo).to.include({ columnId: ajeno.tablero.columnas[0], orden: 0 });
    expect((await exito(server, otro, 'GET', `/prospectos/kanbans/cards/${ajeno.card}/notes`))[0].texto).to.equal('Nota');
    for (const id of ['0', 'abc', '99999999999']) expect((await server.api('GET', `/prospectos/kanbans/cards/${id}`, undefined, agente.auth)).status, id).to.equal(404);
  });
});
