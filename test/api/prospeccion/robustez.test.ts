import { expect } from 'chai';
import fc from 'fast-check';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { crearCard, crearProspecto, datosCard, datosFisica, exito, tableroDe, type Tablero } from './datos.ts';

/** Issue 15: no request to the prospecting API, however malformed, answers a 500 (ARCHITECTURE §4). */
describe('prospeccion: ninguna solicitud produce un 500', function () {
  this.timeout(300_000);
  let server: TestServer;
  let agente: Cuenta;
  let tablero: Tablero;
  let prospecto: number;
  let card: number;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    prospecto = await crearProspecto(server, agente);
    tablero = await tableroDe(server, agente);
    card = await crearCard(server, agente, tablero.columnas[0], prospecto);
  });
  after(() => server.close());

  /** Text with what breaks databases and parsers: NUL and other control characters, quotes, huge numbers, odd Unicode. */
  const raro = fc.oneof(
    fc.string(),
    fc.constantFrom('\u0000', 'a\u0000b', '\u001f', "'; drop table prospectos; --", '%', '_', '\\', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '\ud800', '1e309', '-0', '99999999999999999999'),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.nat(), { maxLength: 2 }),
    fc.object({ maxDepth: 1 }),
  );

  /** Each write of the area with one field replaced by something odd. */
  const cuerpos = (): [string, string, Record<string, unknown>][] => [
    ['POST', '/prospectos', datosFisica()],
    ['PUT', `/prospectos/${prospecto}`, datosFisica()],
    ['POST', `/prospectos/${prospecto}/convertir`, { clienteId: 1 }],
    ['POST', '/prospectos/kanbans', { nombre: 'Embudo' }],
    ['POST', '/prospectos/kanbans/columnas', { kanbanId: tablero.id, nombre: 'Nueva' }],
    ['PUT', `/prospectos/kanbans/columnas/${tablero.columnas[2]}`, { kanbanId: tablero.id, nombre: 'Negociación', orden: 2 }],
    ['POST', '/prospectos/kanbans/cards', datosCard(tablero.columnas[0], prospecto)],
    ['PUT', `/prospectos/kanbans/cards/${card}`, datosCard(tablero.columnas[0], prospecto)],
    ['POST', '/prospectos/kanbans/cards/notes', { cardId: card, texto: 'Nota' }],
  ];

  it('answers every odd field value of every write with a 200 or a 4xx', async () => {
    const escrituras = cuerpos();
    await fc.assert(
      fc.asyncProperty(fc.nat(escrituras.length - 1), fc.nat(20), raro, async (i, j, valor) => {
        const [method, path, cuerpo] = escrituras[i];
        const campos = [...Object.keys(cuerpo), 'id', 'status', 'orden', 'extra'];
        const res = await server.api(method, path, { ...cuerpo, [campos[j % campos.length]]: valor }, agente.auth);
        expect(res.status, `${method} ${path} ${campos[j % campos.length]}=${JSON.stringify(valor)}: ${JSON.stringify(res.body)}`).to.be.below(500);
      }),
      { numRuns: 400 },
    );
  });

  it('answers odd ids and query strings with a 4xx, never a 500', async () => {
    const rutas = [
      '/prospectos/%s',
      '/prospectos?nombres[cn]=%s',
      '/prospectos?order=%s',
      '/prospectos/kanbans/%s',
      `/prospectos/kanbans/${tablero.id}?status=%s`,
      `/prospectos/kanbans/${tablero.id}?startDate=%s`,
      '/prospectos/kanbans/cards/%s',
      '/prospectos/kanbans/cards/%s/notes',
      `/prospectos/kanbans/columnas/${tablero.columnas[1]}?destino=%s`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.nat(rutas.length - 1), fc.oneof(fc.string(), fc.constantFrom('0', '-1', '99999999999', '1.5', '%00', 'abc', '')), async (i, valor) => {
        const ruta = rutas[i].replace('%s', encodeURIComponent(valor));
        const metodo = ruta.includes('destino') ? 'DELETE' : 'GET';
        const res = await server.api(metodo, ruta, undefined, agente.auth);
        expect(res.status, `${metodo} ${ruta}: ${JSON.stringify(res.body)}`).to.be.below(500);
      }),
      { numRuns: 200 },
    );
    // The column deleted along the way (it had no cards) is gone, the rest still answers.
    expect((await exito(server, agente, 'GET', `/prospectos/kanbans/${tablero.id}`)).columns.length).to.be.at.least(2);
  });
});
