import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { crearSiniestro, datosSiniestro, prepararPolizas, type PolizasDePrueba } from './datos.ts';

/** Issue 15, claims: who may do what (spec 03 §6) and isolation between agents, in the API and in the database. */
describe('siniestros: privilegios y aislamiento entre agentes', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let p: PolizasDePrueba;
  let ajenas: PolizasDePrueba;
  let ajeno: number;

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    p = await prepararPolizas(server, agente);
    ajenas = await prepararPolizas(server, otro);
    ajeno = await crearSiniestro(server, otro, datosSiniestro(ajenas));
  });
  after(() => server.close());

  async function estados(cuenta: Cuenta, id: number, de = p): Promise<Record<string, number>> {
    const llamar = async (method: string, path: string, body?: unknown) => (await server.api(method, path, body, cuenta.auth)).status;
    return {
      lista: await llamar('GET', '/siniestros'),
      detalle: await llamar('GET', `/siniestros/${id}`),
      polizas: await llamar('GET', `/siniestros/polizas?clienteId=${de.cartera.clienteId}`),
      crear: await llamar('POST', '/siniestros', datosSiniestro(de)),
      editar: await llamar('PUT', `/siniestros/${id}`, datosSiniestro(de, { descripcion: 'Editado' })),
      eliminar: await llamar('DELETE', `/siniestros/${id}`),
    };
  }

  it('grants reading, writing and deleting claims by their privileges, and refuses the rest with a 403', async () => {
    // The trial plan gives two additional users per agent: the other two privileges go to a third agent.
    const tercero = await crearAgente(server);
    const suyas = await prepararPolizas(server, tercero);
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_SINIESTROS_R']);
    const escritor = await crearUsuarioAdicional(server, agente, ['ROLE_SINIESTROS_W']);
    const sinNada = await crearUsuarioAdicional(server, tercero, ['ROLE_CLIENTES_R']);
    const borrador = await crearUsuarioAdicional(server, tercero, ['ROLE_SINIESTROS_D']);
    const id = () => crearSiniestro(server, agente, datosSiniestro(p));
    const delTercero = () => crearSiniestro(server, tercero, datosSiniestro(suyas));
    expect(await estados(sinNada, await delTercero(), suyas)).to.deep.equal({ lista: 403, detalle: 403, polizas: 403, crear: 403, editar: 403, eliminar: 403 });
    expect(await estados(lector, await id())).to.deep.equal({ lista: 200, detalle: 200, polizas: 403, crear: 403, editar: 403, eliminar: 403 });
    expect(await estados(escritor, await id())).to.deep.equal({ lista: 200, detalle: 200, polizas: 200, crear: 200, editar: 200, eliminar: 403 });
    expect(await estados(borrador, await delTercero(), suyas)).to.deep.equal({ lista: 200, detalle: 200, polizas: 403, crear: 403, editar: 403, eliminar: 200 });
    // The write privilege reads clients too: the form searches the claim's client.
    expect((await server.api('GET', `/clientes/${p.cartera.clienteId}`, undefined, escritor.auth)).status).to.equal(200);
    expect((await server.api('GET', `/clientes/${p.cartera.clienteId}`, undefined, lector.auth)).status).to.equal(403);
  });

  it('offers the claims privileges in the users form', async () => {
    const res = await server.api('GET', '/seguridad/roles', undefined, agente.auth);
    expect(res.status, res.body.message).to.equal(200);
    const texto = JSON.stringify(res.body.body);
    for (const rol of ['ROLE_SINIESTROS_R', 'ROLE_SINIESTROS_W', 'ROLE_SINIESTROS_D']) expect(texto).to.include(rol);
  });

  it("answers 404 for another agent's claim, whatever the call, and leaves it as it was", async () => {
    expect(await estados(agente, ajeno)).to.deep.include({ detalle: 404, editar: 404, eliminar: 404 });
    expect((await server.api('GET', `/crm?siniestroId=${ajeno}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', `/adjuntos/siniestros/${ajeno}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('POST', '/crm', { siniestroId: ajeno, textos: [{ tipo: 'nota general', texto: 'x' }] }, agente.auth)).status).to.equal(404);
    const suyo = await server.api('GET', `/siniestros/${ajeno}`, undefined, otro.auth);
    expect(suyo.body.body.descripcion).to.equal('Choque por alcance en Periférico');
    const ids = (await server.api('GET', '/siniestros?size=-1&status[nn]=', undefined, agente.auth)).body.body.items.map((s: { id: number }) => s.id);
    expect(ids).to.not.include(ajeno);
    for (const id of ['0', '99999999999', 'abc']) expect((await server.api('GET', `/siniestros/${id}`, undefined, agente.auth)).status, id).to.equal(404);
  });

  it("refuses another agent's policy, client and insured people as if they did not exist", async () => {
    const conPoliza = await server.api('POST', '/siniestros', datosSiniestro(p, { polizaId: ajenas.auto }), agente.auth);
    expect([conPoliza.status, conPoliza.body.message]).to.deep.equal([404, 'La póliza no existe']);
    const conCliente = await server.api('POST', '/siniestros', datosSiniestro(ajenas, { polizaId: p.auto }), agente.auth);
    expect([conCliente.status, conCliente.body.message]).to.deep.equal([404, 'El cliente no existe']);
    const asegurados = await server.api('POST', '/siniestros', datosSiniestro(p, { polizaId: p.salud, asegurados: ajenas.asegurados }), agente.auth);
    expect(asegurados.status).to.equal(400);
    const polizas = await server.api('GET', `/siniestros/polizas?clienteId=${ajenas.cartera.clienteId}`, undefined, agente.auth);
    expect([polizas.status, polizas.body.message]).to.deep.equal([404, 'El cliente no existe']);
  });

  it("lets the database itself refuse a claim naming another agent's policy or client", async () => {
    const db = await getTestDatabase();
    const agenteId = agente.login.agenteId;
    const fila = {
      agente_id: agenteId,
      poliza_id: p.auto,
      cliente_id: p.cartera.clienteId,
      fecha_siniestro: '2026-01-10',
      descripcion: 'Directo',
      usuario_id: agente.login.usuario.id,
    };
    const insertar = (cambio: Record<string, number>) =>
      withTenant(db.knex, agenteId, (trx) =>
        trx('siniestros')
          .insert({ ...fila, ...cambio })
          .returning('id'),
      ).then(
        () => 'guardado',
        (e: { code?: string }) => e.code,
      );
    expect(await insertar({})).to.equal('guardado');
    expect(await insertar({ poliza_id: ajenas.auto })).to.equal('23503');
    expect(await insertar({ cliente_id: ajenas.cartera.clienteId })).to.equal('23503');
  });
});
