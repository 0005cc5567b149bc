import { expect } from 'chai';
import { rfcPersonaFisica, rfcPersonaMoral } from '../../../core/shared/mx/rfc.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

type Datos = Record<string, unknown>;

let dia = 0;
/** A distinct birth (or registration) date per client, so every generated RFC is unique. */
function fecha(): string {
  const d = new Date(Date.UTC(1960, 0, 1 + ++dia * 37));
  return d.toISOString().slice(0, 10);
}

const direccionManual = { tipo: 'oficina', direccion: 'Camino Real 12', cp: '99998', colonia: 'El Mirador', municipio: 'San Pedro', estado: 'Zacatecas' };

function fisica(d: Datos = {}): Datos {
  const base = { nombres: 'Juan Carlos', apPat: 'Pérez', apMat: 'López', fecNacimiento: fecha(), ...d };
  return {
    fiscal: 'fisica',
    alias: 'Juanca',
    sexo: 'hombre',
    edoCivil: 'casado',
    rfc: rfcPersonaFisica(base as Parameters<typeof rfcPersonaFisica>[0]),
    direccion: direccionManual,
    celular: { numero: '5512345678' },
    correo: { correo: 'juan@ejemplo.mx', tipo: 'personal' },
    ...base,
  };
}

function moral(d: Datos = {}): Datos {
  const fecRegistro = (d.fecRegistro as string) ?? fecha();
  const nombres = (d.nombres as string) ?? 'Abarrotes La Esperanza, S.A. de C.V.';
  return {
    fiscal: 'moral',
    nombres,
    alias: 'La Esperanza',
    fecRegistro,
    rfc: rfcPersonaMoral({ razonSocial: nombres, fecRegistro }),
    direccion: direccionManual,
    celular: { numero: '+523312345678' },
    correo: null,
    ...d,
  };
}

/** The same RFC with another check digit: a well-formed RFC the SAT would not compute. */
function otroDigito(rfc: string): string {
  const ultimo = rfc.slice(-1);
  return rfc.slice(0, -1) + (ultimo === '1' ? '2' : '1');
}

describe('clientes (clients)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let roma: { id: number; asentamiento: string; municipio: string; estado: string; ciudad: string | null };
  let conOtroCp: number;

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    const colonias = await server.api('GET', '/sepomex/06700', undefined, agente.auth);
    roma = colonias.body.body.find((s: { asentamiento: string }) => s.asentamiento === 'Roma Norte');
    conOtroCp = (await server.api('GET', '/sepomex/06100', undefined, agente.auth)).body.body[0].id;
  });
  after(() => server.close());

  const api = (cuenta: Cuenta, method: string, path: string, body?: unknown) => server.api(method, path, body, cuenta.auth);
  const crear = async (cuenta: Cuenta, datos: Datos) => {
    const res = await api(cuenta, 'POST', '/clientes', datos);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.id as number;
  };
  const detalle = async (cuenta: Cuenta, id: number) => (await api(cuenta, 'GET', `/clientes/${id}`)).body.body;

  it('creates a persona física with a SEPOMEX address and shows its detail with correos', async () => {
    const datos = fisica({ direccion: { tipo: 'casa', direccion: 'Av. Álvaro Obregón 100', cp: '06700', sepomexId: roma.id } });
    const res = await api(agente, 'POST', '/clientes', datos);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ ok: true, message: 'Cliente guardado correctamente' });
    const id = res.body.body.id;
    expect(res.body.body).to.deep.equal({ id, advertencias: [] });
    const cliente = await detalle(agente, id);
    const { direcciones, celulares, correos, ...generales } = cliente;
    expect(generales).to.deep.equal({
      id,
      status: 'activo',
      fiscal: 'fisica',
      nombres: 'Juan Carlos',
      apPat: 'Pérez',
      apMat: 'López',
      alias: 'Juanca',
      fecNacimiento: datos.fecNacimiento,
      fecRegistro: null,
      rfc: datos.rfc,
      sexo: 'hombre',
      edoCivil: 'casado',
      esRobot: false,
    });
    expect(direcciones).to.have.length(1);
    expect(direcciones[0]).to.deep.include({
      tipo: 'casa',
      direccion: 'Av. Álvaro Obregón 100',
      cp: '06700',
      colonia: 'Roma Norte',
      municipio: roma.municipio,
      estado: roma.estado,
      sepomex: { id: roma.id, asentamiento: 'Roma Norte', municipio: roma.municipio },
    });
    expect(celulares).to.deep.equal([{ id: celulares[0].id, numero: '5512345678' }]);
    expect(correos).to.deep.equal([{ id: correos[0].id, correo: 'juan@ejemplo.mx', tipo: 'personal' }]);
  });

  it('creates a persona moral with a hand-typed address when the CP is not in SEPOMEX', async () => {
    const datos = moral();
    const id = await crear(agente, datos);
    const cliente = await detalle(agente, id);
    expect(cliente).to.deep.include({
      fiscal: 'moral',
      nombres: 'Abarrotes La Esperanza, S.A. de C.V.',
      apPat: null,
      apMat: null,
      sexo: null,
      fecNacimiento: null,
      fecRegistro: datos.fecRegistro,
      rfc: datos.rfc,
      status: 'activo',
      correos: [],
    });
    expect(cliente.direcciones[0]).to.deep.include({ cp: '99998', colonia: 'El Mirador', municipio: 'San Pedro', estado: 'Zacatecas', ciudad: null, sepomex: null });
    expect(cliente.celulares[0].numero).to.equal('+523312345678');
  });

  it('edits with PUT /clientes/{id} and with POST carrying the id, updating the address, mobile and e-mail in place', async () => {
    const id = await crear(agente, fisica({ nombres: 'Rosa' }));
    const antes = await detalle(agente, id);
    const cambios = fisica({
      nombres: 'Rosa María',
      sexo: 'mujer',
      direccion: { id: antes.direcciones[0].id, tipo: 'casa', direccion: 'Orizaba 5', cp: '06700', sepomexId: roma.id },
      celular: { id: antes.celulares[0].id, numero: '55 8765-4321' },
      correo: { id: antes.correos[0].id, correo: 'Rosa@Ejemplo.MX', tipo: 'trabajo' },
    });
    const put = await api(agente, 'PUT', `/clientes/${id}`, cambios);
    expect(put.body).to.deep.include({ ok: true, message: 'Cliente guardado correctamente' });
    const despues = await detalle(agente, id);
    expect(despues).to.deep.include({ nombres: 'Rosa María', sexo: 'mujer', rfc: cambios.rfc });
    expect(despues.direcciones).to.have.length(1);
    expect(despues.direcciones[0]).to.deep.include({
      id: antes.direcciones[0].id,
      direccion: 'Orizaba 5',
      colonia: 'Roma Norte',
      sepomex: { id: roma.id, asentamiento: 'Roma Norte', municipio: roma.municipio },
    });
    expect(despues.celulares).to.deep.equal([{ id: antes.celulares[0].id, numero: '5587654321' }]);
    expect(despues.correos).to.deep.equal([{ id: antes.correos[0].id, correo: 'rosa@ejemplo.mx', tipo: 'trabajo' }]);

    const post = await api(agente, 'POST', '/clientes', { ...cambios, id, nombres: 'Rosa Elena', correo: null });
    expect(post.body.body.id).to.equal(id);
    const final = await detalle(agente, id);
    expect(final.nombres).to.equal('Rosa Elena');
    expect(final.correos).to.deep.equal([]);
    expect(final.direcciones).to.have.length(1);
  });

  it('refuses an address, mobile or e-mail id of another client', async () => {
    const a = await detalle(agente, await crear(agente, fisica()));
    const b = await crear(agente, fisica());
    for (const [campo, valor, mensaje] of [
      ['direccion', { ...direccionManual, id: a.direcciones[0].id }, 'La dirección no pertenece al cliente'],
      ['celular', { id: a.celulares[0].id, numero: '5511112222' }, 'El celular no pertenece al cliente'],
      ['correo', { id: a.correos[0].id, correo: 'x@ejemplo.mx' }, 'El correo no pertenece al cliente'],
    ] as const) {
      const res = await api(agente, 'PUT', `/clientes/${b}`, fisica({ [campo]: valor }));
      expect(res.status, campo).to.equal(400);
      expect(res.body.message).to.equal(mensaje);
    }
  });

  it('checks the SEPOMEX colonia against the CP', async () => {
    const deOtroCp = await api(agente, 'POST', '/clientes', fisica({ direccion: { direccion: 'Calle 1', cp: '06700', sepomexId: conOtroCp } }));
    expect(deOtroCp.status).to.equal(400);
    expect(deOtroCp.body.message).to.equal('La colonia elegida no corresponde al código postal 06700');
    const inexistente = await api(agente, 'POST', '/clientes', fisica({ direccion: { direccion: 'Calle 1', cp: '06700', sepomexId: 999999999 } }));
    expect(inexistente.body.message).to.equal('La colonia elegida no existe en el catálogo SEPOMEX');
  });

  it('saves an RFC whose check digit does not match, with a warning', async () => {
    const datos = fisica();
    const rfc = otroDigito(String(datos.rfc));
    const res = await api(agente, 'POST', '/clientes', { ...datos, rfc: rfc.toLowerCase() });
    expect(res.status).to.equal(200);
    expect(res.body.message).to.equal('Cliente guardado correctamente');
    expect(res.body.body.advertencias).to.deep.equal([`El dígito verificador del RFC ${rfc} no coincide con el que calcula el SAT; revisa que esté bien escrito`]);
    expect((await detalle(agente, res.body.body.id)).rfc).to.equal(rfc);
  });

  it('refuses a repeated RFC within the agent but allows the generic XAXX010101000 and another agent', async () => {
    const datos = fisica();
    await crear(agente, datos);
    const repetido = await api(agente, 'POST', '/clientes', { ...fisica(), rfc: datos.rfc });
    expect(repetido.status).to.equal(400);
    expect(repetido.body.message).to.equal(`Ya existe un cliente con el RFC ${datos.rfc}`);
    await crear(otro, { ...fisica(), rfc: datos.rfc });
    await crear(agente, fisica({ rfc: 'XAXX010101000' }));
    await crear(agente, fisica({ rfc: 'XAXX010101000' }));
  });

  it('lists by displayed name with paging, and searches names, razón social and RFC from 3 characters, ignoring accents', async () => {
    const cuenta = await crearAgente(server);
    const nombres: [string, string, string][] = [
      ['Álvaro', 'Zúñiga', 'Ríos'],
      ['beatriz', 'Núñez', 'Soto'],
      ['Carlos', 'Ávila', 'Mora'],
    ];
    for (const [n, p, m] of nombres) await crear(cuenta, fisica({ nombres: n, apPat: p, apMat: m }));
    const rfcMoral = String((await detalle(cuenta, await crear(cuenta, moral({ nombres: 'Botanas Éxito SA de CV' })))).rfc);

    const lista = await api(cuenta, 'GET', `/clientes?page=1&order=${encodeURIComponent('nombres asc')}`);
    expect(lista.body.body).to.include({ totalItems: 4, currentPage: 1, totalPages: 1, pageSize: 10 });
    expect(lista.body.body.items.map((c: { nombre: string }) => c.nombre)).to.deep.equal([
      'Álvaro Zúñiga Ríos',
      'beatriz Núñez Soto',
      'Botanas Éxito SA de CV',
      'Carlos Ávila Mora',
    ]);
    expect(lista.body.body.items[0]).to.have.all.keys('id', 'nombre', 'nombres', 'apPat', 'apMat', 'rfc', 'status', 'fiscal', 'esRobot');
    expect(lista.body.body.items[2]).to.include({ fiscal: 'moral', rfc: rfcMoral, status: 'activo', esRobot: false });

    const pagina = await api(cuenta, 'GET', '/clientes?size=3&page=2');
    expect(pagina.body.body).to.include({ totalItems: 4, currentPage: 2, totalPages: 2, pageSize: 3 });
    expect(pagina.body.body.items.map((c: { nombre: string }) => c.nombre)).to.deep.equal(['Carlos Ávila Mora']);
    const desc = await api(cuenta, 'GET', `/clientes?order=${encodeURIComponent('nombres desc')}`);
    expect(desc.body.body.items[0].nombre).to.equal('Carlos Ávila Mora');

    const buscar = async (texto: string, extra = '') =>
      (await api(cuenta, 'GET', `/clientes?nombre=${encodeURIComponent(texto)}${extra}`)).body.body.items.map((c: { nombre: string }) => c.nombre);
    expect(await buscar('zuniga')).to.deep.equal(['Álvaro Zúñiga Ríos']);
    expect(await buscar('NUÑEZ SO')).to.deep.equal(['beatriz Núñez Soto']);
    expect(await buscar('alvaro zuñiga')).to.deep.equal(['Álvaro Zúñiga Ríos']);
    expect(await buscar('exito', '&size=20&order=nombres%20asc')).to.deep.equal(['Botanas Éxito SA de CV']);
    expect(await buscar(rfcMoral.slice(0, 6).toLowerCase())).to.deep.equal(['Botanas Éxito SA de CV']);
    const corta = await api(cuenta, 'GET', '/clientes?nombre=av');
    expect(corta.status).to.equal(400);
    expect(corta.body.message).to.equal('Escribe al menos 3 letras para buscar');
    expect(await buscar('100%')).to.deep.equal([]);
    const autocompletar = await api(cuenta, 'GET', `/clientes?nombre=${encodeURIComponent('ávila')}&size=20&order=${encodeURIComponent('nombres asc')}`);
    expect(autocompletar.body.body).to.include({ totalItems: 1, pageSize: 20 });

    const malo = await api(cuenta, 'GET', '/clientes?edad=3');
    expect(malo.status).to.equal(400);
    expect(malo.body.message).to.contain('edad');
  });

  it('answers every validation message of the form', async () => {
    const f = fisica();
    const m = moral();
    const largo = (n: number) => 'a'.repeat(n);
    const casos: [Datos, string, string][] = [
      [{ ...f, fiscal: undefined }, 'fiscal', 'La personalidad fiscal es obligatoria'],
      [{ ...f, fiscal: 'otra' }, 'fiscal', 'La personalidad fiscal debe ser uno de: fisica, moral'],
      [{ ...f, nombres: ' ' }, 'nombres', 'El nombre es obligatorio'],
      [{ ...f, nombres: 'Juan 2' }, 'nombres', 'El nombre solo puede contener letras'],
      [{ ...f, nombres: largo(201) }, 'nombres', 'El nombre debe tener como máximo 200 caracteres'],
      [{ ...f, apPat: '' }, 'apPat', 'El apellido paterno es obligatorio'],
      [{ ...f, apPat: 'P3rez' }, 'apPat', 'El apellido paterno solo puede contener letras'],
      [{ ...f, apPat: largo(61) }, 'apPat', 'El apellido paterno debe tener como máximo 60 caracteres'],
      [{ ...f, apMat: null }, 'apMat', 'El apellido materno es obligatorio'],
      [{ ...f, apMat: 'L@pez' }, 'apMat', 'El apellido materno solo puede contener letras'],
      [{ ...f, apMat: largo(61) }, 'apMat', 'El apellido materno debe tener como máximo 60 caracteres'],
      [{ ...f, alias: '' }, 'alias', 'El alias es obligatorio'],
      [{ ...f, alias: 'Juan_1' }, 'alias', 'El alias solo puede contener letras'],
      [{ ...f, alias: largo(51) }, 'alias', 'El alias debe tener como máximo 50 caracteres'],
      [{ ...f, sexo: '' }, 'sexo', 'El sexo es obligatorio'],
      [{ ...f, sexo: 'otro' }, 'sexo', 'El sexo debe ser uno de: hombre, mujer'],
      [{ ...f, fecNacimiento: '1980-02-30' }, 'fecNacimiento', 'La fecha de nacimiento debe ser una fecha válida (yyyy-MM-dd)'],
      [{ ...f, edoCivil: 'novio' }, 'edoCivil', 'El estado civil debe ser uno de: soltero, casado, viudo, divorciado, concubinato'],
      [{ ...f, rfc: '' }, 'rfc', 'El RFC es obligatorio'],
      [{ ...f, rfc: String(f.rfc).slice(0, 12) }, 'rfc', 'El RFC de una persona física debe tener 13 caracteres'],
      [{ ...f, rfc: '1234567890123' }, 'rfc', 'El RFC no tiene un formato válido'],
      [{ ...m, nombres: '' }, 'nombres', 'La razón social es obligatoria'],
      [{ ...m, nombres: largo(201) }, 'nombres', 'La razón social debe tener como máximo 200 caracteres'],
      [{ ...m, alias: '' }, 'alias', 'El alias es obligatorio'],
      [{ ...m, fecRegistro: undefined }, 'fecRegistro', 'La fecha de registro es obligatoria'],
      [{ ...m, rfc: String(f.rfc) }, 'rfc', 'El RFC de una persona moral debe tener 12 caracteres'],
      [{ ...f, direccion: undefined }, 'direccion', 'La dirección es obligatoria'],
      [{ ...f, direccion: { ...direccionManual, direccion: '' } }, 'direccion.direccion', 'La calle y número es obligatoria'],
      [{ ...f, direccion: { ...direccionManual, direccion: largo(151) } }, 'direccion.direccion', 'La calle y número debe tener como máximo 150 caracteres'],
      [{ ...f, direccion: { ...direccionManual, tipo: largo(31) } }, 'direccion.tipo', 'El tipo de dirección debe tener como máximo 30 caracteres'],
      [{ ...f, direccion: { ...direccionManual, cp: '' } }, 'direccion.cp', 'El código postal es obligatorio'],
      [{ ...f, direccion: { ...direccionManual, cp: '6700' } }, 'direccion.cp', 'El código postal debe tener 5 dígitos'],
      [{ ...f, direccion: { ...direccionManual, colonia: '' } }, 'direccion.colonia', 'La colonia es obligatoria'],
      [{ ...f, direccion: { ...direccionManual, municipio: undefined } }, 'direccion.municipio', 'El municipio es obligatorio'],
      [{ ...f, celular: undefined }, 'celular.numero', 'El celular es obligatorio'],
      [{ ...f, celular: { numero: '12345' } }, 'celular.numero', 'El celular debe tener 10 dígitos (tiene 5)'],
      [{ ...f, celular: { numero: '55-1234-abcd' } }, 'celular.numero', 'El celular debe tener 10 dígitos, con o sin la lada del país (+52 o +1)'],
      [{ ...f, correo: { correo: 'juan@' } }, 'correo.correo', 'El correo no es un correo válido'],
      [{ ...f, correo: { correo: `${largo(95)}@ej.mx` } }, 'correo.correo', 'El correo debe tener como máximo 100 caracteres'],
      [{ ...f, correo: { correo: 'juan@ejemplo.mx', tipo: largo(31) } }, 'correo.tipo', 'El tipo de correo debe tener como máximo 30 caracteres'],
    ];
    for (const [datos, campo, mensaje] of casos) {
      const res = await api(agente, 'POST', '/clientes', datos);
      expect(res.status, mensaje).to.equal(400);
      expect(res.body.message, mensaje).to.equal(mensaje);
      expect(res.body.body.errors[campo], campo).to.equal(mensaje);
    }
  });

  it('gates each call by CLIENTES_R, CLIENTES_W and CLIENTES_D', async () => {
    const id = await crear(agente, fisica());
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    const escritor = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_W']);
    const principal2 = await crearAgente(server);
    const borrador = await crearUsuarioAdicional(server, principal2, ['ROLE_CLIENTES_D']);
    const sinRol = await crearUsuarioAdicional(server, principal2, ['ROLE_TAREAS_W']);
    const id2 = await crear(principal2, fisica());

    expect((await api(lector, 'GET', '/clientes')).status).to.equal(200);
    expect((await api(lector, 'GET', `/clientes/${id}`)).status).to.equal(200);
    expect((await api(lector, 'POST', '/clientes', fisica())).status).to.equal(403);
    expect((await api(lector, 'PUT', `/clientes/${id}`, fisica())).status).to.equal(403);
    expect((await api(lector, 'DELETE', `/clientes/${id}`)).status).to.equal(403);

    expect((await api(escritor, 'POST', '/clientes', fisica())).status).to.equal(200);
    expect((await api(escritor, 'PUT', `/clientes/${id}`, fisica())).status).to.equal(200);
    expect((await api(escritor, 'DELETE', `/clientes/${id}`)).status).to.equal(403);

    const sinR = await api(sinRol, 'GET', '/clientes');
    expect(sinR.status).to.equal(403);
    expect(sinR.body.message).to.equal('No tienes permiso para realizar esta acción');
    expect((await api(sinRol, 'GET', `/clientes/${id2}`)).status).to.equal(403);
    expect((await api(borrador, 'POST', '/clientes', fisica())).status).to.equal(403);
    expect((await api(borrador, 'DELETE', `/clientes/${id2}`)).status).to.equal(200);

    expect((await server.api('GET', '/clientes')).status).to.equal(401);
    expect((await server.api('POST', '/clientes', fisica())).status).to.equal(401);
  });

  it("answers 404 for another agent's client and for a malformed id", async () => {
    const ajeno = await crear(otro, fisica());
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', fisica()],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(agente, method, `/clientes/${ajeno}`, body);
      expect(res.status, method).to.equal(404);
      expect(res.body.message).to.equal('El cliente no existe');
    }
    expect((await api(agente, 'POST', '/clientes', { ...fisica(), id: ajeno })).status).to.equal(404);
    expect((await api(agente, 'GET', '/clientes/abc')).status).to.equal(404);
    expect((await api(agente, 'GET', '/clientes/0')).status).to.equal(404);
    expect((await api(agente, 'GET', '/clientes/999999999999999')).status).to.equal(404);
    expect((await api(agente, 'PUT', '/clientes/99999999999', fisica())).status).to.equal(404);
    const enorme = await api(agente, 'POST', '/clientes', fisica({ direccion: { direccion: 'Calle 1', cp: '06700', sepomexId: 1e12 } }));
    expect(enorme.status).to.equal(400);
    expect((await detalle(otro, ajeno)).status).to.equal('activo');
  });

  it('deletes softly: the client leaves the list and search, stays readable, can no longer be edited or deleted, and frees its RFC', async () => {
    const cuenta = await crearAgente(server);
    const datos = fisica({ nombres: 'Ernesto', apPat: 'Quiroga' });
    const id = await crear(cuenta, datos);
    await crear(cuenta, fisica({ nombres: 'Fabiola' }));
    const borrado = await api(cuenta, 'DELETE', `/clientes/${id}`);
    expect(borrado.body).to.deep.equal({ ok: true, message: 'Cliente eliminado correctamente', body: { id } });

    const lista = await api(cuenta, 'GET', '/clientes');
    expect(lista.body.body.totalItems).to.equal(1);
    expect(lista.body.body.items[0].nombres).to.equal('Fabiola');
    expect((await api(cuenta, 'GET', '/clientes?nombre=quiroga')).body.body.items).to.deep.equal([]);
    expect((await detalle(cuenta, id)).status).to.equal('eliminado');

    const editar = await api(cuenta, 'PUT', `/clientes/${id}`, datos);
    expect(editar.status).to.equal(400);
    expect(editar.body.message).to.equal('El cliente no está activo: solo se puede editar un cliente activo');
    const otraVez = await api(cuenta, 'DELETE', `/clientes/${id}`);
    expect(otraVez.status).to.equal(400);
    expect(otraVez.body.message).to.equal('El cliente no está activo: solo se puede eliminar un cliente activo');
    await crear(cuenta, datos);
  });
});
