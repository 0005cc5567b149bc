import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const juan = { nombres: 'Juan', apPat: 'Pérez', apMat: 'López', sexo: 'hombre', rfc: 'pelj800101ab1', correo: 'Juan.Perez@Ejemplo.mx', telefono: '+525512345678' };

let rfcSeq = 0;
/** A valid, unique seller: four letters, a date and a homoclave. */
function vendedor(datos: Partial<typeof juan> = {}) {
  const n = String(++rfcSeq).padStart(3, '0');
  return { ...juan, rfc: `VEND900101${n}`, correo: `vendedor${n}.${Date.now()}@ejemplo.mx`, ...datos };
}

describe('vendedores (sellers)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let lector: Cuenta;
  let sinRol: Cuenta;

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    lector = await crearUsuarioAdicional(server, agente, ['ROLE_VENDEDORES_R']);
    sinRol = await crearUsuarioAdicional(server, agente, ['ROLE_TAREAS_W']);
  });
  after(() => server.close());

  const crear = async (cuenta: Cuenta, datos: object) => {
    const res = await server.api('POST', '/vendedores', datos, cuenta.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.id as number;
  };

  it('creates a seller with the RFC upper-cased and the e-mail lower-cased, and shows its detail', async () => {
    const res = await server.api('POST', '/vendedores', juan, agente.auth);
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ ok: true, message: 'Vendedor guardado correctamente' });
    const detalle = await server.api('GET', `/vendedores/${res.body.body.id}`, undefined, agente.auth);
    expect(detalle.body.body).to.deep.equal({
      id: res.body.body.id,
      nombres: 'Juan',
      apPat: 'Pérez',
      apMat: 'López',
      sexo: 'hombre',
      rfc: 'PELJ800101AB1',
      correo: 'juan.perez@ejemplo.mx',
      telefono: '+525512345678',
      status: 'activo',
    });
  });

  it('updates a seller with PUT /vendedores/{id} and with POST carrying its id', async () => {
    const id = await crear(agente, vendedor({ nombres: 'Rosa' }));
    const put = await server.api('PUT', `/vendedores/${id}`, vendedor({ nombres: 'Rosa María', sexo: 'mujer' }), agente.auth);
    expect(put.body).to.deep.include({ ok: true, message: 'Vendedor guardado correctamente', body: { id } });
    expect((await server.api('GET', `/vendedores/${id}`, undefined, agente.auth)).body.body).to.include({ nombres: 'Rosa María', sexo: 'mujer' });
    const post = await server.api('POST', '/vendedores', { ...vendedor({ nombres: 'Rosa Elena', sexo: 'mujer' }), id }, agente.auth);
    expect(post.body.body).to.deep.equal({ id });
    expect((await server.api('GET', `/vendedores/${id}`, undefined, agente.auth)).body.body.nombres).to.equal('Rosa Elena');
  });

  it('lists with page, nombres[cn], nombre[cn] over the full name, order and size', async () => {
    const cuenta = await crearAgente(server);
    for (const [nombres, apPat] of [
      ['Álvaro', 'Zúñiga'],
      ['Beatriz', 'Núñez'],
      ['Carlos', 'Ávila'],
      ['alberto', 'Ramos'],
    ])
      await crear(cuenta, vendedor({ nombres, apPat }));
    const lista = await server.api('GET', '/vendedores?page=1&order=nombres asc', undefined, cuenta.auth);
    expect(lista.body.body).to.include({ totalItems: 4, currentPage: 1, totalPages: 1, pageSize: 10 });
    expect(lista.body.body.items.map((v: { nombres: string }) => v.nombres)).to.deep.equal(['alberto', 'Álvaro', 'Beatriz', 'Carlos']);
    expect(lista.body.body.items[0]).to.have.all.keys('id', 'nombres', 'apPat', 'apMat', 'sexo', 'rfc', 'correo', 'telefono', 'status');
    const porNombres = await server.api('GET', `/vendedores?nombres[cn]=${encodeURIComponent('ALV')}`, undefined, cuenta.auth);
    expect(porNombres.body.body.items.map((v: { nombres: string }) => v.nombres)).to.deep.equal(['Álvaro']);
    const completo = await server.api('GET', `/vendedores?nombre[cn]=${encodeURIComponent('carlos avi')}&size=20&order=nombres asc`, undefined, cuenta.auth);
    expect(completo.body.body.items.map((v: { apPat: string }) => v.apPat)).to.deep.equal(['Ávila']);
    const pagina = await server.api('GET', '/vendedores?size=3&page=2', undefined, cuenta.auth);
    expect(pagina.body.body).to.include({ totalItems: 4, currentPage: 2, totalPages: 2, pageSize: 3 });
    expect((await server.api('GET', '/vendedores?size=99999', undefined, cuenta.auth)).body.body.items).to.have.length(4);
    const malo = await server.api('GET', '/vendedores?edad=3', undefined, cuenta.auth);
    expect(malo.status).to.equal(400);
    expect(malo.body.message).to.contain('edad');
  });

  it('answers every validation message of the form', async () => {
    const casos: [object, string][] = [
      [{ ...juan, nombres: '' }, 'El nombre es obligatorio'],
      [{ ...juan, apPat: ' ' }, 'El apellido paterno es obligatorio'],
      [{ ...juan, apMat: undefined }, 'El apellido materno es obligatorio'],
      [{ ...juan, sexo: '' }, 'El sexo es obligatorio'],
      [{ ...juan, rfc: '' }, 'El RFC es obligatorio'],
      [{ ...juan, correo: '' }, 'El correo es obligatorio'],
      [{ ...juan, telefono: '' }, 'El teléfono es obligatorio'],
      [{ ...juan, nombres: 'x'.repeat(201) }, 'El nombre debe tener como máximo 200 caracteres'],
      [{ ...juan, apPat: 'x'.repeat(61) }, 'El apellido paterno debe tener como máximo 60 caracteres'],
      [{ ...juan, apMat: 'x'.repeat(61) }, 'El apellido materno debe tener como máximo 60 caracteres'],
      [{ ...juan, sexo: 'otro' }, 'El sexo debe ser uno de: hombre, mujer'],
      [{ ...juan, rfc: 'PELJ800101AB' }, 'El RFC debe tener exactamente 13 caracteres'],
      [{ ...juan, rfc: 'PELJ800101AB12' }, 'El RFC debe tener exactamente 13 caracteres'],
      [{ ...juan, rfc: '1234567890123' }, 'El RFC no es válido: 4 letras, 6 dígitos de la fecha de nacimiento y 3 caracteres de homoclave'],
      [{ ...juan, correo: 'juan@' }, 'El correo no es un correo válido'],
      [{ ...juan, correo: `${'j'.repeat(96)}@x.mx` }, 'El correo debe tener como máximo 100 caracteres'],
      [{ ...juan, telefono: '55 1234 5678' }, 'El teléfono debe tener 10 dígitos, con o sin la lada del país (+52)'],
      [{ ...juan, telefono: '12345' }, 'El teléfono debe tener 10 dígitos, con o sin la lada del país (+52)'],
    ];
    for (const [datos, mensaje] of casos) {
      const res = await server.api('POST', '/vendedores', datos, agente.auth);
      expect(res.status, mensaje).to.equal(400);
      expect(res.body).to.include({ ok: false, message: mensaje });
    }
    const vacio = await server.api('POST', '/vendedores', {}, agente.auth);
    expect(Object.keys(vacio.body.body.errors)).to.have.members(['nombres', 'apPat', 'apMat', 'sexo', 'rfc', 'correo', 'telefono']);
  });

  it('refuses a second active seller with the same RFC or e-mail of the agent, but not of another agent', async () => {
    const cuenta = await crearAgente(server);
    const datos = vendedor();
    const id = await crear(cuenta, datos);
    const rfc = await server.api('POST', '/vendedores', { ...vendedor(), rfc: datos.rfc.toLowerCase() }, cuenta.auth);
    expect(rfc.body).to.include({ ok: false, message: `Ya existe un vendedor activo con el RFC ${datos.rfc}` });
    const correo = await server.api('POST', '/vendedores', { ...vendedor(), correo: datos.correo.toUpperCase() }, cuenta.auth);
    expect(correo.status).to.equal(400);
    expect(correo.body.message).to.equal(`Ya existe un vendedor activo con el correo ${datos.correo}`);
    const otroId = await crear(cuenta, vendedor());
    expect((await server.api('PUT', `/vendedores/${otroId}`, { ...vendedor(), rfc: datos.rfc }, cuenta.auth)).status).to.equal(400);
    await crear(otro, datos);
    // Deleting frees the RFC and the e-mail for a new record.
    await server.api('DELETE', `/vendedores/${id}`, undefined, cuenta.auth);
    await crear(cuenta, datos);
  });

  it('deletes a seller by making it inactivo, then refuses to edit or delete it again', async () => {
    const id = await crear(agente, vendedor());
    const del = await server.api('DELETE', `/vendedores/${id}`, undefined, agente.auth);
    expect(del.body).to.deep.include({ ok: true, message: 'Vendedor eliminado correctamente', body: { id } });
    expect((await server.api('GET', `/vendedores/${id}`, undefined, agente.auth)).body.body.status).to.equal('inactivo');
    const editar = await server.api('PUT', `/vendedores/${id}`, vendedor(), agente.auth);
    expect(editar.status).to.equal(400);
    expect(editar.body.message).to.equal('El vendedor está inactivo: solo se puede editar un vendedor activo');
    const postConId = await server.api('POST', '/vendedores', { ...vendedor(), id }, agente.auth);
    expect(postConId.body.message).to.equal('El vendedor está inactivo: solo se puede editar un vendedor activo');
    const otraVez = await server.api('DELETE', `/vendedores/${id}`, undefined, agente.auth);
    expect(otraVez.status).to.equal(400);
    expect(otraVez.body.message).to.equal('El vendedor está inactivo: solo se puede eliminar un vendedor activo');
    const activos = await server.api('GET', '/vendedores?status=activo&size=99999', undefined, agente.auth);
    expect(activos.body.body.items.map((v: { id: number }) => v.id)).not.to.include(id);
  });

  it("answers 404 for another agent's seller, an unknown id or a malformed one", async () => {
    const ajeno = await crear(otro, vendedor());
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', vendedor()],
      ['DELETE', undefined],
    ] as const) {
      const res = await server.api(method, `/vendedores/${ajeno}`, body, agente.auth);
      expect(res.status, method).to.equal(404);
      expect(res.body.message).to.equal('El vendedor no existe');
    }
    expect((await server.api('POST', '/vendedores', { ...vendedor(), id: ajeno }, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', '/vendedores/999999999', undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', '/vendedores/abc', undefined, agente.auth)).status).to.equal(404);
    const lista = await server.api('GET', '/vendedores?size=99999', undefined, agente.auth);
    expect(lista.body.body.items.map((v: { id: number }) => v.id)).not.to.include(ajeno);
    expect((await server.api('GET', `/vendedores/${ajeno}`, undefined, otro.auth)).status).to.equal(200);
  });

  it('lets VENDEDORES_R read but not write, and refuses callers without a session', async () => {
    const id = await crear(agente, vendedor());
    expect((await server.api('GET', `/vendedores/${id}`, undefined, lector.auth)).status).to.equal(200);
    expect((await server.api('GET', '/vendedores', undefined, lector.auth)).body.body.items[0]).to.have.property('rfc');
    expect((await server.api('POST', '/vendedores', vendedor(), lector.auth)).status).to.equal(403);
    expect((await server.api('PUT', `/vendedores/${id}`, vendedor(), lector.auth)).status).to.equal(403);
    expect((await server.api('DELETE', `/vendedores/${id}`, undefined, lector.auth)).status).to.equal(403);
    expect((await server.api('GET', '/vendedores')).status).to.equal(401);
    expect((await server.api('POST', '/vendedores', vendedor())).status).to.equal(401);
  });

  it('gives a user without VENDEDORES_R only the summary for selectors, and no detail', async () => {
    const id = await crear(agente, vendedor({ nombres: 'Selector' }));
    const lista = await server.api('GET', '/vendedores?size=99999&nombre[cn]=selector&order=nombres asc', undefined, sinRol.auth);
    expect(lista.status).to.equal(200);
    expect(lista.body.body.items).to.deep.include({ id, nombres: 'Selector', apPat: 'Pérez', apMat: 'López', status: 'activo' });
    for (const item of lista.body.body.items) expect(item).to.have.all.keys('id', 'nombres', 'apPat', 'apMat', 'status');
    // Filtering on a field it cannot see would reveal it.
    expect((await server.api('GET', '/vendedores?rfc[cn]=VEND', undefined, sinRol.auth)).status).to.equal(400);
    expect((await server.api('GET', `/vendedores/${id}`, undefined, sinRol.auth)).status).to.equal(403);
    expect((await server.api('POST', '/vendedores', vendedor(), sinRol.auth)).status).to.equal(403);
  });
});
