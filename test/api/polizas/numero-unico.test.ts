import { expect } from 'chai';
import { MENSAJES_POLIZAS } from '../../../plugins/polizas/shared/polizas.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { crearClave, crearPoliza, datosPoliza, prepararCartera, primeraRazon, type Cartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Predefined insurers of plugins/catalogos/data/aseguradoras.tsv. */
const ALLIANZ = 4;

/**
 * One policy number per insurer at a time (issue 18): same insurer and number with overlapping
 * validity is refused, naming the policy; a renewal that keeps its number is not.
 */
describe('polizas: número de póliza repetido', function () {
  this.timeout(120_000);
  let server: TestServer;
  let agente: Cuenta;
  let cartera: Cartera;
  const api = (method: string, path: string, body?: unknown, cuenta: Cuenta = agente) => server.api(method, path, body, cuenta.auth);
  const capturar = (d: Record<string, unknown>, c: Cartera = cartera, cuenta: Cuenta = agente) => api('POST', '/polizas', datosPoliza(c, d), cuenta);

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    cartera = await prepararCartera(server, agente);
  });
  after(() => server?.close());

  it('refuses the same insurer and number with overlapping validity, naming the policy and giving its id', async () => {
    const id = await crearPoliza(server, agente, cartera, { noPoliza: 'UIB-0001', fechaVigenciaDe: '2026-01-15' });
    // Another key of the same insurer, another case, a validity that only overlaps by a month.
    const otraClave = await crearClave(server, agente);
    const res = await capturar({ noPoliza: 'uib-0001', fechaVigenciaDe: '2026-12-15' }, { ...cartera, claveId: otraClave });
    expect(res.status, JSON.stringify(res.body)).to.equal(400);
    const mensaje = MENSAJES_POLIZAS.numeroRepetido({
      noPoliza: 'UIB-0001',
      aseguradora: res.body.body.polizaDuplicada.aseguradora,
      fechaVigenciaDe: '2026-01-15',
      fechaVigenciaA: '2027-01-15',
    });
    expect(res.body.message).to.equal(mensaje);
    expect(res.body.message).to.include('Ya existe la póliza UIB-0001 de ').and.include('del 15/01/2026 al 15/01/2027');
    expect(res.body.body.errors).to.deep.equal({ noPoliza: mensaje });
    expect(res.body.body.polizaDuplicada).to.include({ id, noPoliza: 'UIB-0001', status: 'vigente', fechaVigenciaDe: '2026-01-15', fechaVigenciaA: '2027-01-15' });
    const lista = (await api('GET', '/polizas?noPoliza=UIB-0001&size=10')).body.body;
    expect(lista.totalItems, 'nothing was saved').to.equal(1);
  });

  it('allows the number with another insurer, another agent, a validity that follows, and once the policy is deleted', async () => {
    await crearPoliza(server, agente, cartera, { noPoliza: 'UIB-0002', fechaVigenciaDe: '2026-01-15' });
    const allianz = await crearClave(server, agente, { aseguradoraId: ALLIANZ });
    expect((await capturar({ noPoliza: 'UIB-0002', fechaVigenciaDe: '2026-01-15' }, { ...cartera, claveId: allianz })).status, 'another insurer').to.equal(200);
    // Validities are half-open: one that starts the day the other ends does not overlap it.
    expect((await capturar({ noPoliza: 'UIB-0002', fechaVigenciaDe: '2027-01-15' })).status, 'the next year').to.equal(200);
    expect((await capturar({ noPoliza: 'UIB-0002', fechaVigenciaDe: '2025-01-15' })).status, 'the year before').to.equal(200);
    const otro = await crearAgente(server);
    const suya = await prepararCartera(server, otro);
    expect((await capturar({ noPoliza: 'UIB-0002', fechaVigenciaDe: '2026-01-15' }, suya, otro)).status, 'another agent').to.equal(200);

    const borrada = await crearPoliza(server, agente, cartera, { noPoliza: 'UIB-0003' });
    expect((await capturar({ noPoliza: 'UIB-0003' })).status).to.equal(400);
    expect((await api('DELETE', `/polizas/${borrada}`)).status).to.equal(200);
    expect((await capturar({ noPoliza: 'UIB-0003' })).status, 'a deleted policy does not count').to.equal(200);
  });

  it('still counts a cancelled policy, and renews keeping the number', async () => {
    const original = await crearPoliza(server, agente, cartera, { noPoliza: 'REN-0001', fechaVigenciaDe: '2026-01-15' });
    const renovacion = await capturar({ noPoliza: 'REN-0001', fechaVigenciaDe: '2027-01-15', polizaIDRenovo: original });
    expect(renovacion.status, JSON.stringify(renovacion.body)).to.equal(200);
    expect((await api('GET', `/polizas/${original}`)).body.body.polizaIDRenovo).to.equal(renovacion.body.body.id);

    // A renewal and its original may share the number even when a term of more than a year, moved a year on, overlaps.
    const largo = await crearPoliza(server, agente, cartera, { noPoliza: 'REN-0002', fechaVigenciaDe: '2026-01-15', fechaVigenciaA: '2027-03-15' });
    const suRenovacion = await capturar({ noPoliza: 'REN-0002', fechaVigenciaDe: '2027-01-15', fechaVigenciaA: '2028-03-15', polizaIDRenovo: largo });
    expect(suRenovacion.status, JSON.stringify(suRenovacion.body)).to.equal(200);
    const ajena = await capturar({ noPoliza: 'REN-0002', fechaVigenciaDe: '2027-02-01' });
    expect(ajena.body.body.polizaDuplicada.id, 'another policy still conflicts').to.equal(largo);
    const recibos = (await api('GET', `/polizas/${largo}`)).body.body.recibos;
    const editada = await api(
      'PUT',
      `/polizas/${largo}`,
      datosPoliza(cartera, { noPoliza: 'REN-0002', fechaVigenciaDe: '2026-01-15', fechaVigenciaA: '2027-03-15', concepto: 'Editada', recibos }),
    );
    expect(editada.status, 'an edit of the original keeps the number its renewal shares').to.equal(200);

    const razon = await primeraRazon(server, agente, 0);
    const cancelada = await crearPoliza(server, agente, cartera, { noPoliza: 'CAN-0001' });
    expect((await api('PUT', `/polizas/${cancelada}/cancelar`, { razonId: razon.id, texto: 'Error de captura' })).status).to.equal(200);
    expect((await capturar({ noPoliza: 'CAN-0001' })).body.body.polizaDuplicada).to.include({ id: cancelada, status: 'cancelada' });
  });

  it('lets an edit keep its own number but not take another policy’s', async () => {
    const primera = await crearPoliza(server, agente, cartera, { noPoliza: 'EDI-0001' });
    const segunda = await crearPoliza(server, agente, cartera, { noPoliza: 'EDI-0002' });
    const recibos = async (id: number) => (await api('GET', `/polizas/${id}`)).body.body.recibos;
    const propia = await api('PUT', `/polizas/${primera}`, datosPoliza(cartera, { noPoliza: 'EDI-0001', concepto: 'Editada', recibos: await recibos(primera) }));
    expect(propia.status, JSON.stringify(propia.body)).to.equal(200);
    const ajena = await api('PUT', `/polizas/${segunda}`, datosPoliza(cartera, { noPoliza: 'edi-0001', recibos: await recibos(segunda) }));
    expect(ajena.status).to.equal(400);
    expect(ajena.body.body.polizaDuplicada.id).to.equal(primera);
    expect((await api('GET', `/polizas/${segunda}`)).body.body.noPoliza).to.equal('EDI-0002');
  });

  it('lets only one of two concurrent saves of the same number through', async () => {
    const respuestas = await Promise.all([1, 2, 3].map(() => capturar({ noPoliza: 'CON-0001' })));
    expect(respuestas.map((r) => r.status).sort()).to.deep.equal([200, 400, 400]);
    expect((await api('GET', '/polizas?noPoliza=CON-0001&size=10')).body.body.totalItems).to.equal(1);
  });
});
