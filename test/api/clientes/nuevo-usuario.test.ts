import { expect } from 'chai';
import { rfcPersonaFisica } from '../../../core/shared/mx/rfc.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Issue 18 (part A): what the clients API did behind a new user's back, and the spec's own payload. */
describe('clientes: lo que un usuario nuevo encontraba (issue 18)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let roma: { id: number; asentamiento: string; municipio: string; estado: string };
  let dia = 0;

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    roma = (await server.api('GET', '/sepomex/06700', undefined, agente.auth)).body.body.find((s: { asentamiento: string }) => s.asentamiento === 'Roma Norte');
  });
  after(() => server.close());

  const api = (method: string, path: string, body?: unknown) => server.api(method, path, body, agente.auth);

  /** A persona física with a fresh birth date (so a fresh RFC) and the spec's address payload. */
  function fisica(d: Record<string, unknown> = {}): Record<string, unknown> {
    const fecNacimiento = new Date(Date.UTC(1970, 0, 1 + ++dia * 41)).toISOString().slice(0, 10);
    const base = { nombres: 'Lucía', apPat: 'Sosa', apMat: 'Vela', fecNacimiento };
    return {
      fiscal: 'fisica',
      alias: 'Lucy',
      sexo: 'mujer',
      rfc: rfcPersonaFisica(base),
      direccion: { id: null, tipo: 'casa', direccion: 'Colima 120', sepomexId: roma.id },
      celular: { id: null, numero: '5512345678' },
      correo: { id: null, correo: 'lucia@ejemplo.mx', tipo: 'personal' },
      ...base,
      ...d,
    };
  }

  it('accepts the spec payload direccion{id, tipo, direccion, sepomexId} and takes the CP from the colonia', async () => {
    const res = await api('POST', '/clientes', fisica());
    expect(res.status, res.body.message).to.equal(200);
    const cliente = (await api('GET', `/clientes/${res.body.body.id}`)).body.body;
    expect(cliente.direcciones[0]).to.deep.include({
      tipo: 'casa',
      direccion: 'Colima 120',
      cp: '06700',
      colonia: 'Roma Norte',
      municipio: roma.municipio,
      estado: roma.estado,
      sepomex: { id: roma.id, asentamiento: 'Roma Norte', municipio: roma.municipio },
    });
    // An edit with the same payload shape keeps the address in place.
    const put = await api(
      'PUT',
      `/clientes/${cliente.id}`,
      fisica({ ...cliente, direccion: { id: cliente.direcciones[0].id, tipo: 'oficina', direccion: 'Orizaba 5', sepomexId: roma.id } }),
    );
    expect(put.status, put.body.message).to.equal(200);
    const editado = (await api('GET', `/clientes/${cliente.id}`)).body.body;
    expect(editado.direcciones).to.have.length(1);
    expect(editado.direcciones[0]).to.deep.include({ id: cliente.direcciones[0].id, tipo: 'oficina', cp: '06700', colonia: 'Roma Norte' });
  });

  it('still refuses a CP that contradicts the colonia, an unknown colonia, and an address with neither CP nor colonia', async () => {
    const otroCp = await api('POST', '/clientes', fisica({ direccion: { direccion: 'Colima 120', cp: '06100', sepomexId: roma.id } }));
    expect(otroCp.status).to.equal(400);
    expect(otroCp.body.message).to.equal('La colonia elegida no corresponde al código postal 06100');
    expect(otroCp.body.body.errors).to.deep.equal({ 'direccion.sepomexId': 'La colonia elegida no corresponde al código postal 06100' });
    const malCp = await api('POST', '/clientes', fisica({ direccion: { direccion: 'Colima 120', cp: '067', sepomexId: roma.id } }));
    expect(malCp.body.message).to.equal('El código postal debe tener 5 dígitos');
    const inexistente = await api('POST', '/clientes', fisica({ direccion: { direccion: 'Colima 120', sepomexId: 999999999 } }));
    expect(inexistente.status).to.equal(400);
    expect(inexistente.body.message).to.equal('La colonia elegida no existe en el catálogo SEPOMEX');
    const nada = await api('POST', '/clientes', fisica({ direccion: { direccion: 'Colima 120' } }));
    expect(nada.status).to.equal(400);
    expect(nada.body.message).to.equal('El código postal es obligatorio');
  });

  it('refuses a mobile that is not 10 digits, with or without the country code, instead of saving it', async () => {
    for (const [numero, mensaje] of [
      ['22 2123 45', 'El celular debe tener 10 dígitos (tiene 8)'],
      ['+5222212345', 'El celular debe tener 10 dígitos (tiene 8)'],
      ['+1 555 123 456', 'El celular debe tener 10 dígitos (tiene 9)'],
      ['+52 55 1234 56789', 'El celular debe tener 10 dígitos (tiene 11)'],
      ['+34 612 345 678', 'El celular debe tener 10 dígitos, con o sin la lada del país (+52 o +1)'],
    ]) {
      const res = await api('POST', '/clientes', fisica({ celular: { numero } }));
      expect(res.status, numero).to.equal(400);
      expect(res.body.message, numero).to.equal(mensaje);
      expect(res.body.body.errors, numero).to.deep.equal({ 'celular.numero': mensaje });
    }
    for (const [numero, guardado] of [
      ['22 2123 4567', '2221234567'],
      ['+52 22 2123 4567', '+522221234567'],
      ['+1 (555) 123-4567', '+15551234567'],
    ]) {
      const res = await api('POST', '/clientes', fisica({ celular: { numero } }));
      expect(res.status, `${numero}: ${res.body.message}`).to.equal(200);
      expect((await api('GET', `/clientes/${res.body.body.id}`)).body.body.celulares[0].numero).to.equal(guardado);
    }
  });

  it('names the RFC field when the RFC is repeated', async () => {
    const datos = fisica();
    expect((await api('POST', '/clientes', datos)).status).to.equal(200);
    const repetido = await api('POST', '/clientes', fisica({ rfc: String(datos.rfc).toLowerCase() }));
    expect(repetido.status).to.equal(400);
    expect(repetido.body.message).to.equal(`Ya existe un cliente con el RFC ${datos.rfc}`);
    expect(repetido.body.body.errors).to.deep.equal({ rfc: `Ya existe un cliente con el RFC ${datos.rfc}` });
  });

  it('refuses a search of one or two letters with a message, and lists everyone for an empty one', async () => {
    for (const nombre of ['a', 'Lu', ' ñá ']) {
      const res = await api('GET', `/clientes?nombre=${encodeURIComponent(nombre)}`);
      expect(res.status, nombre).to.equal(400);
      expect(res.body.message).to.equal('Escribe al menos 3 letras para buscar');
    }
    const cn = await api('GET', '/clientes?nombre[cn]=lu');
    expect(cn.status).to.equal(400);
    const todos = await api('GET', '/clientes?nombre=');
    expect(todos.status).to.equal(200);
    expect(todos.body.body.totalItems).to.be.greaterThan(0);
    const tres = await api('GET', `/clientes?nombre=${encodeURIComponent('sos')}`);
    expect(tres.status).to.equal(200);
    expect(tres.body.body.totalItems).to.be.greaterThan(0);
    expect(tres.body.body.items.every((c: { nombre: string }) => c.nombre === 'Lucía Sosa Vela')).to.equal(true);
  });
});
