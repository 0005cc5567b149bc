import { expect } from 'chai';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { crearCard, crearProspecto, datosFisica, datosMoral, exito, tableroDe } from './datos.ts';

/** Issue 15, prospects (spec 03 §2, §3, §5, §7, §8): capture, list, search, edit and delete rules. */
describe('prospectos: captura, lista y reglas de edición', () => {
  let server: TestServer;
  let agente: Cuenta;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
  });
  after(() => server.close());

  const mensaje = async (body: unknown) => {
    const res = await server.api('POST', '/prospectos', body, agente.auth);
    expect(res.status, JSON.stringify(res.body)).to.equal(400);
    return res.body.message;
  };

  it('saves a persona física and a persona moral with the payloads of spec 03 §3, and reads them back', async () => {
    const res = await server.api('POST', '/prospectos', datosFisica({ telefono: '55 2341-8876', email: 'Mariana@Example.com' }), agente.auth);
    expect(res.body).to.deep.include({ ok: true, message: 'Prospecto guardado correctamente' });
    const fisica = await exito(server, agente, 'GET', `/prospectos/${res.body.body.id}`);
    expect(fisica).to.deep.equal({
      id: res.body.body.id,
      fiscal: 'fisica',
      nombres: 'Mariana',
      apPat: 'Castillo',
      apMat: 'Ortega',
      fecNacimiento: '1988-03-14',
      sexo: 'mujer',
      edoCivil: 'casado',
      telefono: '5523418876',
      email: 'mariana@example.com',
      fecRegistro: null,
      status: 'activo',
      esRobot: false,
      clienteId: null,
    });
    // A moral keeps no data of a persona física, even if the payload sends it.
    const { id } = await exito(server, agente, 'POST', '/prospectos', datosMoral({ sexo: 'mujer', fecNacimiento: '1990-01-01', apPat: 'X' }));
    const moral = await exito(server, agente, 'GET', `/prospectos/${id}`);
    expect(moral).to.deep.include({ fiscal: 'moral', nombres: 'Transportes del Bajío S.A. de C.V.', fecRegistro: '2010-06-01', sexo: null, fecNacimiento: null, apPat: null });
  });

  it('answers the validation messages of spec 03 §5 in Spanish', async () => {
    expect(await mensaje({ nombres: 'Ana' })).to.equal('La personalidad fiscal es obligatoria');
    expect(await mensaje({ fiscal: 'otra', nombres: 'Ana' })).to.equal('La personalidad fiscal debe ser uno de: fisica, moral');
    expect(await mensaje(datosFisica({ nombres: '' }))).to.equal('El nombre es obligatorio');
    expect(await mensaje(datosFisica({ nombres: 'Ana 2' }))).to.equal('El nombre solo puede contener letras');
    expect(await mensaje(datosFisica({ nombres: 'a'.repeat(201) }))).to.equal('El nombre debe tener como máximo 200 caracteres');
    expect(await mensaje(datosMoral({ nombres: '' }))).to.equal('La razón social es obligatoria');
    expect(await mensaje(datosMoral({ nombres: 'Empresa <script>' }))).to.equal("La razón social solo puede contener letras, números, espacios y los signos . , & ' ( ) - /");
    expect(await mensaje(datosFisica({ telefono: '55-ABC' }))).to.equal('El teléfono solo puede contener dígitos');
    expect(await mensaje(datosFisica({ telefono: '55123456789' }))).to.equal('El teléfono debe tener como máximo 10 dígitos');
    expect(await mensaje(datosFisica({ email: 'mariana@' }))).to.equal('El correo electrónico no es válido; escríbelo como nombre@dominio.com');
    expect(await mensaje(datosFisica({ email: `${'a'.repeat(95)}@example.com` }))).to.equal('El correo electrónico debe tener como máximo 100 caracteres');
    expect(await mensaje(datosFisica({ fecNacimiento: '2999-01-01' }))).to.equal('La fecha de nacimiento no puede ser posterior a hoy');
    expect(await mensaje(datosFisica({ fecNacimiento: '31/12/1990' }))).to.equal('La fecha de nacimiento debe ser una fecha válida (yyyy-MM-dd)');
    const res = await server.api('POST', '/prospectos', datosFisica({ nombres: '', telefono: 'x' }), agente.auth);
    expect(res.body.body.errors).to.deep.equal({ nombres: 'El nombre es obligatorio', telefono: 'El teléfono solo puede contener dígitos' });
    for (const raro of ['[]', '"texto"', 'null', '{"fiscal": {"a": 1}}']) expect((await server.api('POST', '/prospectos', raro, agente.auth)).status, raro).to.equal(400);
  });

  it('lists by name, searches with 3 letters or more ignoring accents and case, and pages', async () => {
    const otro = await crearAgente(server);
    for (const nombres of ['Zoé', 'Álvaro', 'Beatriz', 'Óscar']) await crearProspecto(server, otro, { nombres, apPat: 'Núñez' });
    await exito(server, otro, 'POST', '/prospectos', datosMoral({ nombres: 'Clínica Núñez' }));
    const lista = await exito(server, otro, 'GET', '/prospectos?page=1&order=nombres%20asc');
    expect(lista.items.map((p: { nombre: string }) => p.nombre)).to.deep.equal([
      'Álvaro Núñez Ortega',
      'Beatriz Núñez Ortega',
      'Clínica Núñez',
      'Óscar Núñez Ortega',
      'Zoé Núñez Ortega',
    ]);
    expect(lista).to.include({ totalItems: 5, currentPage: 1, totalPages: 1, pageSize: 10 });
    const busqueda = await exito(server, otro, 'GET', `/prospectos?nombres[cn]=${encodeURIComponent('oscar nu')}`);
    expect(busqueda.items.map((p: { nombres: string }) => p.nombres)).to.deep.equal(['Óscar']);
    const corta = await server.api('GET', '/prospectos?nombres[cn]=al', undefined, otro.auth);
    expect([corta.status, corta.body.message]).to.deep.equal([400, 'Escribe al menos 3 letras para buscar']);
    const pagina = await exito(server, otro, 'GET', '/prospectos?page=2&size=2');
    expect(pagina.items.map((p: { nombres: string }) => p.nombres)).to.deep.equal(['Clínica Núñez', 'Óscar']);
    expect((await exito(server, otro, 'GET', '/prospectos?nombres[cn]=xyzw')).items).to.deep.equal([]);
    expect((await server.api('GET', '/prospectos?rfc=1', undefined, otro.auth)).status).to.equal(400);
  });

  it('edits only an activo prospect, and its save clears the automatic-process mark', async () => {
    const id = await crearProspecto(server, agente);
    const res = await server.api('PUT', `/prospectos/${id}`, datosFisica({ nombres: 'Mariana Isabel', telefono: '' }), agente.auth);
    expect(res.body).to.deep.include({ ok: true, message: 'Prospecto guardado correctamente' });
    expect(await exito(server, agente, 'GET', `/prospectos/${id}`)).to.deep.include({ nombres: 'Mariana Isabel', telefono: null });
    // A POST carrying the id updates that prospect (spec 03 §3: the payload has its id).
    await exito(server, agente, 'POST', '/prospectos', datosFisica({ id, nombres: 'Mariana' }));
    expect((await exito(server, agente, 'GET', `/prospectos/${id}`)).nombres).to.equal('Mariana');
    for (const malo of ['0', 'abc', '99999999999', '999999']) {
      const r = await server.api('PUT', `/prospectos/${malo}`, datosFisica(), agente.auth);
      expect([r.status, r.body.message], malo).to.deep.equal([404, 'El prospecto no existe']);
    }
  });

  it('deletes an activo prospect with its log, and refuses one with cards on the board', async () => {
    const id = await crearProspecto(server, agente);
    await exito(server, agente, 'POST', '/crm', { prospectoId: id, textos: [{ tipo: 'llamada saliente', texto: 'Primera llamada' }] });
    expect(await exito(server, agente, 'GET', `/crm?prospectoId=${id}`)).to.have.length(1);
    const res = await server.api('DELETE', `/prospectos/${id}`, undefined, agente.auth);
    expect(res.body).to.deep.include({ ok: true, message: 'Prospecto eliminado correctamente' });
    expect((await server.api('GET', `/prospectos/${id}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', `/crm?prospectoId=${id}`, undefined, agente.auth)).status).to.equal(404);

    const conCard = await crearProspecto(server, agente);
    const tablero = await tableroDe(server, agente);
    await crearCard(server, agente, tablero.columnas[0], conCard);
    const rechazo = await server.api('DELETE', `/prospectos/${conCard}`, undefined, agente.auth);
    expect([rechazo.status, rechazo.body.message]).to.deep.equal([400, 'El prospecto tiene una oportunidad en el embudo de ventas; elimínalas antes de eliminar el prospecto']);
  });
});
