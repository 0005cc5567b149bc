import { expect } from 'chai';
import type { Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearPoliza, datosPoliza, diaDesdeHoy, primeraRazon } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { conPolizas, crearSiniestro, datosSiniestro, type PolizasDePrueba } from './datos.ts';

/** Issue 15, claims (spec 03 §3, §5, §7): save, read, the form's policy choices, validation, delete. */
describe('siniestros: registro, detalle y validación', () => {
  const suite = conPolizas();
  let server: TestServer;
  let agente: Cuenta;
  let p: PolizasDePrueba;
  before(() => ({ server, agente, p } = suite));

  const api = (method: string, path: string, body?: unknown) => server.api(method, path, body, agente.auth);

  it('registers a claim with the draft defaults and answers it with its policy, client and insured people', async () => {
    const [titular] = p.asegurados;
    const id = await crearSiniestro(server, agente, datosSiniestro(p, { polizaId: p.salud, asegurados: [titular], fechaEstimadaResolucion: null }));
    const { status, body } = await api('GET', `/siniestros/${id}`);
    expect(status, body.message).to.equal(200);
    const s = body.body;
    expect(s).to.deep.include({ id, noSiniestro: 'PENDIENTE', status: 'captura', fechaSiniestro: diaDesdeHoy(-3), fechaEstimadaResolucion: null });
    expect(s.poliza).to.deep.include({ id: p.salud, ramo: 3, status: 'vigente', vehiculo: null });
    expect(s.poliza.agenteClave.aseguradora.abreviacion).to.be.a('string').and.not.equal('');
    expect(s.cliente).to.deep.include({ id: p.cartera.clienteId, apPat: 'Gómez', fiscal: 'fisica' });
    expect(s.cliente.rfc).to.have.length(13);
    expect(s.asegurados).to.deep.equal([
      { selected: true, parentesco: 'titular', asegurado: { id: titular, nombres: 'Ana', apPat: 'Gómez', apMat: 'Ruiz' } },
      { selected: false, parentesco: 'hijo', asegurado: { id: p.asegurados[1], nombres: 'Luis', apPat: 'Gómez', apMat: null } },
    ]);
    // Its history starts in its own log (crm).
    const log = await api('GET', `/crm?siniestroId=${id}`);
    expect(log.status).to.equal(200);
    expect(log.body.body[0].textos[0].texto).to.equal('Siniestro registrado con estatus Captura');
  });

  it('answers the spec’s validation messages', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ clienteId: null }, 'clienteId', 'El cliente es obligatorio'],
      [{ polizaId: '' }, 'polizaId', 'La póliza es obligatoria'],
      [{ noSiniestro: ' ' }, 'noSiniestro', 'El número de siniestro es obligatorio; escribe PENDIENTE si aún no lo tienes'],
      [{ noSiniestro: 'A'.repeat(201) }, 'noSiniestro', 'El número de siniestro debe tener como máximo 200 caracteres'],
      [{ noSiniestro: 'SIN#12' }, 'noSiniestro', 'El número de siniestro solo puede contener letras, números, espacios, guiones, diagonales y puntos'],
      [{ fechaSiniestro: null }, 'fechaSiniestro', 'La fecha del siniestro es obligatoria'],
      [{ fechaSiniestro: '2026-02-30' }, 'fechaSiniestro', 'La fecha del siniestro debe ser una fecha válida (yyyy-MM-dd)'],
      [{ fechaSiniestro: diaDesdeHoy(1), fechaEstimadaResolucion: null }, 'fechaSiniestro', 'La fecha del siniestro no puede ser posterior a hoy'],
      [{ fechaEstimadaResolucion: diaDesdeHoy(-4) }, 'fechaEstimadaResolucion', 'La fecha estimada de resolución no puede ser anterior a la fecha del siniestro'],
      [{ descripcion: '' }, 'descripcion', 'La descripción es obligatoria'],
      [{ descripcion: 'x'.repeat(1501) }, 'descripcion', 'La descripción debe tener como máximo 1500 caracteres'],
      [{ status: '' }, 'status', 'El estatus es obligatorio'],
      [{ status: 'cerrado' }, 'status', 'El estatus debe ser uno de: captura, faltante, enviado, rechazado, finalizado'],
      [{ asegurados: 'todos' }, 'asegurados', 'Los asegurados deben ser una lista de ids de asegurados de la póliza'],
      [{ asegurados: [1, 'x'] }, 'asegurados', 'Los asegurados deben ser una lista de ids de asegurados de la póliza'],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const res = await api('POST', '/siniestros', datosSiniestro(p, cambio));
      expect(res.status, JSON.stringify(cambio)).to.equal(400);
      expect(res.body.message, JSON.stringify(cambio)).to.equal(mensaje);
      expect(res.body.body.errors[campo]).to.equal(mensaje);
    }
    // Not a JSON object at all: every required field is named, never a 500.
    for (const cuerpo of [[], 'texto', 7]) expect((await api('POST', '/siniestros', cuerpo)).status).to.equal(400);
    // A resolution on the claim's own day is fine, and so is a number with digits and separators.
    await crearSiniestro(server, agente, datosSiniestro(p, { noSiniestro: 'GNP 0412/26-A.1', fechaEstimadaResolucion: diaDesdeHoy(-3) }));
  });

  it('asks Salud and Vida claims for an insured person of the policy, unless the policy lists none', async () => {
    const sinAsegurado = await api('POST', '/siniestros', datosSiniestro(p, { polizaId: p.salud, asegurados: [] }));
    expect(sinAsegurado.status).to.equal(400);
    expect(sinAsegurado.body.body.errors).to.deep.equal({ asegurados: 'Seleccione al menos un asegurado' });
    const ajeno = await api('POST', '/siniestros', datosSiniestro(p, { polizaId: p.salud, asegurados: [p.asegurados[0], 999999] }));
    expect(ajeno.status).to.equal(400);
    expect(ajeno.body.message).to.equal('Los asegurados elegidos deben ser asegurados de la póliza');
    // Vida without insured people: the form warns, the claim is saved.
    await crearSiniestro(server, agente, datosSiniestro(p, { polizaId: p.vidaSinAsegurados }));
    // Auto names no insured people: ids of another policy's are refused.
    const enAuto = await api('POST', '/siniestros', datosSiniestro(p, { asegurados: [p.asegurados[0]] }));
    expect(enAuto.status).to.equal(400);
  });

  it("offers the client's vigente policies, soonest to end first, with their insured people and vehicle", async () => {
    const clienteId = await crearCliente(server, agente);
    const cartera = { clienteId, claveId: p.cartera.claveId };
    const tarde = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: diaDesdeHoy(-10) });
    const pronto = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: diaDesdeHoy(-300) });
    const cerrada = await crearPoliza(server, agente, cartera, { fechaVigenciaDe: diaDesdeHoy(-20) });
    const razon = await primeraRazon(server, agente, 0);
    expect((await api('PUT', `/polizas/${cerrada}/cancelar`, { razonId: razon.id, texto: 'Cambio de aseguradora' })).status).to.equal(200);
    const res = await api('GET', `/siniestros/polizas?clienteId=${clienteId}`);
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.body.map((x: { id: number }) => x.id)).to.deep.equal([pronto, tarde]);
    expect(res.body.body[0].vehiculo).to.deep.equal({ marca: 'NISSAN', tipo: 'VERSA', modelo: 2024, placas: 'ABC1234', descripcion: 'NISSAN VERSA ADVANCE CVT' });
    const deAna = (await api('GET', `/siniestros/polizas?clienteId=${p.cartera.clienteId}`)).body.body;
    expect(deAna.find((x: { id: number }) => x.id === p.salud).asegurados.map((a: { nombres: string }) => a.nombres)).to.deep.equal(['Ana', 'Luis']);
    // A closed policy is not offered, nor accepted for a new claim.
    const nueva = await api('POST', '/siniestros', datosSiniestro(p, { clienteId, polizaId: cerrada }));
    expect(nueva.status).to.equal(400);
    expect(nueva.body.message).to.equal('Solo se puede registrar un siniestro en una póliza vigente');
    expect((await api('GET', '/siniestros/polizas')).status).to.equal(400);
    for (const id of ['0', '999999999', 'abc']) expect((await api('GET', `/siniestros/polizas?clienteId=${id}`)).status, id).to.be.oneOf([400, 404]);
  });

  it('offers at most 50 policies, those ending soonest', async function () {
    this.timeout(120_000);
    const clienteId = await crearCliente(server, agente);
    const ids: number[] = [];
    for (let i = 0; i < 51; i++) ids.push(await crearPoliza(server, agente, { clienteId, claveId: p.cartera.claveId }, { fechaVigenciaDe: diaDesdeHoy(-100 + i) }));
    const ofrecidas = (await api('GET', `/siniestros/polizas?clienteId=${clienteId}`)).body.body.map((x: { id: number }) => x.id);
    expect(ofrecidas).to.deep.equal(ids.slice(0, 50));
  });

  it('refuses a policy of another client of the agent, on create and on edit', async () => {
    const otroCliente = await crearCliente(server, agente);
    const cruzado = await api('POST', '/siniestros', datosSiniestro(p, { clienteId: otroCliente }));
    expect(cruzado.status).to.equal(400);
    expect(cruzado.body.message).to.equal('La póliza elegida no es del cliente del siniestro; elige una de sus pólizas');
    expect(cruzado.body.body.errors).to.have.key('polizaId');
    const id = await crearSiniestro(server, agente, datosSiniestro(p));
    const otraPoliza = await crearPoliza(server, agente, { clienteId: otroCliente, claveId: p.cartera.claveId }, { fechaVigenciaDe: diaDesdeHoy(-5) });
    const editado = await api('PUT', `/siniestros/${id}`, datosSiniestro(p, { polizaId: otraPoliza }));
    expect(editado.status).to.equal(400);
    expect(editado.body.message).to.equal('La póliza elegida no es del cliente del siniestro; elige una de sus pólizas');
    // Naming both the other client and its policy moves the claim to them.
    expect((await api('PUT', `/siniestros/${id}`, datosSiniestro(p, { clienteId: otroCliente, polizaId: otraPoliza }))).status).to.equal(200);
    expect((await api('GET', `/siniestros/${id}`)).body.body.cliente.id).to.equal(otroCliente);
  });

  it("follows its policy's client when the policy changes client", async () => {
    const id = await crearSiniestro(server, agente, datosSiniestro(p, { polizaId: p.autoSinVehiculo }));
    const nuevoCliente = await crearCliente(server, agente);
    const cambio = datosPoliza({ clienteId: nuevoCliente, claveId: p.cartera.claveId }, { fechaVigenciaDe: diaDesdeHoy(-30), vehiculo: null });
    const poliza = (await api('GET', `/polizas/${p.autoSinVehiculo}`)).body.body;
    const res = await api('PUT', `/polizas/${p.autoSinVehiculo}`, { ...cambio, noPoliza: poliza.noPoliza });
    expect(res.status, res.body.message).to.equal(200);
    const s = (await api('GET', `/siniestros/${id}`)).body.body;
    expect([s.cliente.id, s.poliza.cliente.id]).to.deep.equal([nuevoCliente, nuevoCliente]);
    expect((await api('GET', `/siniestros?clienteId=${nuevoCliente}`)).body.body.items.map((x: { id: number }) => x.id)).to.deep.equal([id]);
  });

  it('keeps the insured people a claim named after its policy renumbers them', async () => {
    const id = await crearSiniestro(server, agente, datosSiniestro(p, { polizaId: p.salud, asegurados: [p.asegurados[1]] }));
    const personas = [{ parentesco: 'titular', nombres: 'Ana', apPat: 'Gómez', apMat: 'Ruiz', genero: 'mujer' }];
    const poliza = (await api('GET', `/polizas/${p.salud}`)).body.body;
    const datos = datosPoliza(p.cartera, { ramo: 3, iva: 0, total: 10500, fechaVigenciaDe: diaDesdeHoy(-30), vehiculo: null, asegurados: personas, noPoliza: poliza.noPoliza });
    expect((await api('PUT', `/polizas/${p.salud}`, datos)).status).to.equal(200);
    const s = (await api('GET', `/siniestros/${id}`)).body.body;
    expect(
      s.asegurados.map((a: { selected: boolean; asegurado: { nombres: string; id: number | null } }) => [a.selected, a.asegurado.nombres, a.asegurado.id === null]),
    ).to.deep.equal([
      [false, 'Ana', false],
      [true, 'Luis', true],
    ]);
  });

  it('deletes a claim with its log and attachments', async () => {
    const id = await crearSiniestro(server, agente, datosSiniestro(p));
    const res = await api('DELETE', `/siniestros/${id}`);
    expect(res.status).to.equal(200);
    expect(res.body.message).to.equal('Siniestro eliminado correctamente');
    expect((await api('GET', `/siniestros/${id}`)).status).to.equal(404);
    expect((await api('GET', `/crm?siniestroId=${id}`)).status).to.equal(404);
    expect((await api('DELETE', `/siniestros/${id}`)).status).to.equal(404);
  });
});
