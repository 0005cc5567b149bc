import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { crearCard, crearProspecto, datosCard, disposicion, exito, tableroDe, type Tablero } from './datos.ts';

/** Issue 15, the funnel board (spec 03 §2–§5, §7): the board, its columns, cards, statuses and notes. */
describe('prospeccion: el embudo de ventas', () => {
  let server: TestServer;
  let agente: Cuenta;
  let tablero: Tablero;
  let prospecto: number;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    prospecto = await crearProspecto(server, agente);
    tablero = await tableroDe(server, agente);
  });
  after(() => server.close());

  const rechazo = async (method: string, path: string, body?: unknown) => {
    const res = await server.api(method, path, body, agente.auth);
    return `${res.status} ${res.body.message}`;
  };

  it('creates one board per agent on first use, with its starting columns, however often it is asked', async () => {
    const nuevo = await crearAgente(server);
    expect(await exito(server, nuevo, 'GET', '/prospectos/kanbans')).to.deep.equal([]);
    const [a, b] = await Promise.all([exito(server, nuevo, 'POST', '/prospectos/kanbans', {}), exito(server, nuevo, 'POST', '/prospectos/kanbans', { nombre: 'Otro' })]);
    expect(a).to.deep.equal(b);
    // Whichever request got there first named it (PostgreSQL runs them at once; PGlite in turn).
    expect(['Embudo de ventas', 'Otro']).to.include(a.nombre);
    expect(await exito(server, nuevo, 'GET', '/prospectos/kanbans')).to.deep.equal([a]);
    const board = await exito(server, nuevo, 'GET', `/prospectos/kanbans/${a.id}`);
    expect(board.columns.map((c: { nombre: string; orden: number }) => [c.nombre, c.orden])).to.deep.equal([
      ['Contacto', 0],
      ['Cotización', 1],
      ['Negociación', 2],
    ]);
  });

  it('adds, renames, reorders and deletes columns, moving the cards of a deleted column where the user says', async () => {
    const { id } = await exito(server, agente, 'POST', '/prospectos/kanbans/columnas', { kanbanId: tablero.id, nombre: 'Propuesta enviada' });
    const nombres = async () => (await exito(server, agente, 'GET', `/prospectos/kanbans/${tablero.id}`)).columns.map((c: { nombre: string }) => c.nombre);
    expect(await nombres()).to.deep.equal(['Contacto', 'Cotización', 'Negociación', 'Propuesta enviada']);
    await exito(server, agente, 'PUT', `/prospectos/kanbans/columnas/${id}`, { kanbanId: tablero.id, nombre: 'Propuesta', orden: 1 });
    expect(await nombres()).to.deep.equal(['Contacto', 'Propuesta', 'Cotización', 'Negociación']);
    expect(await rechazo('POST', '/prospectos/kanbans/columnas', { kanbanId: tablero.id, nombre: '' })).to.equal('400 El nombre de la columna es obligatorio');
    expect(await rechazo('POST', '/prospectos/kanbans/columnas', { kanbanId: tablero.id, nombre: 'Fase 2' })).to.equal('400 El nombre de la columna solo puede contener letras');
    expect(await rechazo('POST', '/prospectos/kanbans/columnas', { kanbanId: tablero.id, nombre: 'a'.repeat(21) })).to.equal(
      '400 El nombre de la columna debe tener como máximo 20 caracteres',
    );
    expect(await rechazo('POST', '/prospectos/kanbans/columnas', { nombre: 'Cierre' })).to.equal('400 El embudo (kanbanId) es obligatorio');

    const uno = await crearCard(server, agente, id, prospecto, { nombre: 'Uno' });
    const dos = await crearCard(server, agente, id, prospecto, { nombre: 'Dos' });
    const destino = tablero.columnas[0];
    const antes = (await disposicion(server, agente, tablero.id)).get(destino) ?? [];
    expect(await rechazo('DELETE', `/prospectos/kanbans/columnas/${id}`)).to.equal('400 La columna tiene 2 oportunidades; indica a qué columna pasan (destino)');
    expect(await rechazo('DELETE', `/prospectos/kanbans/columnas/${id}?destino=${id}`)).to.equal('400 Las oportunidades no pueden pasar a la misma columna que se elimina');
    expect(await rechazo('DELETE', `/prospectos/kanbans/columnas/${id}?destino=999999`)).to.equal('404 La columna no existe');
    await exito(server, agente, 'DELETE', `/prospectos/kanbans/columnas/${id}?destino=${destino}`);
    const despues = await disposicion(server, agente, tablero.id);
    expect(despues.get(destino)).to.deep.equal([...antes, uno, dos]);
    expect(await nombres()).to.deep.equal(['Contacto', 'Cotización', 'Negociación']);
  });

  it('saves a card with the fields of spec 03 §3 and reads it with its prospect, ramo, currency and days', async () => {
    const columna = tablero.columnas[1];
    const id = await crearCard(server, agente, columna, prospecto, { primaTotal: '1,234,567.5' });
    const card = await exito(server, agente, 'GET', `/prospectos/kanbans/cards/${id}`);
    expect(card).to.deep.include({
      id,
      nombre: 'GMM familiar',
      descripcion: 'Gastos médicos para la familia',
      ramo: { id: 3 },
      primaTotal: 1234567.5,
      moneda: { abreviacion: 'MXN' },
      status: 'abierta',
      columnId: columna,
      dias: 0,
      fechaCierre: null,
    });
    expect(card.prospecto).to.deep.equal({ id: prospecto, nombres: 'Mariana', fiscal: 'fisica', nombre: 'Mariana Castillo Ortega', clienteId: null });
    expect(card.fecRegistro).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('answers the card validation messages of spec 03 §5', async () => {
    const c = tablero.columnas[0];
    const post = (d: Record<string, unknown>) => rechazo('POST', '/prospectos/kanbans/cards', datosCard(c, prospecto, d));
    expect(await post({ nombre: '' })).to.equal('400 El nombre de la oportunidad es obligatorio');
    expect(await post({ nombre: 'x'.repeat(51) })).to.equal('400 El nombre de la oportunidad debe tener como máximo 50 caracteres');
    expect(await post({ descripcion: '' })).to.equal('400 La descripción es obligatoria');
    expect(await post({ descripcion: 'x'.repeat(1501) })).to.equal('400 La descripción debe tener como máximo 1500 caracteres');
    expect(await post({ prospectoId: null })).to.equal('400 El prospecto es obligatorio');
    expect(await post({ ramoId: null })).to.equal('400 El ramo es obligatorio');
    expect(await post({ ramoId: 2 })).to.equal('400 El ramo debe ser Autos (1), Salud (3), Vida (5) o Diversos (7)');
    expect(await post({ moneda: '' })).to.equal('400 La moneda es obligatoria');
    expect(await post({ moneda: 'EUR' })).to.equal('400 La moneda EUR no está configurada en tu cuenta; agrégala en Monedas');
    expect(await post({ primaTotal: '' })).to.equal('400 La prima total es obligatoria');
    expect(await post({ primaTotal: '-5' })).to.equal('400 La prima total no puede ser negativa');
    expect(await post({ primaTotal: '12.345' })).to.equal('400 La prima total debe ser un número con hasta 2 decimales');
    expect(await post({ primaTotal: '1e5' })).to.equal('400 La prima total debe ser un número con hasta 2 decimales');
    expect(await post({ primaTotal: '1000000000000' })).to.equal('400 La prima total debe ser menor a 1,000,000,000,000.00');
    expect(await post({ status: 'exitosa' })).to.equal('400 Una oportunidad nueva empieza abierta');
    expect(await post({ columnId: 999999 })).to.equal('404 La columna no existe');
    expect(await post({ prospectoId: 999999 })).to.equal('404 El prospecto no existe');
  });

  it('closes an open card either way and only reopens a closed one, dating the close', async () => {
    const id = await crearCard(server, agente, tablero.columnas[2], prospecto);
    const put = (status: string) => server.api('PUT', `/prospectos/kanbans/cards/${id}`, datosCard(tablero.columnas[2], prospecto, { status }), agente.auth);
    const cerrada = await put('exitosa');
    expect(cerrada.body).to.deep.include({ ok: true, message: 'Oportunidad guardada correctamente' });
    expect(cerrada.body.body.status).to.equal('exitosa');
    expect(cerrada.body.body.fechaCierre).to.be.a('string');
    const cambio = await put('no_exitosa');
    expect([cambio.status, cambio.body.message]).to.deep.equal([400, 'Una oportunidad cerrada solo se puede reabrir']);
    const reabierta = await put('abierta');
    expect(reabierta.body.body).to.include({ status: 'abierta', fechaCierre: null });
    expect((await put('no_exitosa')).body.body.status).to.equal('no_exitosa');
  });

  it('loads open cards only, or every status, within the creation dates, summing each column per currency in cents', async () => {
    const otro = await crearAgente(server);
    await exito(server, otro, 'POST', '/monedas', { moneda: 2, tipoCambio: '17.50', formato: '###,##0.00' });
    const suyo = await crearProspecto(server, otro);
    const { id, columnas } = await tableroDe(server, otro);
    await crearCard(server, otro, columnas[0], suyo, { primaTotal: '0.10' });
    await crearCard(server, otro, columnas[0], suyo, { primaTotal: '0.20' });
    await crearCard(server, otro, columnas[0], suyo, { primaTotal: '1,500.05', moneda: 'usd' });
    const cerrada = await crearCard(server, otro, columnas[0], suyo, { primaTotal: '100' });
    await exito(server, otro, 'PUT', `/prospectos/kanbans/cards/${cerrada}`, datosCard(columnas[0], suyo, { primaTotal: '100', status: 'no_exitosa' }));
    const hoy = hoyEnMexico();
    const leer = async (q: string) => (await exito(server, otro, 'GET', `/prospectos/kanbans/${id}?${q}`)).columns[0];
    const abiertas = await leer(`status=ABIERTA&startDate=${hoy}&endDate=${hoy}`);
    expect(abiertas.cards).to.have.length(3);
    expect(abiertas.totales).to.deep.equal([
      { abreviacion: 'MXN', centavos: 30 },
      { abreviacion: 'USD', centavos: 150005 },
    ]);
    const todas = await leer('status=ABIERTA,EXITOSA,NO_EXITOSA');
    expect(todas.cards.map((c: { status: string }) => c.status)).to.deep.equal(['abierta', 'abierta', 'abierta', 'no_exitosa']);
    expect(todas.totales[0]).to.deep.equal({ abreviacion: 'MXN', centavos: 10030 });
    expect((await leer('startDate=2000-01-01&endDate=2000-12-31')).cards).to.deep.equal([]);
    expect(await rechazo('GET', `/prospectos/kanbans/${tablero.id}?status=PERDIDA`)).to.equal('400 El parámetro status acepta ABIERTA, EXITOSA y NO_EXITOSA, separados por comas');
    expect(await rechazo('GET', `/prospectos/kanbans/${tablero.id}?startDate=01/01/2026`)).to.equal('400 El parámetro startDate debe ser una fecha (yyyy-MM-dd)');
    expect(await rechazo('GET', `/prospectos/kanbans/${tablero.id}?startDate=2026-02-01&endDate=2026-01-01`)).to.equal('400 La fecha inicial no puede ser posterior a la final');
  });

  it('keeps notes read newest first; a new one is saved at once, an edit keeps its card', async () => {
    const card = await crearCard(server, agente, tablero.columnas[0], prospecto);
    const primera = await exito(server, agente, 'POST', '/prospectos/kanbans/cards/notes', { cardId: card, texto: 'Llamar el lunes' });
    const segunda = await exito(server, agente, 'POST', '/prospectos/kanbans/cards/notes', { cardId: card, texto: 'Envió sus datos' });
    await exito(server, agente, 'PUT', `/prospectos/kanbans/cards/notes/${primera.id}`, { cardId: card, texto: 'Llamar el martes' });
    const notas = await exito(server, agente, 'GET', `/prospectos/kanbans/cards/${card}/notes`);
    expect(notas.map((n: { id: number; texto: string }) => [n.id, n.texto])).to.deep.equal([
      [segunda.id, 'Envió sus datos'],
      [primera.id, 'Llamar el martes'],
    ]);
    expect(notas[0]).to.deep.include({ cardId: card, autor: { id: agente.login.usuario.id, nombres: 'Ana', apPat: 'López' } });
    expect(notas[0].fecCreacion).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await rechazo('POST', '/prospectos/kanbans/cards/notes', { cardId: card, texto: ' ' })).to.equal('400 El texto de la nota es obligatorio');
    expect(await rechazo('POST', '/prospectos/kanbans/cards/notes', { cardId: card, texto: 'x'.repeat(1501) })).to.equal(
      '400 El texto de la nota debe tener como máximo 1500 caracteres',
    );
    expect(await rechazo('POST', '/prospectos/kanbans/cards/notes', { texto: 'x' })).to.equal('400 La oportunidad (cardId) es obligatoria');
    const otraCard = await crearCard(server, agente, tablero.columnas[0], prospecto);
    expect(await rechazo('PUT', `/prospectos/kanbans/cards/notes/${primera.id}`, { cardId: otraCard, texto: 'x' })).to.equal('404 La nota no existe');
  });

  it('deletes a card with its notes and closes the gap in its column', async () => {
    const columna = tablero.columnas[2];
    const [a, b, c] = [
      await crearCard(server, agente, columna, prospecto),
      await crearCard(server, agente, columna, prospecto),
      await crearCard(server, agente, columna, prospecto),
    ];
    await exito(server, agente, 'POST', '/prospectos/kanbans/cards/notes', { cardId: b, texto: 'Se va' });
    await exito(server, agente, 'DELETE', `/prospectos/kanbans/cards/${b}`);
    const columnas = await disposicion(server, agente, tablero.id);
    expect(columnas.get(columna)?.filter((id) => [a, b, c].includes(id))).to.deep.equal([a, c]);
    expect(await rechazo('GET', `/prospectos/kanbans/cards/${b}/notes`)).to.equal('404 La oportunidad no existe');
  });
});
